/**
 * Order lines' money from grouped columns, the way Vendure computes a line without
 * promotions (OrderLine.linePrice / linePriceWithTax with the default money strategy:
 * the unit price times the quantity, rounded). Reports group lines by price and tax in
 * SQL and price each group here, so no order is loaded. Vendure rounds each line's
 * unit price times its quantity, so lines are grouped by quantity too.
 */
export interface PricedGroup {
  listPrice: number;
  listPriceIncludesTax: boolean;
  /** The line's tax lines as stored (simple-json text), or already parsed. */
  taxLines: string | Array<{ taxRate: number }> | null;
  /** Each line's quantity. */
  quantity: number;
  /** How many lines of that quantity the group holds. */
  lines?: number;
}

const rateOf = (taxLines: PricedGroup['taxLines']): number => {
  const lines = typeof taxLines === 'string' ? (JSON.parse(taxLines) as Array<{ taxRate: number }>) : taxLines;
  return (lines ?? []).reduce((sum, line) => sum + Number(line.taxRate || 0), 0);
};

/** Net and VAT, in minor units, of a group of identical lines. */
export function groupMoney(group: PricedGroup): { net: number; vat: number; gross: number } {
  const rate = rateOf(group.taxLines);
  const unitNet = group.listPriceIncludesTax ? group.listPrice / (1 + rate / 100) : group.listPrice;
  const unitGross = group.listPriceIncludesTax ? group.listPrice : group.listPrice * (1 + rate / 100);
  const lines = group.lines ?? 1;
  const net = Math.round(unitNet * group.quantity) * lines;
  const gross = Math.round(unitGross * group.quantity) * lines;
  return { net, vat: gross - net, gross };
}

/** SQLite answers booleans as 0/1, PostgreSQL as true/false; sums may come back as text. */
export const asBoolean = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
export const asNumber = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** Sold over capacity in percent, one decimal. */
export const occupancyOf = (sold: number, capacity: number) =>
  capacity > 0 ? Math.round((sold / capacity) * 1000) / 10 : 0;

/** A timestamp read raw: SQLite answers "2026-11-26 18:00:00.000" (UTC, unmarked), PostgreSQL a Date. */
export function asDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}
