import { describe, expect, it } from 'vitest';
import { normalizeTicketCode, readTicketCode, signTicketCode } from './ticket-code';

const key = 'a-test-key-of-reasonable-length';
const claims = { performanceId: 12, orderLineId: 345, seat: 2 };

describe('ticket codes', () => {
  it('reads back what was signed', () => {
    const code = signTicketCode(key, claims);
    expect(code).toMatch(/^12-345-2-[0-9A-Z]{8}-[0-9A-Z]{16}$/);
    expect(readTicketCode(key, code)).toEqual({ valid: true, code, claims });
  });

  it('draws a new nonce for each code, so two codes for one seat differ', () => {
    const codes = new Set(Array.from({ length: 50 }, () => signTicketCode(key, claims)));
    expect(codes.size).toBe(50);
  });

  it('recognises a code signed with another key as forged', () => {
    expect(readTicketCode(key, signTicketCode('another-key-of-reasonable-length', claims))).toEqual({
      valid: false,
      reason: 'forged',
    });
  });

  it('recognises every single-character change as forged or malformed', () => {
    const code = signTicketCode(key, claims);
    for (let i = 0; i < code.length; i++) {
      if (code[i] === '-') continue;
      const replacement = code[i] === '9' ? '8' : '9';
      const altered = `${code.slice(0, i)}${replacement}${code.slice(i + 1)}`;
      expect(readTicketCode(key, altered).valid, altered).toBe(false);
    }
  });

  it('refuses another performance, order line or seat put in front of a real signature', () => {
    const code = signTicketCode(key, claims);
    const [, , , nonce, signature] = code.split('-');
    for (const forged of [
      `13-345-2-${nonce}-${signature}`,
      `12-346-2-${nonce}-${signature}`,
      `12-345-3-${nonce}-${signature}`,
    ]) {
      expect(readTicketCode(key, forged)).toEqual({ valid: false, reason: 'forged' });
    }
  });

  it('accepts a code typed in lower case, with spaces, O for 0 and I or L for 1', () => {
    const code = signTicketCode(key, claims, '0110AB10');
    const typed = ` ${code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `.replace('-', ' - ');
    expect(normalizeTicketCode(typed)).toBe(code);
    expect(readTicketCode(key, typed)).toMatchObject({ valid: true, code });
  });

  it('calls anything else malformed', () => {
    for (const input of [
      '',
      'hello',
      '12-345-2',
      `${'9'.repeat(13)}-1-1-AAAAAAAA-AAAAAAAAAAAAAAAA`,
      '12-345-2-AAAAAAAA-AAAAAAAAAAAAAAAU',
    ]) {
      expect(readTicketCode(key, input)).toEqual({ valid: false, reason: 'malformed' });
    }
  });
});
