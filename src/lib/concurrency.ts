/**
 * Wraps an async function so at most `limit` calls run at once; the rest wait in
 * order. Used to cap route preloads (the seed's 4) so hovering a menu cannot flood
 * the server.
 */
export function limitConcurrency<A extends unknown[], R>(fn: (...args: A) => Promise<R>, limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return async (...args: A): Promise<R> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await fn(...args);
    } finally {
      next();
    }
  };
}
