import type { ApolloServerPlugin } from '@apollo/server';
import { Logger } from '@vendure/core';
import { defaultVendureComplexityEstimator } from '@vendure/harden-plugin';
import { GraphQLError, type GraphQLSchema, separateOperations } from 'graphql';
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
  return {
    async requestDidStart({ schema }) {
      if (isAdminApi(schema)) return;
      return {
        async didResolveOperation({ request, document }) {
          const query = request.operationName ? separateOperations(document)[request.operationName] : document;
          if (!query) return;
          const score = getComplexity({ schema, query, variables: request.variables, estimators });
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
