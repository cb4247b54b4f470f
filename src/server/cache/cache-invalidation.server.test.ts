import { describe, expect, it, vi } from 'vitest';
import { invalidationResponse } from './cache-invalidation.server';
import { createReadCache } from './read-cache.server';

const secret = 'a-secret-of-enough-length';
const post = (headers: Record<string, string> = {}, method = 'POST') =>
  new Request('http://localhost:3000/_foyer/invalidate', { method, headers });

describe('invalidationResponse (the embedded profile hook)', () => {
  it('drops every read cache when Vendure calls with the shared secret', async () => {
    const cache = createReadCache<string>('invalidation', { ttlMs: 60_000 });
    const load = vi.fn(async () => 'value');
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(
      invalidationResponse(post({ 'x-foyer-invalidate': secret }), { CACHE_INVALIDATION_SECRET: secret })?.status,
    ).toBe(204);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is unknown without the secret, with a wrong one, for GET, or when none is configured', () => {
    const env = { CACHE_INVALIDATION_SECRET: secret };
    expect(invalidationResponse(post(), env)?.status).toBe(404);
    expect(invalidationResponse(post({ 'x-foyer-invalidate': 'not-the-secret-at-all' }), env)?.status).toBe(404);
    expect(invalidationResponse(post({ 'x-foyer-invalidate': secret }, 'GET'), env)?.status).toBe(404);
    expect(
      invalidationResponse(post({ 'x-foyer-invalidate': secret }), { CACHE_INVALIDATION_SECRET: undefined })?.status,
    ).toBe(404);
  });

  it('leaves every other request alone', () => {
    expect(
      invalidationResponse(new Request('http://localhost:3000/en'), { CACHE_INVALIDATION_SECRET: secret }),
    ).toBeNull();
  });
});
