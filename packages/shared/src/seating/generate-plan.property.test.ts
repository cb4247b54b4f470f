import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSeatPlan, type ReservedAreaOptions } from './generate-plan.ts';
import { seatPlanProblems } from './plan-problems.ts';
import { NEIGHBOUR_DISTANCE, planCapacity, planSeats, type ReservedArea } from './seat-plan.ts';

const areaArbitrary = (key: string) =>
  fc
    .record({
      rows: fc.integer({ min: 1, max: 30 }),
      seats: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 30, maxLength: 30 }),
      aisles: fc.array(
        fc.record({
          after: fc.oneof(fc.constant('centre' as const), fc.integer({ min: 1, max: 40 })),
          width: fc.double({ min: 1, max: 4, noNaN: true }),
        }),
        { maxLength: 3 },
      ),
      curve: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
      rowSpacing: fc.double({ min: 1, max: 2, noNaN: true }),
      originY: fc.double({ min: 0, max: 10, noNaN: true }),
      centreX: fc.double({ min: -10, max: 10, noNaN: true }),
      numbering: fc.constantFrom('left-to-right' as const, 'odd-even' as const),
      rowLabels: fc.constantFrom('letters' as const, 'numbers' as const),
    })
    .map(
      (o): ReservedAreaOptions => ({
        key,
        name: { bg: key, en: key },
        rows: o.rows,
        seatsPerRow: o.seats.slice(0, o.rows),
        aisles: o.aisles,
        curve: o.curve,
        rowSpacing: o.rowSpacing,
        originY: o.originY,
        centreX: o.centreX,
        numbering: o.numbering,
        rowLabels: o.rowLabels,
        zone: 'A',
      }),
    );

describe('generateSeatPlan, on any options in range', () => {
  it('draws valid plans with the seats asked for, aisles apart and neighbours touching', () => {
    fc.assert(
      fc.property(
        fc.array(areaArbitrary('x'), { minLength: 1, maxLength: 3 }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        (areas, stageWidth) => {
          const plan = generateSeatPlan({
            zones: [{ code: 'A', name: { bg: 'А', en: 'A' } }],
            stage: { width: stageWidth, depth: 3 },
            areas: areas.map((area, i) => ({ ...area, key: `area-${i}` })),
          });
          expect(seatPlanProblems(plan)).toEqual([]);
          const asked = areas.flatMap((area) => area.seatsPerRow as number[]);
          expect(planCapacity(plan)).toBe(asked.reduce((a, b) => a + b, 0));

          plan.areas.forEach((area, a) => {
            if (area.kind !== 'reserved') return;
            for (const row of area.rows) {
              const n = row.seats.length;
              const cuts = new Set(
                (areas[a]?.aisles ?? []).map((aisle) => (aisle.after === 'centre' ? Math.ceil(n / 2) : aisle.after)),
              );
              row.seats.slice(1).forEach((seat, i) => {
                const before = row.seats[i]!;
                const distance = Math.hypot(seat.x - before.x, seat.y - before.y);
                if (cuts.has(i + 1)) expect(distance).toBeGreaterThan(NEIGHBOUR_DISTANCE);
                else expect(distance).toBeLessThanOrEqual(NEIGHBOUR_DISTANCE);
              });
            }
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('draws places sold by count behind the seats: inside the drawing, clear of every seat, as wide as the widest area', () => {
    fc.assert(
      fc.property(
        fc.array(areaArbitrary('x'), { minLength: 0, maxLength: 3 }),
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 1, max: 8, noNaN: true }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        (areas, capacity, depth, stageWidth) => {
          // Behind every row: a curve only brings a row's ends forward, never its middle back.
          const behind = Math.max(
            0,
            ...areas.map((area) => area.originY + (area.rows - 1) * (area.rowSpacing ?? 1.25)),
          );
          const plan = generateSeatPlan({
            zones: [{ code: 'A', name: { bg: 'А', en: 'A' } }],
            stage: { width: stageWidth, depth: 3 },
            areas: [
              ...areas.map((area, i) => ({ ...area, key: `area-${i}` })),
              {
                kind: 'unreserved',
                key: 'standing',
                name: { bg: 'П', en: 'S' },
                zone: 'A',
                capacity,
                depth,
                originY: behind + 1,
              },
            ],
          });
          expect(seatPlanProblems(plan)).toEqual([]);
          const seats = [...planSeats(plan)].map(({ seat }) => seat);
          expect(planCapacity(plan)).toBe(seats.length + capacity);
          const standing = plan.areas[areas.length];
          if (standing?.kind !== 'unreserved') throw new Error('The last area should sell places by count');
          const { box } = standing;
          // Drawn to the hundredth, a box flush with the last row may touch its seats by that much.
          const overlapping = seats.filter(
            (seat) =>
              seat.x + 0.5 > box.x + 0.01 &&
              seat.x - 0.5 < box.x + box.width - 0.01 &&
              seat.y + 0.5 > box.y + 0.01 &&
              seat.y - 0.5 < box.y + box.height - 0.01,
          );
          expect(overlapping).toEqual([]);
          const widths = plan.areas
            .filter((area): area is ReservedArea => area.kind === 'reserved')
            .map((area) => {
              const xs = area.rows.flatMap((row) => row.seats.map((seat) => seat.x));
              return Math.max(...xs) - Math.min(...xs) + 1;
            });
          expect(box.width).toBeCloseTo(widths.length > 0 ? Math.max(...widths) : stageWidth);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('numbers odd seats left of the middle and even ones right, both growing outward', () => {
    fc.assert(
      fc.property(areaArbitrary('x'), (area) => {
        const plan = generateSeatPlan({
          zones: [{ code: 'A', name: { bg: 'А', en: 'A' } }],
          stage: { width: 4, depth: 2 },
          areas: [{ ...area, numbering: 'odd-even' }],
        });
        for (const { row } of planSeats(plan)) {
          const numbers = row.seats.map((seat) => Number(seat.label));
          const middle = Math.ceil(numbers.length / 2);
          const odd = numbers.slice(0, middle);
          const even = numbers.slice(middle);
          expect(odd.every((n) => n % 2 === 1)).toBe(true);
          expect(even.every((n) => n % 2 === 0)).toBe(true);
          expect(odd).toEqual([...odd].sort((a, b) => b - a));
          expect(even).toEqual([...even].sort((a, b) => a - b));
        }
      }),
      { numRuns: 50 },
    );
  });
});
