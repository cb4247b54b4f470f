import type { ApolloServerPlugin } from '@apollo/server';
import { EXISTING_SESSION_HEADER, SESSION_GONE_CODE } from '@foyer/shared/existing-session';
import { GraphQLError } from 'graphql';

interface Context {
  req?: { headers: Record<string, string | string[] | undefined> };
}

/** The token of an `Authorization: Bearer …` header (how the storefront sends it); undefined otherwise. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The refusal: the session the caller named is gone; nothing ran and no session was started. */
export function sessionGoneError(): GraphQLError {
  return new GraphQLError('The session named by this request no longer exists', {
    extensions: { code: SESSION_GONE_CODE, http: { status: 401 } },
  });
}

/**
 * Refuses a request that carries `EXISTING_SESSION_HEADER` and a bearer token Vendure does
 * not know, before anything runs. Without it, Vendure's auth guard would start a new
 * anonymous session for any field that needs the Owner permission (`activeOrder`,
 * `eligibleShippingMethods`, …), a read included. Requests without the header are
 * untouched: the header is the caller's promise that it wants no new session.
 */
export function existingSessionApolloPlugin(knows: (token: string) => Promise<boolean>): ApolloServerPlugin {
  return {
    async requestDidStart({ contextValue }) {
      const headers = (contextValue as Context).req?.headers;
      if (!headers || headers[EXISTING_SESSION_HEADER] === undefined) return;
      const token = bearerToken(headers.authorization);
      if (!token) return;
      return {
        async didResolveOperation() {
          if (!(await knows(token))) throw sessionGoneError();
        },
      };
    },
  };
}
