/**
 * "Best available" (ADR 053): the seats the shop offers for "N seats, please" before anyone
 * opens the map. Only numbered seats; unreserved areas sell by count elsewhere.
 *
 * - Adjacent: seats of one run of a row (each touching the next, no aisle between; `rowRuns`).
 * - Best: the lowest score, the mean of the seats' `seatScore`: the distance from the sweet spot
 *   (a point on the stage's centre line, a third of the way from the stage's front edge to the
 *   farthest seat), plus `RESTRICTED_VIEW_PENALTY` for a restricted view. Ties go to the block
 *   that comes first in the plan's order.
 * - The lone-seat rule: a choice strands a seat when a free seat next to it (in its run) is
 *   left with no free neighbour. Among blocks of the best block's class (the price zones it
 *   spans), the best one that strands nobody wins; when all of that class strand a seat, the
 *   best block is taken anyway.
 * - Wheelchair spaces and companion seats are kept for wheelchair users: a request without
 *   wheelchair spaces never takes either. A space is offered only with its own companion seat
 *   free; a space the plan gives no companion is left to the box office.
 * - A wheelchair request's fallback (no run holds the whole group) takes the best-scoring
 *   spaces with their companions as they are; the lone-seat rule applies to the other seats' block.
 */
import { rowRuns } from './seat-neighbours.ts';
import { type PlanSeat, planSeats, type SeatPlan } from './seat-plan.ts';

export interface BestAvailableRequest {
  /** Seats wanted, companions included; wheelchair spaces come on top of them. */
  count: number;
  /** Wheelchair spaces wanted, each sold with its companion seat (one of the `count`); at most `count`. */
  wheelchair?: number;
  /** Only seats of this price zone. */
  zone?: string;
  /** Only seats whose zone costs at most this (minor units); a zone without a price is left out. */
  maxPrice?: number;
}

/** How much worse a restricted view is, in drawing units: about eight rows farther back. */
export const RESTRICTED_VIEW_PENALTY = 10;

/** The point the best seats are nearest to; see the file's comment. */
export function sweetSpot(plan: SeatPlan): { x: number; y: number } {
  const stage = { x: plan.stage.x + plan.stage.width / 2, y: plan.stage.y + plan.stage.height / 2 };
  const seats = [...planSeats(plan)].map(({ seat }) => seat);
  if (seats.length === 0) return stage;
  const mean = (pick: (seat: PlanSeat) => number) => seats.reduce((sum, seat) => sum + pick(seat), 0) / seats.length;
  const dx = mean((seat) => seat.x) - stage.x;
  const dy = mean((seat) => seat.y) - stage.y;
  // The audience faces the stage along the axis on which the seats lie farther from it.
  const vertical = Math.abs(dy) >= Math.abs(dx);
  const sign = (vertical ? dy : dx) < 0 ? -1 : 1;
  const along = (seat: PlanSeat) => sign * (vertical ? seat.y - stage.y : seat.x - stage.x);
  const front = (vertical ? plan.stage.height : plan.stage.width) / 2;
  const farthest = Math.max(...seats.map(along));
  const depth = front + Math.max(0, farthest - front) / 3;
  return vertical ? { x: stage.x, y: stage.y + sign * depth } : { x: stage.x + sign * depth, y: stage.y };
}

/** One seat's score: lower is better. */
export const seatScore = (seat: PlanSeat, spot: { x: number; y: number }): number =>
  Math.hypot(seat.x - spot.x, seat.y - spot.y) + (seat.restrictedView ? RESTRICTED_VIEW_PENALTY : 0);

interface Candidate {
  seats: PlanSeat[];
  score: number;
  /** The zones it spans: the lone-seat rule compares blocks of one class only. */
  kind: string;
  strands: boolean;
}

/**
 * The best free block for `request`, keys in the plan's order (rows, then left to right), or
 * null when nothing fits. A wheelchair request wants one block in one run holding the spaces,
 * their companions and the other seats; when no run has one, it gets the best spaces with their
 * companions wherever they are and the other seats as the best block of their own.
 */
export function bestAvailable(
  plan: SeatPlan,
  taken: ReadonlySet<string>,
  request: BestAvailableRequest,
  zonePrices: Record<string, number>,
): string[] | null {
  const { count, wheelchair = 0 } = request;
  if (!Number.isInteger(count) || count < 1) throw new RangeError('Ask for a whole number of seats, at least 1.');
  if (!Number.isInteger(wheelchair) || wheelchair < 0 || wheelchair > count)
    throw new RangeError('Ask for a whole number of wheelchair spaces, at most one per seat.');

  const spot = sweetSpot(plan);
  const runs = plan.areas.flatMap((area) => (area.kind === 'reserved' ? area.rows.flatMap(rowRuns) : []));
  const order = new Map([...planSeats(plan)].map(({ seat }, i) => [seat.key, i]));
  const sorted = (seats: PlanSeat[]) =>
    seats.map((seat) => seat.key).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const fits = (seat: PlanSeat) =>
    !taken.has(seat.key) &&
    (request.zone === undefined || seat.zone === request.zone) &&
    (request.maxPrice === undefined || (zonePrices[seat.zone] ?? Number.POSITIVE_INFINITY) <= request.maxPrice);
  const ordinary = (seat: PlanSeat) => !seat.wheelchair && seat.companionOf === undefined;

  if (wheelchair === 0) {
    const block = choose(blocks(runs, count, taken, spot, (window) => window.every((s) => fits(s) && ordinary(s))));
    return block ? sorted(block) : null;
  }

  const together = choose(
    blocks(runs, count + wheelchair, taken, spot, (w) => w.every(fits) && holdsUnits(w, wheelchair)),
  );
  if (together) return sorted(together);

  const companionOf = new Map<string, PlanSeat>();
  for (const { seat } of planSeats(plan)) if (seat.companionOf) companionOf.set(seat.companionOf, seat);
  const units: { seats: PlanSeat[]; score: number }[] = [];
  for (const { seat } of planSeats(plan)) {
    const companion = companionOf.get(seat.key);
    if (seat.wheelchair && companion && fits(seat) && fits(companion)) {
      units.push({ seats: [seat, companion], score: (seatScore(seat, spot) + seatScore(companion, spot)) / 2 });
    }
  }
  if (units.length < wheelchair) return null;
  // Stable sort: equal scores keep the plan's order.
  const chosen = units
    .sort((a, b) => a.score - b.score)
    .slice(0, wheelchair)
    .flatMap((unit) => unit.seats);
  if (count === wheelchair) return sorted(chosen);
  const busy = new Set([...taken, ...chosen.map((seat) => seat.key)]);
  const rest = choose(
    blocks(runs, count - wheelchair, busy, spot, (window) => window.every((s) => fits(s) && ordinary(s))),
  );
  return rest ? sorted([...chosen, ...rest]) : null;
}

/** Whether a window holds exactly `spaces` wheelchair spaces, each with its companion, and no stray companion. */
function holdsUnits(window: PlanSeat[], spaces: number): boolean {
  const keys = new Set(window.map((seat) => seat.key));
  const inWindow = window.filter((seat) => seat.wheelchair);
  const companions = window.filter((seat) => seat.companionOf !== undefined);
  return (
    inWindow.length === spaces &&
    companions.every((seat) => keys.has(seat.companionOf ?? '')) &&
    inWindow.every((space) => companions.some((seat) => seat.companionOf === space.key))
  );
}

/** Every window of `size` seats in a run that `accepts`, in the plan's order. */
function blocks(
  runs: PlanSeat[][],
  size: number,
  taken: ReadonlySet<string>,
  spot: { x: number; y: number },
  accepts: (window: PlanSeat[]) => boolean,
): Candidate[] {
  const free = (seat: PlanSeat | undefined) => seat !== undefined && !taken.has(seat.key);
  const candidates: Candidate[] = [];
  for (const run of runs) {
    for (let start = 0; start + size <= run.length; start++) {
      const window = run.slice(start, start + size);
      if (!accepts(window)) continue;
      const end = start + size - 1;
      // Only the seats just outside the window lose a free neighbour.
      const strands = (free(run[start - 1]) && !free(run[start - 2])) || (free(run[end + 1]) && !free(run[end + 2]));
      candidates.push({
        seats: window,
        score: window.reduce((sum, seat) => sum + seatScore(seat, spot), 0) / size,
        kind: [...new Set(window.map((seat) => seat.zone))].sort().join('+'),
        strands,
      });
    }
  }
  return candidates;
}

/** The lone-seat rule over candidates in the plan's order; see the file's comment. */
function choose(candidates: Candidate[]): PlanSeat[] | null {
  const best = lowest(candidates);
  if (!best) return null;
  if (!best.strands) return best.seats;
  return (lowest(candidates.filter((c) => c.kind === best.kind && !c.strands)) ?? best).seats;
}

function lowest(candidates: Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of candidates) if (!best || candidate.score < best.score) best = candidate;
  return best;
}
