/**
 * Tickets as the customer's pages show them: which seat of how many, whether the
 * performance is past, and the QR symbol only while the ticket still admits someone.
 * Pure and safe on both sides; the server draws the symbols (ADR 037).
 */
import { performanceHasBegun, performanceIsOver } from '../../commerce/src/shared/door-window';
import type { QrSymbol } from './qr-path';

/** What is read of a ticket to show it. */
export interface TicketLike {
  code: string;
  status: 'VALID' | 'ADMITTED' | 'VOID';
  orderCode: string;
  performance: { id: string; startsAt: string };
}

/** A ticket ready for a card: a void ticket has neither code nor symbol to show at the door. */
export type TicketView<T extends TicketLike> = Omit<T, 'code'> & {
  code: string | null;
  qr: QrSymbol | null;
  /** How many seats the ticket's order bought for its performance ("ticket 2 of 3"). */
  of: number;
  /** Its door has closed (6 hours after the start, ADR 035): a past performance. */
  past: boolean;
  /** Begun, but the door still admits latecomers: shown with the upcoming ones, "started at". */
  started: boolean;
};

const seatsKey = (ticket: TicketLike) => `${ticket.orderCode}|${ticket.performance.id}`;

export function ticketViews<T extends TicketLike>(
  tickets: readonly T[],
  draw: (code: string) => QrSymbol,
  now: Date,
): Array<TicketView<T>> {
  const seats = new Map<string, number>();
  for (const ticket of tickets) seats.set(seatsKey(ticket), (seats.get(seatsKey(ticket)) ?? 0) + 1);
  return tickets.map((ticket) => {
    const admits = ticket.status !== 'VOID';
    return {
      ...ticket,
      code: admits ? ticket.code : null,
      qr: admits ? draw(ticket.code) : null,
      of: seats.get(seatsKey(ticket)) ?? 1,
      past: performanceIsOver(ticket.performance.startsAt, now),
      started: performanceHasBegun(ticket.performance.startsAt, now),
    };
  });
}

/** Tickets gathered by performance, performances in the order their first ticket comes. */
export function byPerformance<T extends { performance: { id: string } }>(
  tickets: readonly T[],
): Array<{ performance: T['performance']; tickets: T[] }> {
  const groups = new Map<string, { performance: T['performance']; tickets: T[] }>();
  for (const ticket of tickets) {
    const group = groups.get(ticket.performance.id);
    if (group) group.tickets.push(ticket);
    else groups.set(ticket.performance.id, { performance: ticket.performance, tickets: [ticket] });
  }
  return [...groups.values()];
}
