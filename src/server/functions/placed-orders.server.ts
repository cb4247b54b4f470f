import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from '@tanstack/react-start/server';
import { markUncacheable } from '../cache/render-scope.server';
import { serverEnv } from '../env.server';
import { cookieKey } from '../vendure/cookie-key.server';
import { sessionToken } from '../vendure/vendure.server';

/**
 * Which orders this browser placed as a guest. Vendure lets any anonymous session
 * read a freshly placed guest order by its code; the confirmation page should only
 * show it to the browser that paid. The cookie holds MACs of the code and the Vendure
 * session token under the storefront's secret: a visitor knows their own token and
 * may know someone's order code, so without the key they still cannot make one.
 */
const PLACED_COOKIE = 'foyer_placed';
const KEEP = 5;
const MAX_AGE_SECONDS = 2 * 60 * 60;
const DIGEST_LENGTH = 22;

export function placedDigest(code: string, sessionToken: string, key: string | Buffer): string {
  return createHmac('sha256', key).update(`${code}:${sessionToken}`).digest('base64url').slice(0, DIGEST_LENGTH);
}

/** Whether the cookie's value holds the digest, compared in constant time. */
export function holdsDigest(cookie: string | undefined, digest: string): boolean {
  const wanted = Buffer.from(digest);
  return (cookie ?? '')
    .split('.')
    .slice(0, KEEP)
    .some((entry) => entry.length === digest.length && timingSafeEqual(Buffer.from(entry), wanted));
}

export function rememberPlacedOrder(code: string) {
  markUncacheable('the placed orders cookie');
  const token = sessionToken();
  if (!token) return;
  const digests = (getCookie(PLACED_COOKIE) ?? '').split('.').filter((entry) => entry.length === DIGEST_LENGTH);
  const next = [placedDigest(code, token, cookieKey()), ...digests].slice(0, KEEP);
  setCookie(PLACED_COOKIE, next.join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: serverEnv().secureCookies,
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

export function wasPlacedHere(code: string): boolean {
  markUncacheable('the placed orders cookie');
  const token = sessionToken();
  if (!token) return false;
  return holdsDigest(getCookie(PLACED_COOKIE), placedDigest(code, token, cookieKey()));
}
