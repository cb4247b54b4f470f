import { cents, euros } from '../performance-format';

/** A zone as the scheduling form names it. */
export interface ZoneChoice {
  code: string;
  name: string;
}

/** Euros as typed in each zone's field, by zone code. */
export type TypedZonePrices = Record<string, string>;

/** The same pattern the single price field checks: euros with up to two decimals, "18" or "18,50". */
export const PRICE_PATTERN = /^\d+([.,]\d{1,2})?$/;

/**
 * The typed prices as `zonePrices` for the API, or the problems in words: every zone
 * needs a price (unless `only` is set, which sends just the zones whose price changed).
 */
export function readZonePrices(
  zones: readonly ZoneChoice[],
  typed: TypedZonePrices,
  only?: TypedZonePrices,
): { zonePrices: Array<{ zone: string; price: number }>; problems: string[] } {
  const zonePrices: Array<{ zone: string; price: number }> = [];
  const problems: string[] = [];
  for (const zone of zones) {
    const value = (typed[zone.code] ?? '').trim();
    if (only && value === (only[zone.code] ?? '')) continue;
    if (!PRICE_PATTERN.test(value)) problems.push(`${zone.name}: a price in euros, e.g. 18 or 18,50.`);
    else zonePrices.push({ zone: zone.code, price: cents(value) });
  }
  return { zonePrices, problems };
}

/** Minor units as a price field's starting value: 1850 → "18.50". */
export const typedPrice = (minor: number) => (minor / 100).toFixed(2);

/** The performance's prices for the list: "€18.00" or "€12.00–€24.00". */
export function priceRange(prices: ReadonlyArray<{ price: number }>): string {
  if (prices.length === 0) return '—';
  const values = prices.map((p) => p.price);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? euros(low) : `${euros(low)}–${euros(high)}`;
}
