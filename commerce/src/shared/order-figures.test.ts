import { describe, expect, it } from 'vitest';
import { type OrderFiguresInput, orderFigures } from './order-figures';

const STANDARD = [{ description: 'Standard VAT Europe', taxRate: 20 }];

/** A line as Vendure reports it: gross before discounts, net and gross after all discounts. */
const line = (id: string, gross: number, proratedNet: number, proratedGross: number, taxLines = STANDARD) => ({
  id,
  quantity: 1,
  linePriceWithTax: gross,
  proratedLinePrice: proratedNet,
  proratedLinePriceWithTax: proratedGross,
  taxLines,
});

const courier = { priceWithTax: 490, shippingMethod: { id: '2', name: 'Courier' } };

/** What a reader adds up down the column. */
const shownTotal = (figures: ReturnType<typeof orderFigures>) =>
  figures.subtotal + figures.discounts.reduce((a, d) => a + d.amount, 0) + (figures.delivery?.amount ?? 0);

describe('orderFigures', () => {
  // The cart: €26.00 + €15.00 with 10 % off the order; Vendure's subTotalWithTax is 36.90.
  const foyer10: OrderFiguresInput = {
    totalWithTax: 3690,
    shipping: 0,
    shippingWithTax: 0,
    discounts: [{ description: '10 % off with code FOYER10', amountWithTax: -410 }],
    shippingLines: [],
    lines: [line('1', 2600, 1950, 2340), line('2', 1500, 1125, 1350)],
  };

  it('starts from the prices before discounts and lists the order discount once', () => {
    const figures = orderFigures(foyer10);
    expect(figures.subtotal).toBe(4100);
    expect(figures.discounts).toEqual([{ description: '10 % off with code FOYER10', amount: -410 }]);
    expect(figures.total).toBe(3690);
    expect(shownTotal(figures)).toBe(figures.total);
  });

  it('has no delivery until one is chosen', () => {
    expect(orderFigures(foyer10).delivery).toBeNull();
  });

  it('shows delivery at its price before a delivery discount, which is listed with the others', () => {
    const figures = orderFigures({
      ...foyer10,
      totalWithTax: 3690,
      shipping: 0,
      shippingWithTax: 0,
      discounts: [...foyer10.discounts, { description: 'Free delivery', amountWithTax: -490 }],
      shippingLines: [courier],
    });
    expect(figures.delivery).toEqual({ methodId: '2', name: 'Courier', amount: 490 });
    expect(shownTotal(figures)).toBe(3690);
  });

  it('gives a cent of rounding to the largest discount, so the column reaches what is paid', () => {
    // Three lines of €3.33 with a third off each, rounded line by line: Vendure's discounts say −3.33,
    // its prorated prices 6.67 in all.
    const figures = orderFigures({
      totalWithTax: 667,
      shipping: 0,
      shippingWithTax: 0,
      discounts: [
        { description: 'A third off', amountWithTax: -333 },
        { description: 'Loyalty', amountWithTax: -1 },
      ],
      shippingLines: [],
      lines: [line('1', 333, 185, 222), line('2', 333, 186, 223), line('3', 334, 185, 222)],
    });
    expect(figures.subtotal).toBe(1000);
    expect(figures.discounts).toEqual([
      { description: 'A third off', amount: -332 },
      { description: 'Loyalty', amount: -1 },
    ]);
    expect(shownTotal(figures)).toBe(667);
  });

  it('names the tax included by rate, from the discounted prices and delivery', () => {
    const figures = orderFigures({
      totalWithTax: 2500 + 1500 + 490,
      shipping: 408,
      shippingWithTax: 490,
      discounts: [],
      shippingLines: [courier],
      lines: [
        line('1', 2500, 2083, 2500),
        line('2', 1500, 1376, 1500, [{ description: 'Reduced VAT Europe', taxRate: 9 }]),
      ],
    });
    expect(figures.taxes).toEqual([
      { rate: 20, amount: 417 + 82 },
      { rate: 9, amount: 124 },
    ]);
    expect(shownTotal(figures)).toBe(figures.total);
  });

  it('leaves out rates with no tax and discounts of nothing', () => {
    const figures = orderFigures({
      totalWithTax: 100,
      shipping: 0,
      shippingWithTax: 0,
      discounts: [{ description: 'Nothing', amountWithTax: 0 }],
      shippingLines: [],
      lines: [line('1', 100, 100, 100, [])],
    });
    expect(figures.taxes).toEqual([]);
    expect(figures.discounts).toEqual([]);
  });
});
