import { describe, expect, it } from 'vitest';
import { taxSummary } from './tax-summary';

const line = (net: number, gross: number, description: string, taxRate: number) => ({
  proratedLinePrice: net,
  proratedLinePriceWithTax: gross,
  taxLines: [{ description, taxRate }],
});

describe('taxSummary', () => {
  it('groups the lines by rate and adds their tax', () => {
    const summary = taxSummary(
      [line(2083, 2500, 'Standard VAT', 20), line(1000, 1200, 'Standard VAT', 20), line(1376, 1500, 'Reduced VAT', 9)],
      { shipping: 0, shippingWithTax: 0, description: 'Shipping' },
    );
    expect(summary).toEqual([
      { description: 'Standard VAT', taxRate: 20, taxTotal: 617 },
      { description: 'Reduced VAT', taxRate: 9, taxTotal: 124 },
    ]);
  });
  it('includes the tax on shipping and leaves out zero lines', () => {
    expect(taxSummary([], { shipping: 408, shippingWithTax: 490, description: 'Shipping' })).toEqual([
      { description: 'Shipping', taxRate: 0, taxTotal: 82 },
    ]);
    expect(
      taxSummary([line(100, 100, 'None', 0)], { shipping: 0, shippingWithTax: 0, description: 'Shipping' }),
    ).toEqual([]);
  });
});
