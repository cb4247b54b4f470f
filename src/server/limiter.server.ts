/**
 * At most `max` tasks run at once; the rest wait their turn, first come first served.
 * A wait longer than `maxWaitMs` fails instead of running late: the caller treats it
 * like a timeout, and the upstream never receives work nobody waits for anymore.
 */
export class LimiterTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(`No free slot within ${waitedMs} ms`);
    this.name = 'LimiterTimeout';
  }
}

export function createLimiter(max: number, maxWaitMs: number) {
  let running = 0;
  const waiting: Array<{ start: () => void; timer: ReturnType<typeof setTimeout> }> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running--;
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running++;
      else {
        await new Promise<void>((resolve, reject) => {
          const entry = {
            start: resolve,
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1);
              reject(new LimiterTimeout(maxWaitMs));
            }, maxWaitMs),
          };
          waiting.push(entry);
        });
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting, for tests and logs. */
    stats: () => ({ running, waiting: waiting.length }),
  };
}
