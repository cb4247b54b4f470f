import { ApolloServer } from '@apollo/server';
import { EXISTING_SESSION_HEADER, SESSION_GONE_CODE } from '@foyer/shared/existing-session';
import { describe, expect, it } from 'vitest';
import { bearerToken, existingSessionApolloPlugin } from './existing-session.apollo-plugin';

describe('bearerToken', () => {
  it('reads the token of a bearer authorization, nothing else', () => {
    expect(bearerToken('Bearer abc123')).toBe('abc123');
    expect(bearerToken('bearer abc123 ')).toBe('abc123');
    expect(bearerToken('Basic abc123')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken(['Bearer a', 'Bearer b'])).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('existingSessionApolloPlugin', () => {
  const known = new Set(['live-token']);
  const asked: string[] = [];
  let resolved = 0;
  const server = new ApolloServer<{ req: { headers: Record<string, string> } }>({
    typeDefs: 'type Query { activeOrder: String }',
    resolvers: {
      Query: {
        activeOrder: () => {
          resolved++;
          return 'an order';
        },
      },
    },
    plugins: [
      existingSessionApolloPlugin(async (token) => {
        asked.push(token);
        return known.has(token);
      }),
    ],
  });

  async function call(headers: Record<string, string>) {
    const response = await server.executeOperation(
      { query: '{ activeOrder }' },
      { contextValue: { req: { headers } } },
    );
    if (response.body.kind !== 'single') throw new Error('not a single result');
    return { status: response.http.status, result: response.body.singleResult };
  }

  it('refuses a marked call whose session Vendure does not know, before any field runs, with 401', async () => {
    resolved = 0;
    const { status, result } = await call({ [EXISTING_SESSION_HEADER]: '1', authorization: 'Bearer stale-token' });
    expect(status).toBe(401);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions?.code).toBe(SESSION_GONE_CODE);
    expect(resolved).toBe(0);
  });

  it('answers a marked call whose session is known, and every call without the mark', async () => {
    resolved = 0;
    asked.length = 0;
    const live = await call({ [EXISTING_SESSION_HEADER]: '1', authorization: 'Bearer live-token' });
    expect(live.result).toEqual({ data: { activeOrder: 'an order' } });
    // Unmarked: Vendure's own rules apply, and nobody asks about the session here.
    const unmarked = await call({ authorization: 'Bearer stale-token' });
    expect(unmarked.result).toEqual({ data: { activeOrder: 'an order' } });
    // Marked without a token: there is no session named, so nothing to refuse.
    const tokenless = await call({ [EXISTING_SESSION_HEADER]: '1' });
    expect(tokenless.result).toEqual({ data: { activeOrder: 'an order' } });
    expect(resolved).toBe(3);
    expect(asked).toEqual(['live-token']);
  });
});
