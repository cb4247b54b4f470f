import { isCsrfRequestAllowed } from '@tanstack/react-start';
import { describe, expect, it } from 'vitest';
import { csrfOptions } from './csrf.middleware';
import { csrfRejection } from './csrf.server';

const PUBLIC = 'https://foyer.example';

/** What the framework's CSRF middleware decides with our options: true lets the request through. */
async function frameworkAllows(request: Request): Promise<boolean> {
  const options = csrfOptions(() => PUBLIC);
  const ctx = { request, pathname: new URL(request.url).pathname, context: {}, handlerType: 'serverFn' as const };
  const checked = await options.filter?.(ctx as any);
  return !checked || (await isCsrfRequestAllowed(options, ctx as any));
}

const cases: Array<[string, string, string, Record<string, string>]> = [
  ['a cross-site read', 'GET', 'http://localhost:3000/_serverFn/abc', { 'sec-fetch-site': 'cross-site' }],
  ['a HEAD', 'HEAD', 'http://localhost:3000/', {}],
  ['a same-origin write', 'POST', 'http://localhost:3000/_serverFn/abc', { 'sec-fetch-site': 'same-origin' }],
  ['an own Origin', 'POST', 'http://localhost:3000/_serverFn/abc', { origin: 'http://localhost:3000' }],
  ['the public Origin behind a proxy', 'POST', 'http://10.0.0.5:3000/_serverFn/abc', { origin: PUBLIC }],
  [
    'another site',
    'POST',
    'http://localhost:3000/_serverFn/abc',
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  ],
  ['a sibling subdomain', 'POST', 'http://localhost:3000/_serverFn/abc', { 'sec-fetch-site': 'same-site' }],
  [
    'a foreign Origin without fetch metadata',
    'POST',
    'http://localhost:3000/_serverFn/abc',
    { origin: 'https://evil.example' },
  ],
  ['an opaque Origin', 'POST', 'http://localhost:3000/_serverFn/abc', { origin: 'null' }],
  ['no Origin at all', 'POST', 'http://localhost:3000/_serverFn/abc', {}],
  ['only a same-origin Referer', 'POST', 'http://localhost:3000/en/cart', { referer: 'http://localhost:3000/en/cart' }],
  [
    'a same-origin Origin contradicted by fetch metadata',
    'POST',
    'http://localhost:3000/x',
    { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
  ],
  [
    'a form post to a page from another site',
    'POST',
    'http://localhost:3000/en/cart',
    { 'sec-fetch-site': 'cross-site' },
  ],
  ['a DELETE without metadata', 'DELETE', 'http://localhost:3000/_serverFn/abc', {}],
];

describe("the framework's CSRF middleware with our options", () => {
  it.each(cases)('decides %s as our rule does', async (_, method, url, headers) => {
    const request = new Request(url, { method, headers });
    expect(await frameworkAllows(request)).toBe(csrfRejection(request, PUBLIC) === null);
  });

  it('answers with our 403', async () => {
    const options = csrfOptions(() => PUBLIC);
    const failure = options.failureResponse;
    const request = new Request('http://shop.test/_serverFn/abc', { method: 'POST' });
    const response = typeof failure === 'function' ? await failure({ request } as any) : failure;
    expect(response?.status).toBe(403);
    expect(await response?.text()).toMatch(/cross-site/);
    expect(response?.headers.get('cache-control')).toBe('no-store');
  });
});
