import { randomBytes } from 'node:crypto';
import { serverEnv } from '../env.server';

// On globalThis: a dev server that reloads this module keeps its key, and with it the sessions.
const holder = globalThis as { foyerCookieKey?: Buffer };

/**
 * The key that signs the storefront's own cookies (the session's end, the guest's
 * "placed here" list): STOREFRONT_COOKIE_SECRET, shared by every instance; unset, a
 * random key per process, so a restart ends every session.
 */
export function cookieKey(): string | Buffer {
  const configured = serverEnv().STOREFRONT_COOKIE_SECRET;
  if (configured) return configured;
  holder.foyerCookieKey ??= randomBytes(32);
  return holder.foyerCookieKey;
}
