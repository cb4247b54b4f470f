import { ApolloServer } from '@apollo/server';
import { Logger } from '@vendure/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { complexityLimitPlugin, QUERY_TOO_COMPLEX_CODE, scoreKey } from './complexity-limit';

// A paginated list as Vendure's schemas have them: the harden plugin's estimator scores by `take`.
const typeDefs = `
  interface PaginatedList { totalItems: Int! }
  type Product { id: ID! }
  type ProductList implements PaginatedList { items: [Product!]! totalItems: Int! }
  input ProductListOptions { take: Int }
  type Query { products(options: ProductListOptions): ProductList! }
`;

function serverWith(schemaExtra = '') {
  let resolved = 0;
  const server = new ApolloServer({
    typeDefs: `${typeDefs}${schemaExtra}`,
    resolvers: {
      Query: {
        products: () => {
          resolved++;
          return { items: [], totalItems: 0 };
        },
      },
    },
    plugins: [complexityLimitPlugin({ maxComplexity: 10_000 })],
  });
  return { server, resolved: () => resolved };
}

async function call(server: ApolloServer, query: string, variables?: Record<string, unknown>) {
  const response = await server.executeOperation({ query, variables });
  if (response.body.kind !== 'single') throw new Error('not a single result');
  return { status: response.http.status, result: response.body.singleResult };
}

const aliases = (count: number, take: number) =>
  Array.from({ length: count }, (_, i) => `p${i}: products(options: { take: ${take} }) { items { id } }`).join(' ');

describe('complexityLimitPlugin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses the 100-alias query with QUERY_TOO_COMPLEX and HTTP 400, before any resolver, logging no error', async () => {
    const error = vi.spyOn(Logger, 'error');
    const { server, resolved } = serverWith();
    const { status, result } = await call(server, `query { ${aliases(100, 100)} }`);
    expect(status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions?.code).toBe(QUERY_TOO_COMPLEX_CODE);
    expect(result.errors?.[0]?.message).toMatch(/too complex: it scores \d+; at most 10000/);
    // Apollo keeps the HTTP status for itself; the caller sees only the code.
    expect(result.errors?.[0]?.extensions?.http).toBeUndefined();
    expect(resolved()).toBe(0);
    expect(error).not.toHaveBeenCalled();
  });

  it("answers a query under the limit, reading `take` from the operation's variables", async () => {
    const { server, resolved } = serverWith();
    const small = await call(server, 'query { products(options: { take: 12 }) { totalItems items { id } } }');
    expect(small.status ?? 200).toBe(200);
    expect(small.result.errors).toBeUndefined();
    const variable = await call(
      server,
      'query Page($take: Int) { products(options: { take: $take }) { items { id } } }',
      { take: 12 },
    );
    expect(variable.result.errors).toBeUndefined();
    expect(resolved()).toBe(2);
  });

  it('scores only the operation asked for when a document holds several', async () => {
    const { server } = serverWith();
    const response = await server.executeOperation({
      query: `query Small { products(options: { take: 1 }) { totalItems } } query Huge { ${aliases(100, 100)} }`,
      operationName: 'Small',
    });
    if (response.body.kind !== 'single') throw new Error('not a single result');
    expect(response.body.singleResult.errors).toBeUndefined();
  });

  it('scores a call shape once, but never lets a kept score stand for a larger `take`', async () => {
    const { server, resolved } = serverWith();
    const query = `query Page($take: Int) { ${aliases(20, 0).replaceAll('take: 0', 'take: $take')} }`;
    // Same shape twice (only a string differs, here one the operation does not declare): both answered.
    for (const slug of ['a', 'b']) {
      const { result } = await call(server, query, { take: 10, slug });
      expect(result.errors).toBeUndefined();
    }
    // The same document with a take that scores over the limit is refused, not served from the kept score.
    const { status, result } = await call(server, query, { take: 1_000, slug: 'a' });
    expect(status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe(QUERY_TOO_COMPLEX_CODE);
    // 20 aliases, resolved for the two answered calls only.
    expect(resolved()).toBe(40);
  });

  it('keys a score by the numbers and booleans of the variables, not their strings', () => {
    expect(scoreKey('Page', { take: 10, slug: 'a' })).toBe(scoreKey('Page', { take: 10, slug: 'b' }));
    expect(scoreKey('Page', { take: 10 })).not.toBe(scoreKey('Page', { take: 11 }));
    expect(scoreKey('Page', { more: true })).not.toBe(scoreKey('Page', { more: false }));
    expect(scoreKey('A', {})).not.toBe(scoreKey('B', {}));
  });

  it('leaves the Admin API (its schema has `administrators`) to its sign-in', async () => {
    const { server } = serverWith(
      'type Administrator { id: ID! } extend type Query { administrators: [Administrator!]! }',
    );
    const { result } = await call(server, `query { ${aliases(100, 100)} }`);
    expect(result.errors).toBeUndefined();
  });
});
