import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { holdsDigest, placedDigest } from './placed-orders.server';

const key = 'k'.repeat(32);

describe('the "placed here" cookie', () => {
  it('cannot be made from what a visitor knows (their own token and an order code)', () => {
    // The earlier, unkeyed digest: anyone with a session of their own could compute it.
    const forged = createHash('sha256').update('ORDERCODE:my-own-token').digest('base64url').slice(0, 22);
    const real = placedDigest('ORDERCODE', 'my-own-token', key);
    expect(holdsDigest(forged, real)).toBe(false);
    expect(holdsDigest(real, real)).toBe(true);
  });
  it('depends on the key, the code and the session', () => {
    const digest = placedDigest('A1', 'token', key);
    expect(placedDigest('A1', 'token', 'x'.repeat(32))).not.toBe(digest);
    expect(placedDigest('A2', 'token', key)).not.toBe(digest);
    expect(placedDigest('A1', 'other', key)).not.toBe(digest);
    expect(digest).toHaveLength(22);
  });
  it('finds a digest among the remembered ones and ignores garbage', () => {
    const digest = placedDigest('A1', 'token', key);
    expect(holdsDigest(`${'x'.repeat(22)}.${digest}`, digest)).toBe(true);
    expect(holdsDigest(undefined, digest)).toBe(false);
    expect(holdsDigest('', digest)).toBe(false);
    expect(holdsDigest('x.'.repeat(5000), digest)).toBe(false);
    expect(holdsDigest(`${digest}x`, digest)).toBe(false);
  });
});
