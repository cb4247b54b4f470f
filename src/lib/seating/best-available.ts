/**
 * The "best available seats" form's fields, read and checked the same way in the
 * browser (before `onSubmit`) and by the server action that receives the form posted
 * without JavaScript. The price is typed in major units ("25", "25,50") and read into
 * minor units, as the Shop API's `BestSeatsInput.maxPrice` wants it. An unreserved area's
 * "add places" form is read the same way: its count, and the area's key in `area`.
 */
import type { Checked } from '~/lib/form-submit';

/** At most this many seats in one request (the form's limit; the server has its own). */
export const MAX_BEST_SEATS = 10;

export type BestAvailableField = 'count' | 'wheelchair' | 'zone' | 'maxPrice';

/** The request, ready for `BestSeatsInput`. */
export interface BestAvailableValues {
  performanceId: string;
  count: number;
  /** Wheelchair spaces among `count`; each brings its companion seat, also counted. */
  wheelchair: number;
  /** A zone code, or undefined for any zone. */
  zone?: string;
  /** Minor units, tax included. */
  maxPrice?: number;
  /** Only in this area of the plan: an unreserved area's "add places" form posts its key. */
  area?: string;
}

const whole = (value: string) => (/^\d{1,3}$/.test(value) ? Number(value) : Number.NaN);

/** "25", "25.5", "25,50" → 2550; undefined when it is not a price. */
export function parsePrice(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Reads the posted form; the fields wrong are named so the form can mark them. */
export function readBestAvailable(data: FormData): Checked<BestAvailableValues, BestAvailableField> {
  const count = whole(text(data, 'count'));
  const wheelchairText = text(data, 'wheelchair');
  const wheelchair = wheelchairText === '' ? 0 : whole(wheelchairText);
  const zone = text(data, 'zone') || undefined;
  const priceText = text(data, 'maxPrice');
  const maxPrice = priceText === '' ? undefined : parsePrice(priceText);
  const errors: Partial<Record<BestAvailableField, boolean>> = {};
  if (!(count >= 1 && count <= MAX_BEST_SEATS)) errors.count = true;
  // Each space is sold with its companion seat, and both are among the seats counted.
  else if (!(wheelchair >= 0 && wheelchair * 2 <= count)) errors.wheelchair = true;
  if (Number.isNaN(wheelchair)) errors.wheelchair = true;
  if (priceText !== '' && maxPrice === undefined) errors.maxPrice = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const area = text(data, 'area').slice(0, 64) || undefined;
  return {
    ok: true,
    input: { performanceId: text(data, 'performanceId'), count, wheelchair, zone, maxPrice, ...(area ? { area } : {}) },
  };
}
