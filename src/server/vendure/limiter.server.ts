/**
 * At most `max` tasks run at once; the rest wait their turn, first come first served,
 * except that a task asked `ahead` waits in front of the others (behind earlier ones
 * asked ahead): a short read that many page views wait on need not queue behind long
 * order mutations. A wait longer than `maxWaitMs` fails instead of running late: the
 * caller treats it like a timeout, and the upstream never receives work nobody waits
 * for anymore.
 */
export class LimiterTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(`No free slot within ${waitedMs} ms`);
    this.name = 'LimiterTimeout';
  }
}

interface Waiting {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
  ahead: boolean;
}

export function createLimiter(max: number, maxWaitMs: number) {
  let running = 0;
  const waiting: Waiting[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running--;
    }
  };

  /** Behind every waiting task asked ahead, in front of the rest; or last. */
  const enqueue = (entry: Waiting) => {
    const firstBehind = entry.ahead ? waiting.findIndex((other) => !other.ahead) : -1;
    if (firstBehind === -1) waiting.push(entry);
    else waiting.splice(firstBehind, 0, entry);
  };

  return {
    async run<T>(task: () => Promise<T>, { ahead = false }: { ahead?: boolean } = {}): Promise<T> {
      if (running < max) running++;
      else {
        await new Promise<void>((resolve, reject) => {
          const entry: Waiting = {
            start: resolve,
            ahead,
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1);
              reject(new LimiterTimeout(maxWaitMs));
            }, maxWaitMs),
          };
          enqueue(entry);
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
