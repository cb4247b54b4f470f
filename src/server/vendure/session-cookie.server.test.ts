import { describe, expect, it } from 'vitest';
import { decodeSessionCookie, encodeSessionCookie } from './session-cookie.server';

const key = 'k'.repeat(32);
const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const now = 1_800_000_000;

describe('the session cookie', () => {
  it('reads back what it wrote while the end is ahead, and says when it has passed', () => {
    const value = encodeSessionCookie({ token, endsAt: now + 60 }, key);
    expect(decodeSessionCookie(value, key, now)).toEqual({ kind: 'valid', session: { token, endsAt: now + 60 } });
    expect(decodeSessionCookie(value, key, now + 60)).toEqual({ kind: 'ended', session: { token, endsAt: now + 60 } });
  });

  it('is no session when the end is moved, the token changed, or the key differs', () => {
    const value = encodeSessionCookie({ token, endsAt: now + 60 }, key);
    const [, , mac] = value.split('.');
    expect(decodeSessionCookie(`${token}.${now + 31_536_000}.${mac}`, key, now)).toEqual({ kind: 'none' });
    expect(decodeSessionCookie(`${token.replace('a', 'b')}.${now + 60}.${mac}`, key, now)).toEqual({ kind: 'none' });
    expect(decodeSessionCookie(value, 'x'.repeat(32), now)).toEqual({ kind: 'none' });
  });

  it('is no session for a bare token, garbage or nothing', () => {
    for (const value of [
      token,
      undefined,
      '',
      'garbage',
      'a.b.c',
      `${token}.${now + 60}.é${'x'.repeat(42)}`,
      'A'.repeat(5000),
    ]) {
      expect(decodeSessionCookie(value, key, now)).toEqual({ kind: 'none' });
    }
  });
});
