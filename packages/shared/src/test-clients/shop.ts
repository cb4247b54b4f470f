/**
 * Typed GraphQL documents for Vendure's Shop API: the storefront's own `graphql`
 * (src/graphql/graphql.ts), under a name that says which API a test document is for.
 */
export { graphql as shopGraphql } from '../../../../src/graphql/graphql.ts';
