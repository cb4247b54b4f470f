import { initGraphQLTada } from 'gql.tada';
// Type only: written by the Dashboard's build (commerce/vite.config.mts) from our own config.
import type { introspection } from '../dashboard-gql/graphql-env';

/** Documents typed against the Admin API with the theatre plugin's extensions (tsconfig.dashboard.json checks them). */
export const graphql = initGraphQLTada<{
  disableMasking: true;
  introspection: introspection;
  scalars: { DateTime: string; JSON: any; Money: number };
}>();
