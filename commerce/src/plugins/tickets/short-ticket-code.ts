/**
 * A ticket's short code (ADR 057): what a person reads aloud and types at the door when
 * the QR code cannot be scanned, e.g. 7G3-K9Q-2MX.
 *
 * It is the long code's nonce (8 characters of Crockford's base32, 40 random bits) and one
 * check character (Luhn mod 32 over the same alphabet, so it catches every single mistyped
 * character and every swap of two neighbours but 0 and Z). It is derived from the long code, so each
 * ticket's short code is fixed once its code is, and issued tickets get theirs from their
 * stored code. Unlike the long code it is not signed: the door looks it up, and guessing
 * one of a performance's few hundred among 2^40 is hopeless, the more so by hand.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = ALPHABET.length;
const BODY_LENGTH = 8;
/** The long code's nonce, its fourth part (see ticket-code.ts). */
const NONCE = /^\d+-\d+-\d+-([0-9A-HJKMNP-TV-Z]{8})-[0-9A-HJKMNP-TV-Z]+$/;

/** Luhn mod N: from the right, every second value doubled and its two base-32 digits added. */
function luhnSum(values: number[], doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = values.length - 1; i >= 0; i--) {
    let addend = (values[i] ?? 0) * (double ? 2 : 1);
    addend = Math.floor(addend / BASE) + (addend % BASE);
    sum += addend;
    double = !double;
  }
  return sum % BASE;
}

const valuesOf = (text: string) => [...text].map((char) => ALPHABET.indexOf(char));

/** The check character of a short code's body. */
export function checkCharacter(body: string): string {
  return ALPHABET[(BASE - luhnSum(valuesOf(body), true)) % BASE] ?? '0';
}

/** The short code of a long one, unformatted ("7G3K9Q2MX"). */
export function shortTicketCode(code: string): string {
  const nonce = NONCE.exec(code)?.[1];
  if (!nonce) throw new Error('Not a ticket code');
  return `${nonce}${checkCharacter(nonce)}`;
}

/** As shown and read aloud: three groups of three ("7G3-K9Q-2MX"). */
export function formatShortTicketCode(shortCode: string): string {
  return shortCode.replace(/(.{3})(?=.)/g, '$1-');
}

export type ShortCodeReading = { valid: true; shortCode: string } | { valid: false; reason: 'malformed' | 'mistyped' };

/**
 * A short code as it may be typed: any case, with or without spaces, dashes or dots, O read
 * as 0 and I or L as 1. `mistyped` when it has the shape but its check character disagrees.
 */
export function readShortTicketCode(input: string): ShortCodeReading {
  const code = input
    .toUpperCase()
    .replace(/[\s\-‐–—_.·]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== BODY_LENGTH + 1 || [...code].some((char) => !ALPHABET.includes(char)))
    return { valid: false, reason: 'malformed' };
  if (luhnSum(valuesOf(code), false) !== 0) return { valid: false, reason: 'mistyped' };
  return { valid: true, shortCode: code };
}
