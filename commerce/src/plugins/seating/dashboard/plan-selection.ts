import { type PlanRow, type PlanSeat, planSeats, type SeatPlan } from '../../../shared/seating/seat-plan';

/** A numbered seat with where it sits, as the map and its selection see it. */
export interface MapSeat {
  key: string;
  areaKey: string;
  rowLabel: string;
  seat: PlanSeat;
}

/** Every numbered seat of the plan, in plan order (area, row, left to right). */
export const mapSeats = (plan: SeatPlan): MapSeat[] =>
  [...planSeats(plan)].map(({ area, row, seat }) => ({ key: seat.key, areaKey: area.key, rowLabel: row.label, seat }));

/** "Stalls, row F, seat 12", for labels and lists; the area's English name is the staff's language. */
export function seatName(plan: SeatPlan, key: string): string {
  for (const { area, row, seat } of planSeats(plan)) {
    if (seat.key === key) return `${area.name.en}, row ${row.label}, seat ${seat.label}`;
  }
  return key;
}

/**
 * The seats a dragged rectangle touches: a seat is a 1 × 1 cell around its centre, so a
 * drag that crosses a seat's edge takes it (corners in plan units, in any order).
 */
export function seatsInBox(plan: SeatPlan, a: { x: number; y: number }, b: { x: number; y: number }): string[] {
  const [left, right] = [Math.min(a.x, b.x) - 0.5, Math.max(a.x, b.x) + 0.5];
  const [top, bottom] = [Math.min(a.y, b.y) - 0.5, Math.max(a.y, b.y) + 0.5];
  return mapSeats(plan)
    .filter(({ seat }) => seat.x > left && seat.x < right && seat.y > top && seat.y < bottom)
    .map(({ key }) => key);
}

function rowWith(plan: SeatPlan, key: string): PlanRow | undefined {
  for (const { row, seat } of planSeats(plan)) if (seat.key === key) return row;
  return undefined;
}

/** Every seat of the row the seat is in (row-select). */
export const rowKeys = (plan: SeatPlan, key: string): string[] =>
  rowWith(plan, key)?.seats.map((seat) => seat.key) ?? [];

/**
 * The seats from `from` to `to` inclusive (shift-click): along the row when both are in
 * one row, otherwise every seat between them in plan order.
 */
export function seatRange(plan: SeatPlan, from: string, to: string): string[] {
  const keys = mapSeats(plan).map((seat) => seat.key);
  const [i, j] = [keys.indexOf(from), keys.indexOf(to)];
  if (i < 0 || j < 0) return j < 0 ? [] : [to];
  return keys.slice(Math.min(i, j), Math.max(i, j) + 1);
}

/** Adds the seats to the selection, or takes them out when every one is already in it. */
export function toggleSeats(selection: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  const next = new Set(selection);
  const allIn = keys.length > 0 && keys.every((key) => selection.has(key));
  for (const key of keys) {
    if (allIn) next.delete(key);
    else next.add(key);
  }
  return next;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The seat the keyboard's cursor moves to: left and right along the row, up and down to
 * the nearest seat (by x) of the row drawn above or below; the same seat at an edge.
 */
export function moveCursor(plan: SeatPlan, key: string, direction: Direction): string {
  const rows = [...plan.areas.flatMap((area) => (area.kind === 'reserved' ? area.rows : []))]
    .filter((row) => row.seats.length > 0)
    .map((row) => ({ row, y: row.seats.reduce((sum, seat) => sum + seat.y, 0) / row.seats.length }))
    .sort((a, b) => a.y - b.y);
  const at = rows.findIndex(({ row }) => row.seats.some((seat) => seat.key === key));
  if (at < 0) return key;
  const seats = rows[at]!.row.seats;
  const index = seats.findIndex((seat) => seat.key === key);
  if (direction === 'left') return seats[Math.max(0, index - 1)]!.key;
  if (direction === 'right') return seats[Math.min(seats.length - 1, index + 1)]!.key;
  const target = rows[direction === 'up' ? at - 1 : at + 1];
  if (!target) return key;
  const x = seats[index]!.x;
  return target.row.seats.reduce((best, seat) => (Math.abs(seat.x - x) < Math.abs(best.x - x) ? seat : best)).key;
}
