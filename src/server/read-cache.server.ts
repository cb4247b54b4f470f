/**
 * A small time-bounded cache for catalog reads that are the same for every visitor
 * (the menu). Concurrent misses share one upstream call; a failed call is not cached.
 * Each storefront process keeps its own copy: a change in Vendure shows within `ttlMs`.
 */
export function createReadCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
