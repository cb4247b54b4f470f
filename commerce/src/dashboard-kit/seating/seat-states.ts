import { planSeats, type SeatPlan, type SeatState } from '@foyer/shared/seating/seat-plan';
import { toSofiaClock } from '../sofia-time';

/** A taken seat as the Admin API lists it (`AdminSeat`); free seats are not listed. */
export interface TakenSeat {
  key: string;
  state: 'FREE' | 'HELD' | 'SOLD' | 'BLOCKED';
  orderId?: string | null;
  orderCode?: string | null;
  expiresAt?: string | null;
}

/** The API's enum as the plan's lower-case state. */
export const seatState = (taken: TakenSeat | undefined): SeatState =>
  taken ? (taken.state.toLowerCase() as SeatState) : 'free';

/** How many of the plan's numbered seats are in each state. */
export function stateCounts(plan: SeatPlan, taken: ReadonlyMap<string, TakenSeat>): Record<SeatState, number> {
  const counts: Record<SeatState, number> = { free: 0, held: 0, sold: 0, blocked: 0 };
  for (const { seat } of planSeats(plan)) counts[seatState(taken.get(seat.key))] += 1;
  return counts;
}

/**
 * What the box office can do with the selected seats: block the free ones (house
 * seats), unblock the blocked ones, release the held ones (a stuck hold); sold seats
 * are left to the order's own page (refund and cancel).
 */
export function selectionActions(keys: Iterable<string>, taken: ReadonlyMap<string, TakenSeat>) {
  const actions = { block: [] as string[], unblock: [] as string[], release: [] as string[] };
  for (const key of keys) {
    const state = seatState(taken.get(key));
    if (state === 'free') actions.block.push(key);
    else if (state === 'blocked') actions.unblock.push(key);
    else if (state === 'held') actions.release.push(key);
  }
  return actions;
}

/** "Sold · order ABC123", "Held · order ABC123 · until 19:05", "Blocked (house seat)", "Free". */
export function takenWords(taken: TakenSeat | undefined): string {
  const state = seatState(taken);
  if (state === 'free') return 'Free';
  if (state === 'blocked') return 'Blocked (house seat)';
  const order = taken?.orderCode ? ` · order ${taken.orderCode}` : '';
  const until = state === 'held' && taken?.expiresAt ? ` · until ${toSofiaClock(taken.expiresAt)}` : '';
  return `${state === 'sold' ? 'Sold' : 'Held'}${order}${until}`;
}
