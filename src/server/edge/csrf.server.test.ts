import { describe, expect, it } from 'vitest';
import { csrfRejection } from './csrf.server';

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/_serverFn/abc', { method, headers });

describe('csrfRejection', () => {
  it('lets reads through from anywhere', () => {
    expect(csrfRejection(request('GET', { 'sec-fetch-site': 'cross-site' }))).toBeNull();
    expect(csrfRejection(request('HEAD'))).toBeNull();
  });

  it('lets our own pages write', () => {
    expect(csrfRejection(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(csrfRejection(request('POST', { origin: 'http://localhost:3000' }))).toBeNull();
    expect(
      csrfRejection(
        new Request('http://10.0.0.5:3000/_serverFn/abc', {
          method: 'POST',
          headers: { origin: 'https://foyer.example' },
        }),
        'https://foyer.example',
      ),
    ).toBeNull();
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' }],
    ['a foreign origin without fetch metadata', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['no origin at all', {}],
    [
      'a same-origin Origin contradicted by fetch metadata',
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
    ],
  ])('refuses a write from %s with 403', async (_, headers) => {
    const response = csrfRejection(request('POST', headers));
    expect(response?.status).toBe(403);
    expect(await response?.text()).toMatch(/cross-site/);
  });
});
