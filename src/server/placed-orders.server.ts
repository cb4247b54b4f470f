import { createHash } from 'node:crypto';
import { getCookie, setCookie } from '@tanstack/react-start/server';
import { serverEnv } from './env.server';
import { SESSION_COOKIE } from './vendure.server';

/**
 * Which orders this browser placed as a guest. Vendure lets any anonymous session
 * read a freshly placed guest order by its code; the confirmation page should only
 * show it to the browser that paid. The cookie holds digests of code and the Vendure
 * session token, so it cannot be forged without that (HttpOnly) token.
 */
const PLACED_COOKIE = 'foyer_placed';
const KEEP = 5;
const MAX_AGE_SECONDS = 2 * 60 * 60;

export function placedDigest(code: string, sessionToken: string): string {
  return createHash('sha256').update(`${code}:${sessionToken}`).digest('base64url').slice(0, 22);
}

export function rememberPlacedOrder(code: string) {
  const token = getCookie(SESSION_COOKIE);
  if (!token) return;
  const digests = (getCookie(PLACED_COOKIE) ?? '').split('.').filter(Boolean);
  const next = [placedDigest(code, token), ...digests].slice(0, KEEP);
  setCookie(PLACED_COOKIE, next.join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: serverEnv().secureCookies,
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

export function wasPlacedHere(code: string): boolean {
  const token = getCookie(SESSION_COOKIE);
  if (!token) return false;
  const digests = (getCookie(PLACED_COOKIE) ?? '').split('.');
  return digests.includes(placedDigest(code, token));
}
