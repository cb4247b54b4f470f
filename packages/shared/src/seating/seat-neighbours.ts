/**
 * Which seats touch which (ADR 053): the one adjacency rule that best-available, the
 * plan's validation and the map's keyboard navigation share.
 */
import {
  NEIGHBOUR_DISTANCE,
  type PlanRow,
  type PlanSeat,
  planSeats,
  type ReservedArea,
  type SeatPlan,
} from './seat-plan.ts';

/** Two seats touch when their centres are at most `NEIGHBOUR_DISTANCE` apart; farther, an aisle lies between. */
export const touching = (a: Pick<PlanSeat, 'x' | 'y'>, b: Pick<PlanSeat, 'x' | 'y'>): boolean =>
  Math.hypot(a.x - b.x, a.y - b.y) <= NEIGHBOUR_DISTANCE;

/** A row cut at its aisles: runs of seats that each touch the next, left to right. */
export function rowRuns(row: PlanRow): PlanSeat[][] {
  const runs: PlanSeat[][] = [];
  let run: PlanSeat[] = [];
  for (const seat of row.seats) {
    const last = run[run.length - 1];
    if (last && !touching(last, seat)) {
      runs.push(run);
      run = [];
    }
    run.push(seat);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Where a seat sits and what lies around it; keys name the seats. */
export interface SeatLinks {
  area: ReservedArea;
  row: PlanRow;
  seat: PlanSeat;
  /** Its place in the plan's order (areas, rows, seats as listed): sorts keys into row order. */
  order: number;
  /** The touching seat on its left / right (none across an aisle): what "adjacent" means for a block. */
  left?: string;
  right?: string;
  /** The seat listed before / after it in the row, across an aisle too: the arrow keys' left and right. */
  previous?: string;
  next?: string;
  /** The nearest seat (by x) in the row drawn above / below it in the same area: the arrow keys' up and down. */
  up?: string;
  down?: string;
}

/** Every numbered seat of the plan with its neighbours, by key. */
export function seatNeighbours(plan: SeatPlan): Map<string, SeatLinks> {
  const links = new Map<string, SeatLinks>();
  let order = 0;
  for (const { area, row, seat } of planSeats(plan)) links.set(seat.key, { area, row, seat, order: order++ });
  for (const area of plan.areas) {
    if (area.kind !== 'reserved') continue;
    for (const row of area.rows) linkRow(row, links);
    const drawn = [...area.rows].filter((row) => row.seats.length > 0).sort((a, b) => meanY(a) - meanY(b));
    drawn.forEach((row, i) => {
      const above = drawn[i - 1];
      const below = drawn[i + 1];
      for (const seat of row.seats) {
        const link = links.get(seat.key);
        if (!link) continue;
        if (above) link.up = nearestByX(above, seat.x).key;
        if (below) link.down = nearestByX(below, seat.x).key;
      }
    });
  }
  return links;
}

function linkRow(row: PlanRow, links: Map<string, SeatLinks>): void {
  row.seats.forEach((seat, i) => {
    const link = links.get(seat.key);
    const before = row.seats[i - 1];
    const after = row.seats[i + 1];
    if (!link) return;
    if (before) {
      link.previous = before.key;
      if (touching(before, seat)) link.left = before.key;
    }
    if (after) {
      link.next = after.key;
      if (touching(seat, after)) link.right = after.key;
    }
  });
}

const meanY = (row: PlanRow) => row.seats.reduce((sum, seat) => sum + seat.y, 0) / row.seats.length;

function nearestByX(row: PlanRow, x: number): PlanSeat {
  // Callers pass rows with seats only, so the first seat is there.
  let best = row.seats[0]!;
  for (const seat of row.seats) if (Math.abs(seat.x - x) < Math.abs(best.x - x)) best = seat;
  return best;
}

/** The keys sorted into the plan's order: areas, rows, then left to right. Unknown keys go last. */
export function inPlanOrder(keys: Iterable<string>, links: ReadonlyMap<string, SeatLinks>): string[] {
  const at = (key: string) => links.get(key)?.order ?? Number.POSITIVE_INFINITY;
  return [...keys].sort((a, b) => at(a) - at(b));
}
