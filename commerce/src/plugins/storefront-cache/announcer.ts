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

// The channel, counter and endpoint the storefront listens on are agreed in @foyer/shared (ADR 066).
export {
  generationKey,
  INVALIDATION_HEADER,
  INVALIDATION_PATH,
  invalidationChannel,
} from '@foyer/shared/cache-invalidation';
