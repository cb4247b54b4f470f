import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { AccountLimiters, ApiName } from './account-limiters';
import { type AccountAttempt, accountAttempts, signedIn } from './account-operations';
import { clientIp, type IncomingRequest } from './client-ip';
import { RATE_LIMITED_CODE } from './constants';

interface Context {
  req?: IncomingRequest & { originalUrl?: string };
}

/** The refusal: a GraphQL error with its own code, sent with HTTP 429 and Retry-After. */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many attempts; try again in ${retryAfterSeconds} s`, {
    extensions: {
      code: RATE_LIMITED_CODE,
      retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

/**
 * Counts each limited mutation field of a request before anything runs, and refuses the
 * whole request when one is over its limit. After a sign-in succeeds, the identifier's
 * failed attempts are forgotten.
 */
export function rateLimitApolloPlugin(options: {
  limiters: () => AccountLimiters;
  adminApiPath: string;
  clientIpSecret: string | undefined;
}): ApolloServerPlugin {
  const apiOf = (req: Context['req']): ApiName =>
    req?.originalUrl?.startsWith(`/${options.adminApiPath}`) ? 'admin' : 'shop';
  return {
    async requestDidStart() {
      let attempts: AccountAttempt[] = [];
      let api: ApiName = 'shop';
      let ip = 'unknown';
      return {
        async didResolveOperation(requestContext) {
          if (!requestContext.operation) return;
          attempts = accountAttempts(
            requestContext.document,
            requestContext.operation,
            requestContext.request.variables,
          );
          if (attempts.length === 0) return;
          const req = (requestContext.contextValue as Context).req;
          api = apiOf(req);
          ip = req ? clientIp(req, options.clientIpSecret) : 'unknown';
          for (const attempt of attempts) {
            const outcome = await options.limiters().consume(api, attempt.action, ip, attempt.identifier);
            if (!outcome.ok) throw rateLimitedError(outcome.retryAfterSeconds);
          }
        },
        async willSendResponse(requestContext) {
          const body = requestContext.response.body;
          if (body.kind !== 'single') return;
          const data = body.singleResult.data as Record<string, unknown> | null | undefined;
          for (const attempt of attempts) {
            if (attempt.action === 'sign-in' && attempt.identifier && signedIn(data?.[attempt.responseKey])) {
              await options.limiters().signedIn(api, ip, attempt.identifier);
            }
          }
        },
      };
    },
  };
}
