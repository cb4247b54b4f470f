import { describe, expect, it, vi } from 'vitest';
import { createLimiter, LimiterTimeout } from './limiter.server';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('createLimiter', () => {
  it('runs at most `max` tasks at once, the rest in arrival order', async () => {
    const limiter = createLimiter(2, 10_000);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 2 });
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('starts a task asked ahead before the others waiting, after earlier ones asked ahead', async () => {
    const limiter = createLimiter(1, 10_000);
    const gate = deferred();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
    };
    const first = limiter.run(() => gate.promise);
    const runs = [
      limiter.run(task('mutation 1')),
      limiter.run(task('read 1'), { ahead: true }),
      limiter.run(task('mutation 2')),
      limiter.run(task('read 2'), { ahead: true }),
    ];
    expect(limiter.stats()).toEqual({ running: 1, waiting: 4 });
    gate.resolve();
    await Promise.all([first, ...runs]);
    expect(started).toEqual(['read 1', 'read 2', 'mutation 1', 'mutation 2']);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createLimiter(1, 10_000);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });

  it('gives up on a wait longer than maxWaitMs without ever running the task', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createLimiter(1, 100);
      const gate = deferred();
      const first = limiter.run(() => gate.promise);
      const task = vi.fn(async () => 'late');
      const second = limiter.run(task);
      const outcome = expect(second).rejects.toBeInstanceOf(LimiterTimeout);
      await vi.advanceTimersByTimeAsync(150);
      await outcome;
      expect(task).not.toHaveBeenCalled();
      expect(limiter.stats()).toEqual({ running: 1, waiting: 0 });
      gate.resolve();
      await first;
      expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
