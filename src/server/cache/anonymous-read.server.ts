import type { Locale } from '~/lib/locales';
import { getLocale } from '~/paraglide/runtime';
import { serverEnv } from '../env.server';
import { hasSession } from '../vendure/vendure.server';
import { createReadCache, readCacheKey } from './read-cache.server';

/** The safety net for pages that hold nothing that changes by the clock (ADR 041). */
export const CONTENT_TTL_MS = 5 * 60_000;

/**
 * A read cache for a page's data that is the same for every anonymous visitor (ADR 041),
 * keyed by the operation's name, its variables, the language and the channel. A visitor
 * with a Vendure session (a cart, a sign-in) reads Vendure directly: prices may follow
 * their order's tax zone, and what they see must never come from someone else's read.
 */
export function createAnonymousReadCache<T>(operation: string, options: { ttlMs: number; maxEntries?: number }) {
  const cache = createReadCache<T>(operation, options);
  return {
    read(variables: unknown, load: () => Promise<T>, locale: Locale = getLocale()): Promise<T> {
      if (hasSession()) return load();
      return cache.read(readCacheKey(locale, serverEnv().VENDURE_CHANNEL_TOKEN, variables), load);
    },
  };
}
