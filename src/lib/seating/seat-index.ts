/**
 * The seat plan read for the map, the list and the keyboard: every seat by its key with
 * its area and row, and the rows in the order the arrow keys walk them. Pure; built once
 * per plan object (a WeakMap), so the 250 seats of a hall are indexed once, not per render.
 */
import {
  type PlanRow,
  type PlanSeat,
  planSeats,
  type ReservedArea,
  type SeatPlan,
  type UnreservedArea,
  unreservedPlaceKey,
} from '@foyer/shared/seating/seat-plan';

/** A taken seat as the Shop API reports it (`TakenSeat`); a seat not in the map is free. */
export interface SeatStatus {
  state: 'held' | 'sold' | 'blocked';
  /** Held or bought by the shopper looking at the map. */
  mine: boolean;
}

/** The performance's taken seats by key. */
export type SeatStates = ReadonlyMap<string, SeatStatus>;

/** A zone's price for the performance (`SeatZonePrice`), its name already in the page's language. */
export interface ZonePrice {
  code: string;
  name: string;
  /** Minor units, tax included. */
  priceWithTax: number;
}

/** One word for what a seat is to the shopper: what it looks like and what it says. */
export type SeatView = 'free' | 'mine' | 'bought' | 'held' | 'sold' | 'blocked';

export function seatView(status: SeatStatus | undefined): SeatView {
  if (!status) return 'free';
  if (status.mine) return status.state === 'held' ? 'mine' : 'bought';
  return status.state;
}

/** Only a free seat can be chosen and only one's own held seat given back; a bought seat stays bought. */
export const isToggleable = (view: SeatView) => view === 'free' || view === 'mine';

export interface IndexedSeat {
  seat: PlanSeat;
  row: PlanRow;
  area: ReservedArea;
  /** Index of its row in `PlanIndex.lines`. */
  line: number;
  /** Index in its row, left to right. */
  position: number;
  /** The companion seat of a wheelchair space. */
  companion: boolean;
}

export interface PlanIndex {
  seats: ReadonlyMap<string, IndexedSeat>;
  /** Every row's seats, top to bottom as drawn: an area's rows together, areas in drawing order. */
  lines: ReadonlyArray<ReadonlyArray<PlanSeat>>;
}

const indexes = new WeakMap<SeatPlan, PlanIndex>();

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);

export function indexPlan(plan: SeatPlan): PlanIndex {
  const known = indexes.get(plan);
  if (known) return known;
  // Areas stay whole (a row never jumps to a side area at the same height and back);
  // they are ordered by their top edge, then left edge, and their rows by height.
  const areas = plan.areas
    .filter((area): area is ReservedArea => area.kind === 'reserved' && area.rows.some((r) => r.seats.length > 0))
    .map((area) => {
      const all = area.rows.flatMap((row) => row.seats);
      return {
        area,
        top: Math.min(...all.map((s) => s.y)),
        left: Math.min(...all.map((s) => s.x)),
        rows: area.rows
          .filter((row) => row.seats.length > 0)
          .map((row) => ({ row, y: mean(row.seats.map((s) => s.y)) }))
          .sort((a, b) => a.y - b.y),
      };
    })
    .sort((a, b) => a.top - b.top || a.left - b.left);
  const companions = new Set<string>();
  for (const { seat } of planSeats(plan)) if (seat.companionOf) companions.add(seat.key);
  const seats = new Map<string, IndexedSeat>();
  const lines: PlanSeat[][] = [];
  for (const { area, rows } of areas) {
    for (const { row } of rows) {
      const line = lines.length;
      lines.push(row.seats);
      row.seats.forEach((seat, position) => {
        seats.set(seat.key, { seat, row, area, line, position, companion: companions.has(seat.key) });
      });
    }
  }
  const index = { seats, lines };
  indexes.set(plan, index);
  return index;
}

/** How many places of an unreserved area nobody holds, bought or kept back. */
export function placesLeft(area: UnreservedArea, states: SeatStates): number {
  let taken = 0;
  for (let n = 1; n <= area.capacity; n++) if (states.has(unreservedPlaceKey(area.key, n))) taken++;
  return area.capacity - taken;
}

/** The places of an unreserved area held for the shopper looking at the map, in number order. */
export function placesHeldByMe(area: UnreservedArea, states: SeatStates): string[] {
  const keys: string[] = [];
  for (let n = 1; n <= area.capacity; n++) {
    const key = unreservedPlaceKey(area.key, n);
    const status = states.get(key);
    if (status?.mine && status.state === 'held') keys.push(key);
  }
  return keys;
}

/**
 * The seat whose 1 × 1 cell holds a point of the plan, the nearest if cells overlap: a seat's
 * target is its whole cell, not only its drawn shape, without an element to catch the click.
 */
export function seatAtPoint(index: PlanIndex, point: { x: number; y: number }): string | undefined {
  let found: string | undefined;
  let nearest = Number.POSITIVE_INFINITY;
  for (const { seat } of index.seats.values()) {
    const dx = Math.abs(seat.x - point.x);
    const dy = Math.abs(seat.y - point.y);
    if (dx > 0.5 || dy > 0.5) continue;
    const distance = dx * dx + dy * dy;
    if (distance < nearest) {
      nearest = distance;
      found = seat.key;
    }
  }
  return found;
}
