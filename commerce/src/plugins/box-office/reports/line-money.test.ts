import { describe, expect, it } from 'vitest';
import { asBoolean, groupMoney, occupancyOf } from './line-money';

describe('line money', () => {
  it('splits a tax-inclusive price into net and VAT per line, as Vendure rounds it', () => {
    // 20 % VAT on 32.00: 26.666… per ticket, rounded per line: 3 tickets 80.00, not 3 × 26.67.
    expect(
      groupMoney({ listPrice: 3200, listPriceIncludesTax: true, taxLines: '[{"taxRate":20}]', quantity: 3 }),
    ).toEqual({ net: 8000, vat: 1600, gross: 9600 });
  });

  it('prices lines of the same quantity as a group', () => {
    const one = groupMoney({ listPrice: 3200, listPriceIncludesTax: true, taxLines: '[{"taxRate":20}]', quantity: 2 });
    expect(one.net).toBe(5333);
    expect(
      groupMoney({ listPrice: 3200, listPriceIncludesTax: true, taxLines: '[{"taxRate":20}]', quantity: 2, lines: 3 }),
    ).toEqual({ net: 3 * 5333, vat: 3 * (6400 - 5333), gross: 19200 });
  });

  it('adds VAT to a net price', () => {
    expect(
      groupMoney({ listPrice: 1000, listPriceIncludesTax: false, taxLines: [{ taxRate: 9 }], quantity: 2 }),
    ).toEqual({
      net: 2000,
      vat: 180,
      gross: 2180,
    });
  });

  it('makes a comp worth nothing', () => {
    expect(groupMoney({ listPrice: 0, listPriceIncludesTax: true, taxLines: '[]', quantity: 4 }).gross).toBe(0);
  });

  it('reads both databases’ booleans and rounds occupancy', () => {
    expect([asBoolean(1), asBoolean(true), asBoolean(0), asBoolean('false')]).toEqual([true, true, false, false]);
    expect(occupancyOf(1, 3)).toBe(33.3);
    expect(occupancyOf(5, 0)).toBe(0);
  });
});
