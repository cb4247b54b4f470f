import { describe, expect, it } from 'vitest';
import { checkCharacter, formatShortTicketCode, readShortTicketCode, shortTicketCode } from './short-ticket-code';
import { readTicketCode, signTicketCode } from './ticket-code';

const KEY = 'test-signing-key';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const claims = { performanceId: 12, orderLineId: 345, seat: 2 };

describe('shortTicketCode', () => {
  it("is the long code's nonce and a check character: 9 characters, without look-alikes", () => {
    const code = signTicketCode(KEY, claims, '7G3K9Q2M');
    const short = shortTicketCode(code);
    expect(short).toHaveLength(9);
    expect(short.slice(0, 8)).toBe('7G3K9Q2M');
    expect(short).toMatch(/^[0-9A-HJKMNP-TV-Z]{9}$/);
    expect(short).not.toMatch(/[ILOU]/);
    expect(formatShortTicketCode(short)).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    // The same ticket always has the same short code; the long form still reads.
    expect(shortTicketCode(code)).toBe(short);
    expect(readTicketCode(KEY, code).valid).toBe(true);
  });

  it('draws a different short code for each new ticket', () => {
    const shorts = new Set(Array.from({ length: 200 }, () => shortTicketCode(signTicketCode(KEY, claims))));
    expect(shorts.size).toBe(200);
  });

  it('refuses what is not a long ticket code', () => {
    expect(() => shortTicketCode('nonsense')).toThrow();
  });
});

describe('readShortTicketCode', () => {
  const short = shortTicketCode(signTicketCode(KEY, claims, '7G3K9Q2M'));
  const shown = formatShortTicketCode(short);

  it('accepts it typed in lower case, with or without dashes and spaces', () => {
    for (const typed of [
      short,
      shown,
      shown.toLowerCase(),
      ` ${shown.toLowerCase().replaceAll('-', ' ')} `,
      short.toLowerCase(),
    ])
      expect(readShortTicketCode(typed), typed).toEqual({ valid: true, shortCode: short });
  });

  it('reads the look-alikes as Crockford does: O as 0, I and L as 1', () => {
    const body = '10A01B0C';
    const code = `${body}${checkCharacter(body)}`;
    expect(readShortTicketCode(`lOa-Oib-OC${code.slice(8)}`)).toEqual({ valid: true, shortCode: code });
  });

  it('says mistyped for any one wrong character and any swap of two neighbours (but 0 and Z, as Luhn allows)', () => {
    for (let i = 0; i < short.length; i++) {
      for (const char of ALPHABET) {
        if (char === short[i]) continue;
        const typo = `${short.slice(0, i)}${char}${short.slice(i + 1)}`;
        expect(readShortTicketCode(typo), typo).toEqual({ valid: false, reason: 'mistyped' });
      }
      const next = short[i + 1];
      if (next !== undefined && next !== short[i] && `${short[i]}${next}` !== '0Z' && `${short[i]}${next}` !== 'Z0') {
        const swapped = `${short.slice(0, i)}${next}${short[i]}${short.slice(i + 2)}`;
        expect(readShortTicketCode(swapped), swapped).toEqual({ valid: false, reason: 'mistyped' });
      }
    }
  });

  it('says malformed for the wrong length or a letter outside the alphabet', () => {
    expect(readShortTicketCode(short.slice(0, 8))).toEqual({ valid: false, reason: 'malformed' });
    expect(readShortTicketCode(`${short}0`)).toEqual({ valid: false, reason: 'malformed' });
    expect(readShortTicketCode(`U${short.slice(1)}`)).toEqual({ valid: false, reason: 'malformed' });
    expect(readShortTicketCode(signTicketCode(KEY, claims))).toEqual({ valid: false, reason: 'malformed' });
  });
});
