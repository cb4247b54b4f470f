import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A ticket's code (ADR 035): what it admits, a random part, and a signature over both,
 *
 *   <performance>-<order line>-<seat>-<NONCE>-<SIGNATURE>      e.g. 12-345-2-7G3K9Q2M-A4H7D0QX9Z1B6W3R
 *
 * The numbers say which seat of which order line for which performance; NONCE (40 random
 * bits) makes a code that is not stored unusable even to someone who holds the key;
 * SIGNATURE is an HMAC-SHA-256 over the rest, cut to 80 bits. A forged or altered code is
 * recognised from the code and the key alone, before any database look-up. Letters are
 * Crockford's base32 (no I, L, O, U), upper case only, so the QR code uses its compact
 * alphanumeric mode and a code read out or typed at the door survives lower case and the
 * usual confusions (O for 0, I or L for 1).
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const NONCE_LENGTH = 8;
const SIGNATURE_LENGTH = 16;
const SHAPE = new RegExp(
  `^(\\d{1,12})-(\\d{1,12})-(\\d{1,4})-([${ALPHABET}]{${NONCE_LENGTH}})-([${ALPHABET}]{${SIGNATURE_LENGTH}})$`,
);

export type TicketClaims = {
  performanceId: number;
  orderLineId: number;
  seat: number;
};

export type TicketCodeReading =
  | { valid: true; code: string; claims: TicketClaims }
  | { valid: false; reason: 'malformed' | 'forged' };

function base32(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

function signature(key: string, body: string): string {
  return base32(createHmac('sha256', key).update(`foyer-ticket:${body}`).digest(), SIGNATURE_LENGTH);
}

/** A new code for a seat; each call draws a new nonce. */
export function signTicketCode(
  key: string,
  claims: TicketClaims,
  nonce = base32(randomBytes(5), NONCE_LENGTH),
): string {
  const body = `${claims.performanceId}-${claims.orderLineId}-${claims.seat}-${nonce}`;
  return `${body}-${signature(key, body)}`;
}

/** A code as it may be typed: trimmed, upper case, spaces dropped, O read as 0 and I or L as 1. */
export function normalizeTicketCode(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, '').replace(/[–—_]/g, '-').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether a code is well formed and signed with the key; says which numbers it carries. */
export function readTicketCode(key: string, input: string): TicketCodeReading {
  const code = normalizeTicketCode(input);
  const match = SHAPE.exec(code);
  if (!match) return { valid: false, reason: 'malformed' };
  const [, performance, orderLine, seat, , given] = match;
  const body = code.slice(0, code.length - SIGNATURE_LENGTH - 1);
  const expected = signature(key, body);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return { valid: false, reason: 'forged' };
  return {
    valid: true,
    code,
    claims: { performanceId: Number(performance), orderLineId: Number(orderLine), seat: Number(seat) },
  };
}
