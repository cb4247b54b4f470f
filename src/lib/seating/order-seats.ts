import { MAX_SEATS_PER_ORDER } from '@foyer/shared/seating/seat-codes';

/**
 * An order's numbered seats by line, for the cart, the checkout's summary and the
 * confirmation: "Stalls, row F, seat 12" under each ticket line, and how many of a line's
 * tickets lost their seat (a hold that ran out and went to someone else). Pure.
 */

/** What an order line and an order seat need to be matched (`OrderDetail.lines`, `OrderDetail.seats`). */
export interface SeatOfOrder {
  performanceId: string;
  orderLineId?: string | null;
  key: string;
  area: string;
  row?: string | null;
  seat?: string | null;
}

export interface LineOfOrder {
  id: string;
  quantity: number;
  productVariant: { id: string };
  /** The performance whose numbered seats the line sells (Vendure knows it even when no seat is left). */
  seatPerformanceId?: string | null;
}

export interface LineSeats<S extends SeatOfOrder> {
  /** The line's seats, in plan order. */
  seats: S[];
  /** Tickets of the line without a seat. */
  missing: number;
  /** The performance the line's seats are for, when any seat of its ticket is known. */
  performanceId?: string;
}

/**
 * Each line's seats. A line is reserved when Vendure says it sells a performance's seats,
 * when it has a seat, or when another line of the same ticket (the same performance,
 * another zone) has one; other lines are not in the map.
 */
export function seatsByLine<S extends SeatOfOrder>(
  lines: readonly LineOfOrder[],
  seats: readonly S[],
): Map<string, LineSeats<S>> {
  const byLine = new Map<string, S[]>();
  for (const seat of seats) {
    if (!seat.orderLineId) continue;
    byLine.set(seat.orderLineId, [...(byLine.get(seat.orderLineId) ?? []), seat]);
  }
  const performanceOfVariant = new Map<string, string>();
  for (const line of lines) {
    const first = byLine.get(line.id)?.[0];
    if (first) performanceOfVariant.set(line.productVariant.id, first.performanceId);
  }
  const result = new Map<string, LineSeats<S>>();
  for (const line of lines) {
    const performanceId = line.seatPerformanceId ?? performanceOfVariant.get(line.productVariant.id);
    if (!performanceId) continue;
    const own = byLine.get(line.id) ?? [];
    result.set(line.id, { seats: own, missing: Math.max(0, line.quantity - own.length), performanceId });
  }
  return result;
}

/** The first reserved performance of the order: where "choose your seats again" leads. */
export const reservedPerformanceOf = (
  seats: readonly SeatOfOrder[],
  lines: readonly Pick<LineOfOrder, 'seatPerformanceId'>[] = [],
): string | undefined =>
  seats[0]?.performanceId ?? lines.find((line) => line.seatPerformanceId)?.seatPerformanceId ?? undefined;

/**
 * The most seats the order holds for one performance, when that is more than one order may
 * buy (two carts merged on sign-in, ADR 077); undefined when every performance is within it.
 */
export function seatsOverLimit(seats: readonly Pick<SeatOfOrder, 'performanceId'>[]): number | undefined {
  const perPerformance = new Map<string, number>();
  for (const seat of seats) perPerformance.set(seat.performanceId, (perPerformance.get(seat.performanceId) ?? 0) + 1);
  const most = Math.max(0, ...perPerformance.values());
  return most > MAX_SEATS_PER_ORDER ? most : undefined;
}
