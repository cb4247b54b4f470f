import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './admin-env.d.ts';

/**
 * Typed GraphQL documents for Vendure's Admin API, checked against the schema our own
 * Vendure config produces (packages/shared/src/test-clients/admin-schema.graphql; `npm run schema`
 * regenerates it, `npm run check:schema` fails when it is stale). Only the tests talk to
 * the Admin API: the storefront never does.
 */
export const adminGraphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    DateTime: string;
    JSON: unknown;
    Money: number;
    ID: string;
    Upload: never;
  };
}>();
