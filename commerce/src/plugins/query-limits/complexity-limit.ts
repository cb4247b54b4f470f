import type { ApolloServerPlugin } from '@apollo/server';
import { Logger } from '@vendure/core';
import { defaultVendureComplexityEstimator } from '@vendure/harden-plugin';
import { type DocumentNode, GraphQLError, type GraphQLSchema, separateOperations } from 'graphql';
// The harden plugin's own scorer (its dependency, pinned by it): the same score, so the
// limit measured by src/server/functions/shop-query-limits.test.ts is the limit enforced here.
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** The code of the refusal, beside GraphQL's own GRAPHQL_VALIDATION_FAILED for the depth limit. */
export const QUERY_TOO_COMPLEX_CODE = 'QUERY_TOO_COMPLEX';

const LOG_CONTEXT = 'QueryLimits';

/** The refusal: the caller asked too much at once; HTTP 400 like every other refused input. */
export function queryTooComplexError(score: number, max: number): GraphQLError {
  return new GraphQLError(`Query is too complex: it scores ${score}; at most ${max} is allowed`, {
    extensions: { code: QUERY_TOO_COMPLEX_CODE, http: { status: 400 } },
  });
}

/** The Admin API's schema has `administrators`; staff queries are left to its sign-in (ADR 032). */
const isAdminApi = (schema: GraphQLSchema) => Boolean(schema.getQueryType()?.getFields().administrators);

/**
 * What of an operation's variables its score can depend on: the estimators read numbers
 * (`take`) and directives' booleans, never a string, so strings (ids, seat keys, slugs)
 * are left out and one shape of call is scored once.
 */
export const scoreKey = (operationName: string | null | undefined, variables: unknown) =>
  `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {}, (_, value) => (typeof value === 'string' ? '' : value))}`;

/** Scores kept per parsed document (Apollo parses a query text once) and call shape; bounded per document. */
const SCORES_PER_DOCUMENT = 64;

/**
 * Scores each Shop API operation as the harden plugin does, before anything runs, and
 * refuses one at or over `maxComplexity` with QUERY_TOO_COMPLEX and HTTP 400. The harden
 * plugin's own check answers such a query with 500 INTERNAL_SERVER_ERROR and logs it as
 * an error, which blames the server for the caller's query (ADR 054).
 */
export function complexityLimitPlugin(options: {
  /** The score from which an operation is refused. */
  maxComplexity: number;
  /** Log each operation's score at verbose level (for measuring). */
  logScores?: boolean;
}): ApolloServerPlugin {
  const estimators = [defaultVendureComplexityEstimator({}, false), simpleEstimator({ defaultComplexity: 1 })];
  // A seat map asks for the same operation every two seconds per shopper: scoring it walks
  // the whole document each time (about 3 % of Vendure's CPU for 16 shoppers choosing seats).
  const scores = new WeakMap<DocumentNode, Map<string, number>>();
  const scoreOf = (schema: GraphQLSchema, document: DocumentNode, name: string | undefined, variables: unknown) => {
    let kept = scores.get(document);
    const key = scoreKey(name, variables);
    const known = kept?.get(key);
    if (known !== undefined) return known;
    const query = name ? separateOperations(document)[name] : document;
    if (!query) return undefined;
    const score = getComplexity({ schema, query, variables: variables as Record<string, unknown>, estimators });
    if (!kept || kept.size >= SCORES_PER_DOCUMENT) {
      kept = new Map();
      scores.set(document, kept);
    }
    kept.set(key, score);
    return score;
  };
  return {
    async requestDidStart({ schema }) {
      if (isAdminApi(schema)) return;
      return {
        async didResolveOperation({ request, document }) {
          const score = scoreOf(schema, document, request.operationName ?? undefined, request.variables);
          if (score === undefined) return;
          const name = request.operationName ?? 'anonymous';
          if (options.logScores) Logger.verbose(`Query complexity of "${name}": ${score}`, LOG_CONTEXT);
          if (score >= options.maxComplexity) {
            // The caller's mistake (or probing), not the server's: the access line records the 400.
            Logger.verbose(`Refused "${name}": complexity ${score}, at most ${options.maxComplexity}`, LOG_CONTEXT);
            throw queryTooComplexError(score, options.maxComplexity);
          }
        },
      };
    },
  };
}
