import { describe, expect, it } from 'vitest';
import {
  hashToken,
  newToken,
  nextInLine,
  normalizeEmail,
  offerClaimable,
  validSeatCount,
  wellFormedToken,
} from './waiting-list-rules';

describe('waiting-list rules', () => {
  it('stores only a digest of a token, and recognises well-formed tokens', () => {
    const { token, hash } = newToken();
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
    expect(wellFormedToken(token)).toBe(true);
    expect(wellFormedToken(`${token}x`)).toBe(false);
    expect(wellFormedToken("' OR 1=1 --")).toBe(false);
  });

  it('normalises addresses and refuses what is not one', () => {
    expect(normalizeEmail('  Ana@Example.ORG ')).toBe('ana@example.org');
    expect(normalizeEmail('no-at-sign')).toBeUndefined();
    expect(normalizeEmail('a@b')).toBeUndefined();
  });

  it('takes 1 to 10 whole seats', () => {
    expect([0, 1, 10, 11, 2.5].map(validSeatCount)).toEqual([false, true, true, false, false]);
  });

  it('lets an offer be claimed only while it runs', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(offerClaimable({ state: 'OFFERED', offeredUntil: new Date('2026-11-26T12:00:01Z') }, now)).toBe('ok');
    expect(offerClaimable({ state: 'OFFERED', offeredUntil: now }, now)).toBe('expired');
    expect(offerClaimable({ state: 'EXPIRED', offeredUntil: null }, now)).toBe('expired');
    expect(offerClaimable({ state: 'ACCEPTED', offeredUntil: null }, now)).toBe('gone');
  });

  it('offers to the first in line only, never past them', () => {
    expect(nextInLine([{ seats: 2 }, { seats: 1 }], 2)).toEqual({ seats: 2 });
    expect(nextInLine([{ seats: 3 }, { seats: 1 }], 2)).toBeUndefined();
    expect(nextInLine([], 5)).toBeUndefined();
  });
});
