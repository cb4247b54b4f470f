import type { HeldLine, SeatHoldState } from './types';

/** A hold's state as shoppers and payments see it: a HELD hold past its time has expired, swept or not. */
export function effectiveState(hold: { state: SeatHoldState; expiresAt: Date }, now: Date): SeatHoldState {
  return hold.state === 'HELD' && hold.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : hold.state;
}

const byId = (a: { toString(): string }, b: { toString(): string }) =>
  a.toString().localeCompare(b.toString(), 'en', { numeric: true });

/**
 * The order in which a hold takes its stock levels: the same for every order, so two
 * orders that want the same two variants on PostgreSQL wait for each other instead of
 * deadlocking.
 */
export function inLockOrder(lines: readonly HeldLine[]): HeldLine[] {
  return [...lines].sort(
    (a, b) => byId(a.productVariantId, b.productVariantId) || byId(a.stockLocationId, b.stockLocationId),
  );
}
