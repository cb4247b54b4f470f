import { type PlanRow, type PlanSeat, planSeats, type SeatPlan } from '@foyer/shared/seating/seat-plan';

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
