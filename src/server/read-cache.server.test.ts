import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.server';

describe('createReadCache', () => {
  it('serves repeat reads from memory until the entry expires', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createReadCache<number>(1000, () => clock);
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
    const cache = createReadCache<string>(1000);
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`menu ${++calls}`), 5));
    const answers = await Promise.all([cache.read('bg', load), cache.read('bg', load), cache.read('bg', load)]);
    expect(answers).toEqual(['menu 1', 'menu 1', 'menu 1']);
    expect(calls).toBe(1);
  });

  it('does not keep a failure: the next read asks again', async () => {
    const cache = createReadCache<string>(1000);
    await expect(cache.read('bg', () => Promise.reject(new Error('Vendure down')))).rejects.toThrow('Vendure down');
    expect(await cache.read('bg', async () => 'menu')).toBe('menu');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    let calls = 0;
    const cache = createReadCache<number>(1000, () => 0, 2);
    const load = async () => ++calls;
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', load);
    expect(await cache.read('b', load)).toBe(2);
    expect(await cache.read('c', load)).toBe(3);
    expect(await cache.read('a', load)).toBe(4);
  });
});
