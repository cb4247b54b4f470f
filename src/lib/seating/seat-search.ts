/**
 * The seat page's query string and the checkout's test for lost seats: what the page's
 * route and the checkout machine need on every page, kept apart from the worded outcomes
 * (seat-outcome.ts), whose messages in seven languages belong to the seat page's own chunk
 * (ADR 018). Pure, for both sides.
 */
import { SEATS_EXPIRED, TOO_MANY_SEATS } from '@foyer/shared/seating/seat-codes';

/** Why Vendure refused a seat change (`SeatRefusal`). */
export type SeatRefusalReason = 'SEATS_TAKEN' | 'NO_SEATS_FIT' | 'INVALID_SEATS' | 'NOT_ON_SALE';

/** The no-JavaScript form's outcome, as the server route puts it in the seat page's query string. */
export type BestOutcome = 'ok' | 'taken' | 'nofit' | 'noplaces' | 'invalid' | 'closed' | 'failed' | 'fields';

const REASONS: Record<SeatRefusalReason, BestOutcome> = {
  SEATS_TAKEN: 'taken',
  NO_SEATS_FIT: 'nofit',
  INVALID_SEATS: 'invalid',
  NOT_ON_SALE: 'closed',
};

export function bestOutcomeOf(outcome: { kind: 'order' | 'failed' } | { kind: 'refused'; reason: SeatRefusalReason }) {
  return outcome.kind === 'refused' ? REASONS[outcome.reason] : outcome.kind === 'order' ? 'ok' : 'failed';
}

const OUTCOMES = new Set<string>(['ok', 'taken', 'nofit', 'noplaces', 'invalid', 'closed', 'failed', 'fields']);
const FIELDS = new Set<string>(['count', 'wheelchair', 'zone', 'maxPrice']);

/** The seat page's search params: anything else in them is dropped. */
export interface SeatPageSearch {
  best?: BestOutcome;
  /** With `best=fields`: the fields that were wrong, comma-separated. */
  fields?: string;
  /** The unreserved area whose "add places" form was posted (its key). */
  area?: string;
}

const AREA_KEY = /^[a-z0-9-]{1,64}$/;

export function readSeatPageSearch(search: Record<string, unknown>): SeatPageSearch {
  const best = typeof search.best === 'string' && OUTCOMES.has(search.best) ? (search.best as BestOutcome) : undefined;
  const fields =
    best === 'fields' && typeof search.fields === 'string'
      ? search.fields
          .split(',')
          .filter((f) => FIELDS.has(f))
          .join(',')
      : undefined;
  const area = best && typeof search.area === 'string' && AREA_KEY.test(search.area) ? search.area : undefined;
  return { ...(best ? { best } : {}), ...(fields ? { fields } : {}), ...(area ? { area } : {}) };
}

/**
 * Whether a refused move to payment was refused because seats went to someone else: Vendure's
 * transition error then starts with `SEATS_EXPIRED` (the seating plugin's, ADR 053).
 */
export const isSeatsExpired = (refusal: { transitionError: string; message: string }) =>
  refusal.transitionError.startsWith(SEATS_EXPIRED) || refusal.message.startsWith(SEATS_EXPIRED);

/**
 * Whether a refused move to payment was refused because the order holds more seats for a
 * performance than one order may buy (`TOO_MANY_SEATS`, ADR 077).
 */
export const isTooManySeats = (refusal: { transitionError: string; message: string }) =>
  refusal.transitionError.startsWith(TOO_MANY_SEATS) || refusal.message.startsWith(TOO_MANY_SEATS);
