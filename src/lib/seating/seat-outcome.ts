/**
 * What the seat page says after a seat change: the refusals in the shopper's words, the
 * no-JavaScript best-available form's outcome carried in the page's query string, and
 * the taken seats read into the map's shape. Pure, for both sides.
 */
import { m } from '~/paraglide/messages';
import { SEATS_EXPIRED } from '../../../commerce/src/shared/seating/seat-codes';
import type { BestAvailableField } from './best-available';
import type { SeatStates, SeatStatus } from './seat-index';

/** Why Vendure refused a seat change (`SeatRefusal`). */
export type SeatRefusalReason = 'SEATS_TAKEN' | 'NO_SEATS_FIT' | 'INVALID_SEATS' | 'NOT_ON_SALE';

/** A taken seat as `PerformanceSeatStates.taken` lists it. */
export interface TakenSeat {
  key: string;
  state: 'HELD' | 'SOLD' | 'BLOCKED' | 'FREE';
  mine: boolean;
}

/** The Shop API's taken seats as the map reads them (a seat not listed is free). */
export function toSeatStates(taken: readonly TakenSeat[]): SeatStates {
  const states = new Map<string, SeatStatus>();
  for (const seat of taken) {
    if (seat.state === 'FREE') continue;
    states.set(seat.key, { state: seat.state.toLowerCase() as SeatStatus['state'], mine: seat.mine });
  }
  return states;
}

/** A refusal or an outage in a sentence; `seats` names the seats it is about ("Stalls, row F, seat 12"). */
export function refusalText(
  outcome: { kind: 'failed' } | { kind: 'refused'; reason: SeatRefusalReason },
  seats: string[],
) {
  if (outcome.kind === 'failed') return m.seating_refused_failed();
  switch (outcome.reason) {
    case 'SEATS_TAKEN':
      return seats.length > 0 ? m.seating_refused_taken({ seats: seats.join('; ') }) : m.seating_refused_taken_some();
    case 'NO_SEATS_FIT':
      return m.seating_refused_no_fit();
    case 'INVALID_SEATS':
      return m.seating_refused_invalid();
    case 'NOT_ON_SALE':
      return m.seating_refused_not_on_sale();
  }
}

/** Whole minutes left on a hold, rounded up: "1 min left" until it runs out. */
export function minutesLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 60_000));
}

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

/** The wrong fields named in the query string, for the form to mark. */
export function postedErrors(search: SeatPageSearch): Partial<Record<BestAvailableField, true>> {
  if (search.best !== 'fields' || !search.fields) return {};
  return Object.fromEntries(search.fields.split(',').map((f) => [f, true]));
}

/** What the page says about the no-JavaScript form's outcome. */
export function bestOutcomeText(best: BestOutcome): string {
  switch (best) {
    case 'ok':
      return m.seating_best_done();
    case 'taken':
      return m.seating_refused_taken_some();
    case 'nofit':
      return m.seating_refused_no_fit();
    case 'noplaces':
      return m.seating_places_none();
    case 'invalid':
      return m.seating_refused_invalid();
    case 'closed':
      return m.seating_refused_not_on_sale();
    case 'failed':
      return m.seating_refused_failed();
    case 'fields':
      return m.seating_best_fix_fields();
  }
}

/**
 * The start of Vendure's transition error when an order enters payment with numbered seats
 * no longer held for it (`SEATS_EXPIRED_MESSAGE` of the seating plugin, ADR 053).
 */

/** Whether a refused move to payment was refused because seats went to someone else. */
export const isSeatsExpired = (refusal: { transitionError: string; message: string }) =>
  refusal.transitionError.startsWith(SEATS_EXPIRED) || refusal.message.startsWith(SEATS_EXPIRED);
