import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedLock', () => {
  it('runs work for one key one at a time, in arrival order', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([lock.run('A', work('1')), lock.run('A', work('2')), lock.run('A', work('3'))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['1 start', '1 end', '2 start', '2 end', '3 start', '3 end']);
    expect(lock.size).toBe(0);
  });

  it('lets different keys run side by side', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    await Promise.all(
      ['A', 'B'].map((key) =>
        lock.run(key, async () => {
          log.push(`${key} start`);
          await tick();
          log.push(`${key} end`);
        }),
      ),
    );
    expect(log.slice(0, 2).sort()).toEqual(['A start', 'B start']);
  });

  it('releases the key when the work throws', async () => {
    const lock = new KeyedLock();
    await expect(
      lock.run('A', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(lock.run('A', async () => 'next')).resolves.toBe('next');
    expect(lock.size).toBe(0);
  });
});
