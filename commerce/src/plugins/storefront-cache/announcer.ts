/**
 * Coalesces "something changed" into one announcement per quiet `delayMs`: a Dashboard
 * save is often several mutations, and the storefront only needs to hear once. The
 * first change of a burst is announced at most `delayMs` after it happened.
 */
export function createAnnouncer(announce: () => Promise<void>, delayMs: number) {
  let timer: NodeJS.Timeout | undefined;
  return {
    changed() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        announce().catch(() => {});
      }, delayMs);
      timer.unref?.();
    },
    /** Sends a pending announcement now (for shutdown). */
    flush() {
      if (!timer) return;
      clearTimeout(timer);
      timer = undefined;
      announce().catch(() => {});
    },
  };
}

/** The Redis channel on which Vendure tells every storefront instance to drop its read caches. */
export const invalidationChannel = (keyPrefix: string) => `${keyPrefix}:storefront-cache-invalidate`;

/**
 * The Redis counter Vendure increments before each announcement: the storefront's shared
 * read cache keys carry it, so one increment retires every older key (ADR 041).
 */
export const generationKey = (keyPrefix: string) => `${keyPrefix}:storefront-cache-generation`;

/** The storefront's endpoint for the same message on the embedded profile (no Redis). */
export const INVALIDATION_PATH = '/_foyer/invalidate';
export const INVALIDATION_HEADER = 'x-foyer-invalidate';
