/**
 * Tickets as the customer's pages show them: which seat of how many, whether the
 * performance is past, and the QR symbol only while the ticket still admits someone.
 * Pure and safe on both sides; the server draws the symbols (ADR 037).
 */
import { performanceHasBegun, performanceIsOver } from '@foyer/shared/door-window';
import type { QrSymbol } from './qr-path';

/** What is read of a ticket to show it. */
export interface TicketLike {
  code: string;
  /** The code to read aloud at the door, e.g. 7G3-K9Q-2MX (ADR 057). */
  shortCode: string;
  status: 'VALID' | 'ADMITTED' | 'VOID';
  voidReason?: string | null;
  orderCode: string;
  performance: { id: string; startsAt: string };
}

/** A ticket ready for a card: a void ticket has neither codes nor symbol to show at the door. */
export type TicketView<T extends TicketLike> = Omit<T, 'code' | 'shortCode'> & {
  code: string | null;
  shortCode: string | null;
  qr: QrSymbol | null;
  /**
   * How many seats the ticket's order holds for its performance now ("ticket 2 of 3"), as
   * the door counts them: a cancelled seat (the highest numbers) no longer counts, but its
   * own void ticket still says how many there were ("ticket 3 of 3").
   */
  of: number;
  /** Its door has closed (6 hours after the start, ADR 035): a past performance. */
  past: boolean;
  /** Begun, but the door still admits latecomers: shown with the upcoming ones, "started at". */
  started: boolean;
};

/** Vendure's void reason for a seat the order no longer holds (commerce/src/plugins/tickets/ticket-rules.ts). */
const SEAT_CANCELLED = 'SEAT_CANCELLED';

const seatsKey = (ticket: TicketLike) => `${ticket.orderCode}|${ticket.performance.id}`;

export function ticketViews<T extends TicketLike>(
  tickets: readonly T[],
  draw: (code: string) => QrSymbol,
  now: Date,
): Array<TicketView<T>> {
  const count = (map: Map<string, number>, ticket: T) =>
    map.set(seatsKey(ticket), (map.get(seatsKey(ticket)) ?? 0) + 1);
  const issued = new Map<string, number>();
  const held = new Map<string, number>();
  for (const ticket of tickets) {
    count(issued, ticket);
    if (ticket.voidReason !== SEAT_CANCELLED) count(held, ticket);
  }
  return tickets.map((ticket) => {
    const admits = ticket.status !== 'VOID';
    const seats = ticket.voidReason === SEAT_CANCELLED ? issued : held;
    return {
      ...ticket,
      code: admits ? ticket.code : null,
      shortCode: admits ? ticket.shortCode : null,
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
