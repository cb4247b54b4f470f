import type { ID, RequestContext } from '@vendure/core';
import { describe, expect, it, vi } from 'vitest';
import { requestLoader } from './request-loader';

/** Vendure's RequestContextCacheService in miniature: one map per request context. */
function fakeRequestCache() {
  const caches = new WeakMap<object, Map<string, unknown>>();
  return {
    get<T>(ctx: RequestContext, key: string, getDefault?: () => T): T {
      const cache = caches.get(ctx) ?? new Map<string, unknown>();
      caches.set(ctx, cache);
      if (!cache.has(key)) cache.set(key, getDefault?.());
      return cache.get(key) as T;
    },
  };
}

const rows = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `row ${id}` }));

/** A query that answers in its own order (as SQL without ORDER BY may), counting its calls. */
function fakeQuery() {
  return vi.fn(async (ids: ID[]) => rows.filter((row) => ids.map(String).includes(String(row.id))).reverse());
}

describe('requestLoader', () => {
  it('answers the lookups of one request with one query, in the order they were asked', async () => {
    const cache = fakeRequestCache();
    const ctx = {} as RequestContext;
    const query = fakeQuery();
    const asked: ID[] = [3, 1, 6, 2, 5, 4];

    const found = await Promise.all(asked.map((id) => requestLoader(cache, ctx, 'rows', query).load(id)));

    expect(query).toHaveBeenCalledTimes(1);
    expect(found.map((row) => row?.id)).toEqual(asked);
    expect(found[0]).toEqual({ id: 3, name: 'row 3' });
  });

  it('asks once for an id wanted twice, matches string and number ids, and answers null for a missing one', async () => {
    const cache = fakeRequestCache();
    const ctx = {} as RequestContext;
    const query = fakeQuery();

    const found = await Promise.all([2, '2', 99, 2].map((id) => requestLoader(cache, ctx, 'rows', query).load(id)));

    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0][0]).toEqual([2, 99]);
    expect(found.map((row) => row?.id ?? null)).toEqual([2, 2, null, 2]);
  });

  it('keeps requests apart, and reads again on a later tick (no memoizing across a write)', async () => {
    const cache = fakeRequestCache();
    const query = fakeQuery();
    const first = {} as RequestContext;
    const second = {} as RequestContext;

    await Promise.all([
      requestLoader(cache, first, 'rows', query).load(1),
      requestLoader(cache, second, 'rows', query).load(1),
    ]);
    expect(query).toHaveBeenCalledTimes(2);

    await requestLoader(cache, first, 'rows', query).load(1);
    expect(query).toHaveBeenCalledTimes(3);
  });

  it('passes a failed query on to every lookup it served', async () => {
    const cache = fakeRequestCache();
    const ctx = {} as RequestContext;
    const query = vi.fn(async () => {
      throw new Error('database gone');
    });

    const results = await Promise.allSettled([1, 2].map((id) => requestLoader(cache, ctx, 'rows', query).load(id)));

    expect(query).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
