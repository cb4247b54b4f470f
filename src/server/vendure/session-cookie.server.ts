import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session cookie's value: the Vendure token, the moment the storefront stops
 * accepting it, and a MAC of both under the storefront's cookie key (ADR 033). The
 * end is part of what is signed, so a visitor who copies the cookie cannot stretch a
 * sign-in without "remember me" into a remembered one, nor strip the end off: a bare
 * token is no session.
 */
export interface SessionCookie {
  token: string;
  /** Unix seconds after which the storefront treats the session as ended. */
  endsAt: number;
}

const MAC_LENGTH = 43;
/** Vendure's tokens are hex; anything else is not a cookie we wrote. */
const TOKEN = /^[0-9A-Za-z_-]{16,256}$/;
const MAC = new RegExp(`^[0-9A-Za-z_-]{${MAC_LENGTH}}$`);

function mac(token: string, endsAt: number, key: string | Buffer): string {
  return createHmac('sha256', key).update(`${token}.${endsAt}`).digest('base64url').slice(0, MAC_LENGTH);
}

export function encodeSessionCookie(session: SessionCookie, key: string | Buffer): string {
  return `${session.token}.${session.endsAt}.${mac(session.token, session.endsAt, key)}`;
}

export type ReadSession =
  | { kind: 'none' }
  | { kind: 'valid'; session: SessionCookie }
  /** Ours, but past its end: the Vendure session should be ended too. */
  | { kind: 'ended'; session: SessionCookie };

/** Reads a cookie value; anything not signed with the key (garbage, a bare token, an edited end) is no session. */
export function decodeSessionCookie(value: string | undefined, key: string | Buffer, nowSeconds: number): ReadSession {
  const parts = (value ?? '').split('.');
  if (parts.length !== 3) return { kind: 'none' };
  const [token = '', endsAtText = '', given = ''] = parts;
  if (!TOKEN.test(token) || !/^\d{1,12}$/.test(endsAtText) || !MAC.test(given)) return { kind: 'none' };
  const endsAt = Number(endsAtText);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(mac(token, endsAt, key)))) return { kind: 'none' };
  return endsAt > nowSeconds
    ? { kind: 'valid', session: { token, endsAt } }
    : { kind: 'ended', session: { token, endsAt } };
}
