import { describe, expect, it } from 'vitest';
import { ReadGuard } from './read-guard';

describe('the camera’s read guard', () => {
  it('submits a ticket held in view once, pausing the reading after it', () => {
    const guard = new ReadGuard({ pauseMs: 1500, forgetMs: 3000 });
    expect(guard.accept('A', 0)).toBe(true);
    expect(guard.isReading(1000)).toBe(false);
    expect(guard.accept('A', 1000)).toBe(false);
    expect(guard.isReading(1500)).toBe(true);
    // Still in view, read every 200 ms for ten seconds: never submitted again.
    for (let t = 1500; t < 11_500; t += 200) expect(guard.accept('A', t)).toBe(false);
  });

  it('submits the same ticket again once it was out of view long enough', () => {
    const guard = new ReadGuard({ pauseMs: 1500, forgetMs: 3000 });
    expect(guard.accept('A', 0)).toBe(true);
    expect(guard.accept('A', 1600)).toBe(false);
    expect(guard.accept('A', 4500)).toBe(false); // 2.9 s after it was last seen
    expect(guard.accept('A', 7600)).toBe(true); // 3.1 s after
  });

  it('submits another ticket as soon as the pause is over', () => {
    const guard = new ReadGuard({ pauseMs: 1500, forgetMs: 3000 });
    expect(guard.accept('A', 0)).toBe(true);
    expect(guard.accept('B', 1400)).toBe(false);
    expect(guard.accept('B', 1500)).toBe(true);
    expect(guard.accept('A', 3100)).toBe(true);
  });
});
