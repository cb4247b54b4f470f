import type { Order, RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';
import { KeepBothCartsMergeStrategy } from './keep-both-carts.merge-strategy';

const ctx = {} as RequestContext;
const line = (id: number, variant: number, quantity: number, seatZone: string | null = null) => ({
  id,
  quantity,
  productVariant: { id: variant },
  customFields: { seatZone },
});
const order = (...lines: ReturnType<typeof line>[]) => ({ lines }) as unknown as Order;

describe('KeepBothCartsMergeStrategy', () => {
  const strategy = new KeepBothCartsMergeStrategy();

  it('adds the guest’s quantity to a line both carts have: a zone’s seats, a counted night’s places', () => {
    const merged = strategy.merge(
      ctx,
      order(line(1, 7, 1, 'A'), line(2, 9, 2)),
      order(line(11, 7, 2, 'A'), line(12, 9, 2)),
    );
    expect(merged).toEqual([
      { orderLineId: 11, quantity: 3, customFields: { seatZone: 'A' } },
      { orderLineId: 12, quantity: 4, customFields: { seatZone: null } },
    ]);
  });

  it('keeps lines only one cart has, another zone of the same ticket included', () => {
    const merged = strategy.merge(ctx, order(line(1, 7, 2, 'B'), line(2, 8, 1)), order(line(11, 7, 1, 'A')));
    expect(merged.map((l) => [l.orderLineId, l.quantity]).sort()).toEqual([
      [1, 2],
      [11, 1],
      [2, 1],
    ]);
  });
});
