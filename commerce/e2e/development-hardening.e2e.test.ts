import os from 'node:os';
import { expect, inject, it } from 'vitest';

/**
 * Vendure in development mode (the shared test server runs without NODE_ENV, as `npm start`
 * and `npm run dev` do) is hardened as production is (ADR 032): loopback only, no
 * introspection for anonymous callers, no field suggestions, and the Shop API's complexity
 * and depth limits.
 */
async function post(url: string, query: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  return { response, body };
}

const apis = () => [inject('shopApiUrl'), inject('adminApiUrl')];

it('refuses introspection on both APIs and suggests no field names', async () => {
  for (const url of apis()) {
    const { body } = await post(url, 'query { __schema { queryType { name } } }');
    expect(body.data ?? undefined, url).toBeUndefined();
    expect(body.errors?.[0]?.message, url).toMatch(/introspection/i);
    const typo = await post(url, 'query { produts { totalItems } }');
    expect(typo.body.errors?.[0]?.message, url).toMatch(/Cannot query field "produts"/);
    expect(JSON.stringify(typo.body.errors), url).not.toMatch(/Did you mean|"products"/);
  }
});

it('refuses the 100-alias query of issue #14 and a query nested 25 levels deep', async () => {
  const aliases = Array.from(
    { length: 100 },
    (_, i) => `p${i}: products(options: { take: 100 }) { items { variants { id } } }`,
  );
  const started = Date.now();
  const complex = await post(inject('shopApiUrl'), `query { ${aliases.join(' ')} }`);
  expect(complex.body.data ?? undefined).toBeUndefined();
  expect(complex.body.errors?.[0]?.message).toMatch(/too complex/i);
  expect(Date.now() - started).toBeLessThan(2_000);

  let inner = 'id';
  for (let i = 0; i < 23; i++) inner = `parent { ${inner} }`;
  const deep = await post(inject('shopApiUrl'), `query { collection(slug: "x") { ${inner} } }`);
  expect(deep.body.errors?.[0]?.message).toMatch(/nested 25 levels deep; at most 12/);

  // The storefront's kind of query is still answered.
  const ok = await post(inject('shopApiUrl'), 'query { products(options: { take: 12 }) { totalItems items { id } } }');
  expect(ok.body.errors).toBeUndefined();
});

it('listens on loopback only', async () => {
  const port = new URL(inject('shopApiUrl')).port;
  const outward = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  if (!outward) return;
  await expect(
    fetch(`http://${outward.address}:${port}/shop-api`, { signal: AbortSignal.timeout(3000) }),
  ).rejects.toThrow();
});
