import { ApolloServer } from '@apollo/server';
import { Logger } from '@vendure/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { complexityLimitPlugin, QUERY_TOO_COMPLEX_CODE } from './complexity-limit';

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

  it('leaves the Admin API (its schema has `administrators`) to its sign-in', async () => {
    const { server } = serverWith(
      'type Administrator { id: ID! } extend type Query { administrators: [Administrator!]! }',
    );
    const { result } = await call(server, `query { ${aliases(100, 100)} }`);
    expect(result.errors).toBeUndefined();
  });
});
