import type { readFragment as tadaReadFragment } from 'gql.tada';
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Typed GraphQL documents for Vendure's Shop API, checked against the schema our
 * own Vendure config produces (`npm run schema` regenerates it). Marked pure: browser
 * code imports readFragment from this module and must not build gql.tada here.
 */
export const graphql = /* @__PURE__ */ initGraphQLTada<{
  introspection: introspection;
  scalars: {
    DateTime: string;
    JSON: unknown;
    Money: number;
    ID: string;
    Upload: never;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

/**
 * gql.tada's readFragment, which returns its last argument and only narrows types.
 * Our own copy, so that browser code reading fragments loads neither gql.tada nor a
 * GraphQL parser; components pass the fragment as a type, `readFragment<typeof
 * Fragment>(data)`, so that the documents stay on the server (ADR 018).
 */
export const readFragment = ((...args: unknown[]) => args[args.length - 1]) as typeof tadaReadFragment;
