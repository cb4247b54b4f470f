import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Typed GraphQL documents for Vendure's Shop API, checked against the schema our
 * own Vendure config produces (`npm run schema` regenerates it).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    DateTime: string;
    JSON: unknown;
    Money: number;
    ID: string;
    Upload: never;
  };
}>();

export type { FragmentOf, ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
