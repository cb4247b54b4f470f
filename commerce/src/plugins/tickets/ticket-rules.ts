/**
 * What a ticket is worth, decided from its order and its performance (ADR 035). Pure, so
 * the door, the customer's pages and the tests read the same answer.
 */

import { DOOR_CLOSES_AFTER_MS, DOOR_OPENS_BEFORE_MS, performanceIsOver } from '@foyer/shared/door-window';

export { DOOR_CLOSES_AFTER_MS, DOOR_OPENS_BEFORE_MS };

export type TicketStatus = 'VALID' | 'ADMITTED' | 'VOID';
export type TicketVoidReason = 'ORDER_CANCELLED' | 'EXCHANGED' | 'REFUNDED' | 'SEAT_CANCELLED';

export type TicketFacts = {
  seat: number;
  admittedAt: Date | null;
  orderState: string;
  /** The line's quantity now: cancelling seats lowers it, and the highest seats go first. */
  lineQuantity: number;
  orderTotalWithTax: number;
  /** The order's settled refunds, in minor units. */
  refunded: number;
  /** Exchanged at the box office for a ticket of another performance (ADR 065). */
  exchanged?: boolean;
};

/** Why the ticket no longer admits anyone, or null while it does. */
export function voidReason(ticket: TicketFacts): TicketVoidReason | null {
  if (ticket.orderState === 'Cancelled') return 'ORDER_CANCELLED';
  if (ticket.exchanged) return 'EXCHANGED';
  if (ticket.orderTotalWithTax > 0 && ticket.refunded >= ticket.orderTotalWithTax) return 'REFUNDED';
  if (ticket.seat > ticket.lineQuantity) return 'SEAT_CANCELLED';
  return null;
}

export function ticketStatus(ticket: TicketFacts): TicketStatus {
  if (voidReason(ticket)) return 'VOID';
  return ticket.admittedAt ? 'ADMITTED' : 'VALID';
}

export function doorIsOpen(performance: { startsAt: Date; cancelledAt: Date | null }, now: Date): boolean {
  if (performance.cancelledAt) return false;
  const start = performance.startsAt.getTime();
  return now.getTime() >= start - DOOR_OPENS_BEFORE_MS && now.getTime() <= start + DOOR_CLOSES_AFTER_MS;
}

/**
 * "My tickets": upcoming performances first, soonest first; then past ones, latest first.
 * A performance that has begun stays with the upcoming ones until its door closes.
 */
export function byUpcomingFirst<T extends { startsAt: Date; seat: number }>(now: Date) {
  return (a: T, b: T): number => {
    const aPast = performanceIsOver(a.startsAt, now);
    const bPast = performanceIsOver(b.startsAt, now);
    if (aPast !== bPast) return aPast ? 1 : -1;
    const byTime = aPast ? b.startsAt.getTime() - a.startsAt.getTime() : a.startsAt.getTime() - b.startsAt.getTime();
    return byTime || a.seat - b.seat;
  };
}
