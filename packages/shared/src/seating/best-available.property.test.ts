/**
 * Best-available against a brute force: on small generated plans every set of free seats of
 * the right size is enumerated and judged with this file's own adjacency and lone-seat checks,
 * so the windows and shortcuts of `best-available.ts` are checked, not repeated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BestAvailableRequest, bestAvailable, seatScore, sweetSpot } from './best-available.ts';
import { generateSeatPlan } from './generate-plan.ts';
import { withWheelchairSpace } from './plan-edits.ts';
import { NEIGHBOUR_DISTANCE, type PlanSeat, planSeats, type SeatPlan } from './seat-plan.ts';

const PRICES: Record<string, number> = { A: 3000, B: 2000 };

/** Small plans from the generator: up to 4 rows of up to 8 seats, aisles, curves, some wheelchair spaces. */
const planArbitrary = (wheelchairs: { minLength: number; maxLength: number }) =>
  fc
    .record({
      seatsPerRow: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }),
      aisles: fc.array(fc.record({ after: fc.integer({ min: 1, max: 6 }), width: fc.constantFrom(1, 1.5, 3) }), {
        maxLength: 2,
      }),
      curve: fc.constantFrom(0, 0, 0.2, 0.7, 1),
      numbering: fc.constantFrom('left-to-right' as const, 'odd-even' as const),
      rowZones: fc.array(fc.constantFrom('A', 'B'), { maxLength: 4 }),
      wheelchairs: fc.array(fc.record({ seat: fc.nat(), companionLeft: fc.boolean() }), wheelchairs),
    })
    .map((options): SeatPlan => {
      const plan = generateSeatPlan({
        zones: [
          { code: 'A', name: { bg: 'А', en: 'A' } },
          { code: 'B', name: { bg: 'Б', en: 'B' } },
        ],
        stage: { width: 6, depth: 2 },
        areas: [
          {
            key: 'hall',
            name: { bg: 'Зала', en: 'Hall' },
            rows: options.seatsPerRow.length,
            seatsPerRow: options.seatsPerRow,
            aisles: options.aisles,
            curve: options.curve,
            numbering: options.numbering,
            originY: 1,
            zone: 'A',
            rowZones: options.rowZones,
          },
        ],
      });
      const area = plan.areas[0];
      if (area?.kind !== 'reserved') return plan;
      let edited = area;
      for (const { seat, companionLeft } of options.wheelchairs) {
        const seats = [...planSeats(plan)].map((s) => s.seat);
        const space = seats[seat % seats.length]!;
        const row = edited.rows.find((r) => r.seats.some((s) => s.key === space.key))!;
        const i = row.seats.findIndex((s) => s.key === space.key);
        const companion = row.seats[companionLeft ? i - 1 : i + 1];
        const plain = (s: PlanSeat | undefined) => s && !s.wheelchair && s.companionOf === undefined;
        const current = (key: string) => edited.rows.flatMap((r) => r.seats).find((s) => s.key === key);
        if (!companion || !touch(space, companion) || !plain(current(space.key)) || !plain(current(companion.key)))
          continue;
        edited = withWheelchairSpace(edited, space.key, companion.key);
      }
      return { ...plan, areas: [edited] };
    });

const touch = (a: PlanSeat, b: PlanSeat) => Math.hypot(a.x - b.x, a.y - b.y) <= NEIGHBOUR_DISTANCE;

const requestArbitrary = fc.record({
  count: fc.integer({ min: 1, max: 4 }),
  // Mostly no filter, so most requests have blocks to choose from; no seat is in zone `C`.
  zone: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, fc.constantFrom('A', 'B', 'C')),
  maxPrice: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, fc.constantFrom(1500, 2500, 3500)),
});

/** A plan with some seats taken (held, sold or blocked), from an empty house to half full. */
const houseArbitrary = (wheelchairs = { minLength: 0, maxLength: 3 }) =>
  fc
    .tuple(
      planArbitrary(wheelchairs),
      fc.constantFrom(0, 15, 30, 50),
      // Without bias: fast-check's small-value bias would take nearly every seat.
      fc.array(fc.noBias(fc.integer({ min: 0, max: 99 })), { minLength: 32, maxLength: 32 }),
    )
    .map(([plan, density, draws]) => ({
      plan,
      taken: new Set([...planSeats(plan)].filter((_, i) => (draws[i] ?? 100) < density).map(({ seat }) => seat.key)),
    }));

interface Placed {
  seat: PlanSeat;
  row: PlanSeat[];
  index: number;
  order: number;
}

function placed(plan: SeatPlan): Placed[] {
  return [...planSeats(plan)].map(({ row, seat }, order) => ({
    seat,
    row: row.seats,
    index: row.seats.indexOf(seat),
    order,
  }));
}

/** Every set of `size` seats of one row from `pool`: sets across rows are never adjacent. */
function rowSubsets(pool: readonly Placed[], size: number): Placed[][] {
  const rows = new Map<PlanSeat[], Placed[]>();
  for (const p of pool) rows.set(p.row, [...(rows.get(p.row) ?? []), p]);
  return [...rows.values()].flatMap((row) => [...subsets(row, size)]);
}

/** Every set of `size` items from `pool`. */
function* subsets<T>(pool: readonly T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= pool.length - size; i++)
    for (const rest of subsets(pool, size - 1, i + 1)) yield [pool[i]!, ...rest];
}

/** One row, consecutive as listed, each seat touching the next. */
function adjacent(block: readonly Placed[]): boolean {
  const sorted = [...block].sort((a, b) => a.order - b.order);
  return sorted.every(
    (p, i) =>
      i === 0 ||
      (p.row === sorted[0]!.row && p.index === sorted[i - 1]!.index + 1 && touch(sorted[i - 1]!.seat, p.seat)),
  );
}

/** Whether taking `block` leaves a free seat with no free touching neighbour that had one before. */
function strands(all: readonly Placed[], taken: ReadonlySet<string>, block: readonly Placed[]): boolean {
  const chosen = new Set(block.map((p) => p.seat.key));
  const freeBefore = (s: PlanSeat | undefined) => s !== undefined && !taken.has(s.key);
  const freeAfter = (s: PlanSeat | undefined) => freeBefore(s) && !chosen.has(s!.key);
  const freeNeighbours = (p: Placed, free: (s: PlanSeat | undefined) => boolean) =>
    [p.row[p.index - 1], p.row[p.index + 1]].filter((s) => s && touch(s, p.seat) && free(s)).length;
  return all.some((p) => freeAfter(p.seat) && freeNeighbours(p, freeBefore) > 0 && freeNeighbours(p, freeAfter) === 0);
}

function fits(p: Placed, taken: ReadonlySet<string>, request: BestAvailableRequest): boolean {
  const { seat } = p;
  return (
    !taken.has(seat.key) &&
    (request.zone === undefined || seat.zone === request.zone) &&
    (request.maxPrice === undefined || (PRICES[seat.zone] ?? Number.POSITIVE_INFINITY) <= request.maxPrice)
  );
}

const ordinary = (p: Placed) => !p.seat.wheelchair && p.seat.companionOf === undefined;
const zonesOf = (block: readonly Placed[]) => [...new Set(block.map((p) => p.seat.zone))].sort().join('+');
const keysOf = (block: readonly Placed[]) => block.map((p) => p.seat.key).sort();

describe('bestAvailable, against a brute force', () => {
  it('gives free, fitting, adjacent ordinary seats, the best that strands nobody in the best class, or null when none exist', () => {
    fc.assert(
      fc.property(houseArbitrary(), requestArbitrary, ({ plan, taken }, request) => {
        const all = placed(plan);
        const spot = sweetSpot(plan);
        const pool = all.filter((p) => fits(p, taken, request) && ordinary(p));
        const candidates = rowSubsets(pool, request.count)
          .filter(adjacent)
          .map((block) => ({
            block,
            score: block.reduce((sum, p) => sum + seatScore(p.seat, spot), 0) / block.length,
            kind: zonesOf(block),
            strands: strands(all, taken, block),
          }));
        const result = bestAvailable(plan, taken, request, PRICES);
        if (candidates.length === 0) {
          expect(result).toBeNull();
          return;
        }
        expect(result).not.toBeNull();
        const got = candidates.find((c) => keysOf(c.block).join() === [...(result ?? [])].sort().join());
        expect(got, 'the result is a valid block').toBeDefined();
        expect(result).toEqual(all.filter((p) => result?.includes(p.seat.key)).map((p) => p.seat.key));

        const best = Math.min(...candidates.map((c) => c.score));
        const bestClass = candidates.filter((c) => c.score <= best + 1e-9).map((c) => c.kind);
        const kind = got!.kind;
        expect(bestClass).toContain(kind);
        const sparing = candidates.filter((c) => c.kind === kind && !c.strands);
        if (sparing.length > 0) {
          expect(got!.strands, 'strands a seat though a block of its class strands none').toBe(false);
          expect(got!.score).toBeCloseTo(Math.min(...sparing.map((c) => c.score)), 9);
        } else expect(got!.score).toBeCloseTo(best, 9);
      }),
      { numRuns: 400 },
    );
  });

  it('sells wheelchair spaces with their companions, together with the rest when a run allows, or null only when nothing fits', () => {
    const wheelchairRequest = requestArbitrary.chain((request) =>
      fc.integer({ min: 1, max: request.count }).map((wheelchair) => ({ ...request, wheelchair })),
    );
    fc.assert(
      fc.property(houseArbitrary({ minLength: 2, maxLength: 6 }), wheelchairRequest, ({ plan, taken }, request) => {
        const all = placed(plan);
        const byKey = new Map(all.map((p) => [p.seat.key, p]));
        const pool = all.filter((p) => fits(p, taken, request));
        const whole = (block: readonly Placed[]) => {
          const keys = new Set(block.map((p) => p.seat.key));
          const spaces = block.filter((p) => p.seat.wheelchair);
          return (
            spaces.length === request.wheelchair &&
            spaces.every((s) => block.some((p) => p.seat.companionOf === s.seat.key)) &&
            block.every((p) => p.seat.companionOf === undefined || keys.has(p.seat.companionOf))
          );
        };
        const together = rowSubsets(pool, request.count + request.wheelchair).some((b) => adjacent(b) && whole(b));
        const units = pool.filter(
          (p) => p.seat.wheelchair && pool.some((c) => c.seat.companionOf === p.seat.key),
        ).length;
        const rest = request.count - request.wheelchair;
        const restFits = rest === 0 || rowSubsets(pool.filter(ordinary), rest).some(adjacent);
        const result = bestAvailable(plan, taken, request, PRICES);

        if (!together && !(units >= request.wheelchair && restFits)) {
          expect(result).toBeNull();
          return;
        }
        expect(result).not.toBeNull();
        const block = (result ?? []).map((key) => byKey.get(key)!);
        expect(block).toHaveLength(request.count + request.wheelchair);
        expect(block.every((p) => fits(p, taken, request))).toBe(true);
        expect(whole(block), 'every space with its companion, no stray companion').toBe(true);
        if (together) expect(adjacent(block), 'one block when a run holds one').toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
