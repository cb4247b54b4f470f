/**
 * The order's tax summary, from its lines and shipping. Vendure's own
 * `Order.taxSummary` throws on the active order when the surcharges relation was not
 * loaded (vendure#3423 and #3569, seen on `activeOrder` in 3.7), so the cart derives
 * it from fields that are always there. Orders here carry no surcharges.
 */
export interface TaxSummaryLine {
  description: string;
  taxRate: number;
  taxTotal: number;
}

interface Line {
  proratedLinePrice: number;
  proratedLinePriceWithTax: number;
  taxLines: Array<{ description: string; taxRate: number }>;
}

export function taxSummary(
  lines: Line[],
  shipping: { shipping: number; shippingWithTax: number; description: string },
): TaxSummaryLine[] {
  const byRate = new Map<string, TaxSummaryLine>();
  const add = (description: string, taxRate: number, amount: number) => {
    const key = `${description}|${taxRate}`;
    const entry = byRate.get(key) ?? { description, taxRate, taxTotal: 0 };
    entry.taxTotal += amount;
    byRate.set(key, entry);
  };
  for (const line of lines) {
    const tax = line.taxLines[0];
    if (tax) add(tax.description, tax.taxRate, line.proratedLinePriceWithTax - line.proratedLinePrice);
  }
  const shippingTax = shipping.shippingWithTax - shipping.shipping;
  if (shippingTax !== 0) add(shipping.description, 0, shippingTax);
  return [...byRate.values()].filter((entry) => entry.taxTotal !== 0);
}
