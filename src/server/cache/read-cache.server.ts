import { isUpstreamUnavailable } from '~/lib/upstream';
import { noteUpstreamOutage } from '../vendure/upstream-health.server';
import { noteSharedRead, outsideRenderScope } from './render-scope.server';

/**
 * The second level of the read caches: a store every storefront instance shares (Redis on
 * the production profile). Keys carry the generation Vendure counts up on every change
 * (ADR 041), so a change makes every older key unreachable at once.
 */
export interface SharedLevel {
  /** The generation as this process last heard it (awaited while it is being read); undefined skips the level. */
  generation(): number | undefined | Promise<number | undefined>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<unknown>;
}

/** Every read cache of this process, so Vendure's "something changed" can empty them all. */
const caches = new Set<{ clear(): void }>();
let shared: SharedLevel | undefined;
/** Counts the times this process emptied its read caches; the page cache follows it (ADR 049). */
let epoch = 0;

/** Moves on every time the read caches are emptied (a change announced, a new shared level). */
export const readCacheEpoch = () => epoch;

/** Puts a shared level behind every read cache of this process (once, at start, when Redis is configured). */
export function setSharedLevel(level: SharedLevel | undefined) {
  shared = level;
  epoch++;
  for (const cache of caches) cache.clear();
}

/** Drops whatever every read cache of this process holds (ADR 024, 041). */
export function clearReadCaches() {
  epoch++;
  for (const cache of caches) cache.clear();
}

interface ReadCacheOptions {
  /** Safety net only: how old an answer may be when Vendure's "something changed" was lost. */
  ttlMs: number;
  /** Keys kept in process memory at most; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
  /** The shared level to use; the process's (set by `setSharedLevel`) unless given. */
  shared?: () => SharedLevel | undefined;
}

const DEFAULT_MAX_ENTRIES = 1_000;

/**
 * A read cache for what is the same for every anonymous visitor, in two levels: this
 * process's memory, then the shared level when there is one, then `load` (Vendure).
 * Concurrent misses in a process share one load; a failed load is kept nowhere. A load
 * that was under way when Vendure announced a change is not kept in memory, and goes to
 * the shared level under the generation it started in, which nobody reads any more
 * (ADR 041). Values must be JSON.
 */
export function createReadCache<T>(
  name: string,
  { ttlMs, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now, shared: sharedLevel = () => shared }: ReadCacheOptions,
) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  const sharedKey = (generation: number, key: string) => `${name}:${generation}:${key}`;

  async function fromShared(key: string, load: () => Promise<T>, expiresAt: (at: number) => void): Promise<T> {
    const level = sharedLevel();
    const generation = await level?.generation();
    if (level && generation !== undefined) {
      const stored = await level.get(sharedKey(generation, key)).catch(() => null);
      if (stored !== null) {
        const { at, value } = JSON.parse(stored) as { at: number; value: T };
        expiresAt(at + ttlMs);
        return value;
      }
    }
    const at = now();
    const value = await load();
    if (level && generation !== undefined) {
      level.set(sharedKey(generation, key), JSON.stringify({ at, value }), ttlMs).catch(() => {});
    }
    return value;
  }

  /**
   * A load another request started and Vendure failed notes the outage for this request
   * too (its page is then the 503 "back soon", not a 500): the load noted it only in the
   * context of the request that started it. Case 4 of the fault tests found the 500s.
   */
  const forThisRequest = (value: Promise<T>) =>
    value.catch((error: unknown) => {
      if (isUpstreamUnavailable(error)) noteUpstreamOutage();
      throw error;
    });

  const cache = {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      // A page render notes the answer and its expiry; the load is everyone's, not the render's (ADR 049).
      if (hit && hit.expires > now()) return noteSharedRead(forThisRequest(hit.value), () => hit.expires);
      const entry = { value: Promise.resolve() as Promise<T>, expires: now() + ttlMs };
      entry.value = fromShared(
        key,
        () => outsideRenderScope(load),
        (expires) => {
          entry.expires = expires;
        },
      );
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return noteSharedRead(forThisRequest(entry.value), () => entry.expires);
    },
    clear: () => entries.clear(),
  };
  caches.add(cache);
  return cache;
}

/** A cache key from an operation's name, its variables and what else the answer depends on (language, channel). */
export const readCacheKey = (...parts: unknown[]) => JSON.stringify(parts);
