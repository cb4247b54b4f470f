/**
 * What the seat page and the cart say after a seat change: the refusals in the shopper's
 * words, the no-JavaScript best-available form's outcome (read from the query string by
 * seat-search.ts), and the taken seats read into the map's shape. Pure, for both sides.
 */
import { m } from '~/paraglide/messages';
import type { BestAvailableField } from './best-available';
import type { SeatStates, SeatStatus } from './seat-index';
import type { BestOutcome, SeatPageSearch, SeatRefusalReason } from './seat-search';

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

/**
 * The taken seats once an order came back from a seat change: the performance's seats
 * held in that order are the shopper's (Vendure answered with the order that holds them,
 * so nothing is guessed), any other seat held as theirs before is theirs no longer, and
 * everyone else's seats stay as last read until the map's next refresh.
 */
export function withOrderSeats(
  taken: readonly TakenSeat[],
  performanceId: string,
  orderSeats: readonly { performanceId: string; key: string }[],
): TakenSeat[] {
  const mine = new Set(orderSeats.filter((seat) => seat.performanceId === performanceId).map((seat) => seat.key));
  const others = taken.filter((seat) => !mine.has(seat.key) && !(seat.mine && seat.state === 'HELD'));
  return [...others, ...[...mine].map((key): TakenSeat => ({ key, state: 'HELD', mine: true }))];
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
