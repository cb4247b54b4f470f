/** Every read cache of this process, so Vendure's "something changed" can empty them all. */
const caches = new Set<{ clear(): void }>();

/** Drops whatever every read cache of this process holds (ADR 024). */
export function clearReadCaches() {
  for (const cache of caches) cache.clear();
}

/**
 * A small time-bounded cache for catalog reads that are the same for every visitor
 * (the menu). Concurrent misses share one upstream call; a failed call is not cached.
 * Each storefront process keeps its own copy; Vendure tells every process when staff
 * change something (ADR 024), and `ttlMs` bounds the staleness if that message is lost.
 */
export function createReadCache<T>(
  ttlMs: number,
  now: () => number = Date.now,
  /** Keys kept at most; the oldest goes first. For caches keyed by what visitors ask (filters). */
  maxEntries = Number.POSITIVE_INFINITY,
) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  const cache = {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
  caches.add(cache);
  return cache;
}
