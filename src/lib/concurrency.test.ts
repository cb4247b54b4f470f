import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency';

describe('limitConcurrency', () => {
  it('never runs more than the limit at once and runs every call', async () => {
    let active = 0;
    let peak = 0;
    const work = limitConcurrency(async (n: number) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return n * 2;
    }, 4);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => work(i)));
    expect(peak).toBe(4);
    expect(results).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it('frees its slot when a call fails', async () => {
    const work = limitConcurrency(async (fail: boolean) => {
      if (fail) throw new Error('no');
      return 'ok';
    }, 1);
    await expect(work(true)).rejects.toThrow('no');
    await expect(work(false)).resolves.toBe('ok');
  });
});
