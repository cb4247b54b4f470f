import { describe, expect, it } from 'vitest';
import { effectiveState, inLockOrder } from './hold-rules';
import type { HeldLine } from './types';

describe('effectiveState', () => {
  const now = new Date('2026-11-23T20:00:00Z');

  it('reads a held hold past its time as expired, even before the sweep has run', () => {
    expect(effectiveState({ state: 'HELD', expiresAt: new Date('2026-11-23T20:00:01Z') }, now)).toBe('HELD');
    expect(effectiveState({ state: 'HELD', expiresAt: now }, now)).toBe('EXPIRED');
    expect(effectiveState({ state: 'HELD', expiresAt: new Date('2026-11-23T19:59:00Z') }, now)).toBe('EXPIRED');
  });

  it('leaves every other state as it is, whatever the time', () => {
    for (const state of ['PAID', 'EXPIRED', 'RELEASED', 'REFUNDED'] as const) {
      expect(effectiveState({ state, expiresAt: new Date(0) }, now)).toBe(state);
    }
  });
});

describe('inLockOrder', () => {
  const line = (productVariantId: string, stockLocationId: string): HeldLine => ({
    orderLineId: '1',
    productVariantId,
    stockLocationId,
    quantity: 1,
    tracked: true,
  });

  it('orders by variant, then location, numerically', () => {
    const sorted = inLockOrder([line('10', '1'), line('9', '2'), line('9', '1'), line('100', '1')]);
    expect(sorted.map((l) => `${l.productVariantId}/${l.stockLocationId}`)).toEqual(['9/1', '9/2', '10/1', '100/1']);
  });

  it('gives two orders wanting the same levels the same order', () => {
    const a = inLockOrder([line('7', '1'), line('3', '1')]);
    const b = inLockOrder([line('3', '1'), line('7', '1')]);
    expect(a).toEqual(b);
  });
});
