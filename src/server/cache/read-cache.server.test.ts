import { describe, expect, it } from 'vitest';
import { UPSTREAM_UNAVAILABLE } from '~/lib/upstream';
import { noteUpstreamOutage, trackUpstream, upstreamWasDown } from '../vendure/upstream-health.server';
import { clearReadCaches, createReadCache } from './read-cache.server';

/** A load that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createReadCache (process memory)', () => {
  it('notes an outage for every request that waited on a shared load Vendure failed, not only the first', async () => {
    const cache = createReadCache<string>('outage', { ttlMs: 1000 });
    const gate = deferred<void>();
    const load = async () => {
      await gate.promise;
      noteUpstreamOutage();
      throw new Error(UPSTREAM_UNAVAILABLE);
    };
    const request = () =>
      trackUpstream(async () => {
        await cache.read('menu', load).catch(() => undefined);
        return upstreamWasDown();
      });
    const first = request();
    const second = request();
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([true, true]);
  });

  it('serves repeat reads from memory until the safety-net TTL runs out', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createReadCache<number>('ttl', { ttlMs: 1000, now: () => clock });
    const load = async () => ++calls;
    expect(await cache.read('bg', load)).toBe(1);
    clock = 999;
    expect(await cache.read('bg', load)).toBe(1);
    expect(await cache.read('en', load)).toBe(2);
    clock = 1000;
    expect(await cache.read('bg', load)).toBe(3);
  });

  it('shares one upstream call between concurrent misses', async () => {
    let calls = 0;
    const cache = createReadCache<string>('single-flight', { ttlMs: 1000 });
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`menu ${++calls}`), 5));
    const answers = await Promise.all([cache.read('bg', load), cache.read('bg', load), cache.read('bg', load)]);
    expect(answers).toEqual(['menu 1', 'menu 1', 'menu 1']);
    expect(calls).toBe(1);
  });

  it('does not keep a failure: the next read asks again', async () => {
    const cache = createReadCache<string>('failure', { ttlMs: 1000 });
    await expect(cache.read('bg', () => Promise.reject(new Error('Vendure down')))).rejects.toThrow('Vendure down');
    expect(await cache.read('bg', async () => 'menu')).toBe('menu');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    let calls = 0;
    const cache = createReadCache<number>('bounded', { ttlMs: 1000, now: () => 0, maxEntries: 2 });
    const load = async () => ++calls;
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', load);
    expect(await cache.read('b', load)).toBe(2);
    expect(await cache.read('c', load)).toBe(3);
    expect(await cache.read('a', load)).toBe(4);
  });

  it('drops everything on invalidation, and a read in flight then is not kept', async () => {
    const cache = createReadCache<string>('in-flight', { ttlMs: 60_000 });
    const before = deferred<string>();
    const reading = cache.read('en', () => before.promise);
    clearReadCaches();
    // A read after the change does not join the one that started before it.
    const after = cache.read('en', async () => 'new title');
    before.resolve('old title');
    expect(await reading).toBe('old title');
    expect(await after).toBe('new title');
    expect(await cache.read('en', async () => 'not asked')).toBe('new title');
  });
});
