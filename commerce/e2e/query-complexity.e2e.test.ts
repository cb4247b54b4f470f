import { expect, inject, it } from 'vitest';
import { QUERY_TOO_COMPLEX_CODE } from '../src/plugins/query-limits';

/**
 * A Shop API query over the complexity limit is the caller's fault (ADR 054): HTTP 400 with
 * its own code, by POST and by GET (the storefront's queries go by GET), refused before any
 * resolver runs; the storefront's kind of query is still answered.
 */
type Body = { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };

const heavy = `query Heavy { ${Array.from(
  { length: 100 },
  (_, i) => `p${i}: products(options: { take: 100 }) { items { id } }`,
).join(' ')} }`;

async function post(query: string) {
  const response = await fetch(inject('shopApiUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function get(query: string, operationName: string) {
  const url = new URL(inject('shopApiUrl'));
  url.searchParams.set('query', query);
  url.searchParams.set('operationName', operationName);
  // Apollo's CSRF guard lets a GET through with this header, as the storefront sends it.
  const response = await fetch(url, {
    headers: { 'vendure-token': 'foyer', 'x-apollo-operation-name': operationName },
  });
  return { status: response.status, body: (await response.json()) as Body };
}

it('refuses the 100-alias products query with QUERY_TOO_COMPLEX and HTTP 400, by POST and by GET', async () => {
  const started = Date.now();
  for (const { status, body } of [await post(heavy), await get(heavy, 'Heavy')]) {
    expect(status).toBe(400);
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions?.code).toBe(QUERY_TOO_COMPLEX_CODE);
    expect(body.errors?.[0]?.message).toMatch(/too complex: it scores \d+; at most 10000/);
  }
  // Refused before any resolver ran.
  expect(Date.now() - started).toBeLessThan(4_000);
});

it("answers the storefront's kind of query", async () => {
  const { status, body } = await post('query { products(options: { take: 12 }) { totalItems items { id } } }');
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
});
