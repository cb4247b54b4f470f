import { describe, expect, it } from 'vitest';
import { outcomeOf, percentile, problemsOf } from './rush.ts';

describe('the rush report', () => {
  it('takes percentiles by nearest rank, in whole milliseconds', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1.4);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7.6], 99)).toBe(8);
    expect(percentile([], 50)).toBe(0);
    // unsorted input, not changed by the call
    const shuffled = [30, 10, 20];
    expect(percentile(shuffled, 50)).toBe(20);
    expect(shuffled).toEqual([30, 10, 20]);
  });

  it('names how each shopper ended: placed, refused at the payment step, or where it failed', () => {
    expect(outcomeOf({ hold: { kind: 'ready' }, pay: { kind: 'placed' } })).toBe('placed');
    expect(outcomeOf({ hold: { kind: 'stock' } })).toBe('stock');
    expect(outcomeOf({ hold: { kind: 'ready' }, pay: { kind: 'holdExpired' } })).toBe('holdExpired');
    expect(outcomeOf({ failedAt: 'address', hold: { kind: 'ready' } })).toBe('failed at address');
    expect(outcomeOf({})).toBe('unknown');
  });

  it('fails on an oversold seat, a 5xx, a failed server function, a lost cart or a network error, and only then', () => {
    const clean = { seats: 5, sold: 5, fiveXX: 0, fnErrors: 0, lostCarts: 0, networkErrors: 0 };
    expect(problemsOf(clean)).toEqual([]);
    expect(problemsOf({ ...clean, sold: 4 })).toEqual([]);
    expect(problemsOf({ ...clean, sold: 6 })).toEqual(['oversold: 6 tickets for 5 seats']);
    expect(problemsOf({ ...clean, fiveXX: 1, lostCarts: 2 })).toHaveLength(2);
    expect(problemsOf({ ...clean, fnErrors: 1 })).toHaveLength(1);
    expect(problemsOf({ ...clean, networkErrors: 3 })).toHaveLength(1);
  });
});
