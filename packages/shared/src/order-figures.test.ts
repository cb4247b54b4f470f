import { describe, expect, it } from 'vitest';
import { type OrderFiguresInput, OrderFiguresMismatch, orderFigures } from './order-figures.ts';

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
  figures.subtotal +
  figures.discounts.reduce((a, d) => a + d.amount, 0) +
  figures.surcharges.reduce((a, s) => a + s.amount, 0) +
  (figures.delivery?.amount ?? 0);

describe('orderFigures', () => {
  // The cart: €26.00 + €15.00 with 10 % off the order; Vendure's subTotalWithTax is 36.90.
  const foyer10: OrderFiguresInput = {
    totalWithTax: 3690,
    shipping: 0,
    shippingWithTax: 0,
    discounts: [{ description: '10 % off with code FOYER10', amountWithTax: -410 }],
    surcharges: [],
    shippingLines: [],
    lines: [line('1', 2600, 1950, 2340), line('2', 1500, 1125, 1350)],
  };

  it('starts from the prices before discounts and lists the order discount once', () => {
    const figures = orderFigures(foyer10);
    expect(figures.subtotal).toBe(4100);
    expect(figures.discounts).toEqual([{ key: 'discount-0', description: '10 % off with code FOYER10', amount: -410 }]);
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
      surcharges: [],
      shippingLines: [],
      lines: [line('1', 333, 185, 222), line('2', 333, 186, 223), line('3', 334, 185, 222)],
    });
    expect(figures.subtotal).toBe(1000);
    expect(figures.discounts).toEqual([
      { key: 'discount-0', description: 'A third off', amount: -332 },
      { key: 'discount-1', description: 'Loyalty', amount: -1 },
    ]);
    expect(shownTotal(figures)).toBe(667);
  });

  it('names the tax included by rate, from the discounted prices and delivery', () => {
    const figures = orderFigures({
      totalWithTax: 2500 + 1500 + 490,
      shipping: 408,
      shippingWithTax: 490,
      discounts: [],
      surcharges: [],
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
      surcharges: [],
      shippingLines: [],
      lines: [line('1', 100, 100, 100, [])],
    });
    expect(figures.taxes).toEqual([]);
    expect(figures.discounts).toEqual([]);
  });

  // Two lines with 10 % off each, Vendure's discount rounded line by line.
  const twoLines = (totalWithTax: number, discounts: OrderFiguresInput['discounts']): OrderFiguresInput => ({
    totalWithTax,
    shipping: 0,
    shippingWithTax: 0,
    discounts,
    surcharges: [],
    shippingLines: [],
    lines: [line('1', 1005, 754, 905), line('2', 1005, 754, 905)],
  });

  it('allows a cent per unit, since Vendure rounds the prorated price unit by unit', () => {
    const three = { ...line('1', 3015, 2262, 2715), quantity: 3 };
    const input = (discount: number): OrderFiguresInput => ({
      totalWithTax: 2715,
      shipping: 0,
      shippingWithTax: 0,
      discounts: [{ description: '10 %', amountWithTax: discount }],
      surcharges: [],
      shippingLines: [],
      lines: [three],
    });
    expect(orderFigures(input(-303)).discounts[0]?.amount).toBe(-300);
    expect(() => orderFigures(input(-304))).toThrow(OrderFiguresMismatch);
  });

  it('moves at most a cent per unit of rounding into the largest discount', () => {
    const figures = orderFigures(twoLines(1810, [{ description: '10 %', amountWithTax: -202 }]));
    expect(figures.discounts[0]?.amount).toBe(-200);
    expect(shownTotal(figures)).toBe(1810);
  });

  it('throws, rather than hiding it in a discount, a difference larger than rounding', () => {
    expect(() => orderFigures(twoLines(1810, [{ description: '10 %', amountWithTax: -203 }]))).toThrow(
      OrderFiguresMismatch,
    );
    expect(() => orderFigures(twoLines(1700, [{ description: '10 %', amountWithTax: -201 }]))).toThrow(
      /miss its total by -109/,
    );
  });

  it('throws on any difference when there is no discount a rounding could come from', () => {
    expect(() => orderFigures(twoLines(2009, []))).toThrow(OrderFiguresMismatch);
    expect(orderFigures(twoLines(2010, [])).total).toBe(2010);
  });

  it('shows each surcharge as a row of its own, with the tax it includes', () => {
    const figures = orderFigures({
      ...foyer10,
      totalWithTax: 3690 + 600 - 100,
      surcharges: [
        { description: 'Gift wrapping', price: 500, priceWithTax: 600, taxRate: 20 },
        { description: 'Goodwill', price: -100, priceWithTax: -100, taxRate: 0 },
      ],
    });
    expect(figures.surcharges).toEqual([
      { key: 'surcharge-0', description: 'Gift wrapping', amount: 600 },
      { key: 'surcharge-1', description: 'Goodwill', amount: -100 },
    ]);
    expect(figures.discounts[0]?.amount).toBe(-410);
    expect(shownTotal(figures)).toBe(figures.total);
    expect(figures.taxes).toEqual([{ rate: 20, amount: 390 + 225 + 100 }]);
  });

  it('keys two promotions with the same description apart', () => {
    const figures = orderFigures(
      twoLines(1610, [
        { description: 'Summer offer', amountWithTax: -200 },
        { description: 'Summer offer', amountWithTax: -200 },
      ]),
    );
    expect(figures.discounts.map((discount) => discount.key)).toEqual(['discount-0', 'discount-1']);
    expect(new Set(figures.discounts.map((discount) => discount.key)).size).toBe(2);
  });
});
