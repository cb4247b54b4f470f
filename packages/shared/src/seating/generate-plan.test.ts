import { describe, expect, it } from 'vitest';
import {
  generateReservedArea,
  generateSeatPlan,
  type ReservedAreaOptions,
  rowLabel,
  seatLabels,
  type UnreservedAreaOptions,
} from './generate-plan.ts';
import { seatPlanProblems } from './plan-problems.ts';
import { rowRuns, touching } from './seat-neighbours.ts';
import { NEIGHBOUR_DISTANCE, planCapacity, planSeats } from './seat-plan.ts';

const name = { bg: 'Партер', en: 'Stalls' };
const base: ReservedAreaOptions = { key: 'stalls', name, rows: 3, seatsPerRow: 6, originY: 5, zone: 'A' };
const standing: UnreservedAreaOptions = {
  kind: 'unreserved',
  key: 'standing',
  name: { bg: 'Правостоящи', en: 'Standing' },
  zone: 'B',
  capacity: 40,
  depth: 3,
  originY: 10,
};
const zones = [
  { code: 'A', name: { bg: 'А', en: 'A' } },
  { code: 'B', name: { bg: 'Б', en: 'B' } },
];

describe('labels', () => {
  it('labels rows with letters, skipping I and O, then doubled letters', () => {
    const labels = Array.from({ length: 26 }, (_, i) => rowLabel(i));
    expect(labels.slice(0, 10).join('')).toBe('ABCDEFGHJK');
    expect(labels).not.toContain('I');
    expect(labels).not.toContain('O');
    expect(labels.slice(23)).toEqual(['Z', 'AA', 'BB']);
    expect(rowLabel(11, 'numbers')).toBe('12');
  });

  it('numbers seats left to right, or odd on the left and even on the right from the middle outward', () => {
    expect(seatLabels(4)).toEqual(['1', '2', '3', '4']);
    expect(seatLabels(6, 'odd-even')).toEqual(['5', '3', '1', '2', '4', '6']);
    expect(seatLabels(5, 'odd-even')).toEqual(['5', '3', '1', '2', '4']);
    expect(seatLabels(1, 'odd-even')).toEqual(['1']);
  });
});

describe('generateReservedArea', () => {
  it('draws the rows and seats asked for, keyed by area, row and label', () => {
    const area = generateReservedArea({ ...base, seatsPerRow: [4, 5, 6], rowZones: ['A'], zone: 'B' });
    expect(area.rows.map((row) => row.label)).toEqual(['A', 'B', 'C']);
    expect(area.rows.map((row) => row.seats.length)).toEqual([4, 5, 6]);
    expect(area.rows[1]!.seats[2]).toMatchObject({ key: 'stalls-B-3', label: '3', zone: 'B' });
    expect(area.rows[0]!.seats.every((seat) => seat.zone === 'A')).toBe(true);
  });

  it('centres straight rows on the centre line and spaces them', () => {
    const area = generateReservedArea({ ...base, centreX: 10, rowSpacing: 2 });
    const xs = area.rows[0]!.seats.map((seat) => seat.x);
    expect(xs).toEqual([7.5, 8.5, 9.5, 10.5, 11.5, 12.5]);
    expect(area.rows.map((row) => row.seats[0]!.y)).toEqual([5, 7, 9]);
  });

  it('puts odd numbers on the left of the middle and even on the right', () => {
    const area = generateReservedArea({ ...base, numbering: 'odd-even', aisles: [{ after: 'centre', width: 1 }] });
    const [left, right] = rowRuns(area.rows[0]!);
    expect(left!.map((seat) => Number(seat.label) % 2)).toEqual([1, 1, 1]);
    expect(right!.map((seat) => Number(seat.label) % 2)).toEqual([0, 0, 0]);
    expect(left!.filter((seat) => seat.label === '1')[0]!.aisle).toBe(true);
  });

  it('opens aisles wider than the neighbour distance and marks the seats beside them', () => {
    const area = generateReservedArea({
      ...base,
      seatsPerRow: 10,
      aisles: [
        { after: 2, width: 1 },
        { after: 8, width: 2 },
      ],
    });
    const row = area.rows[0]!;
    expect(rowRuns(row).map((run) => run.length)).toEqual([2, 6, 2]);
    expect(row.seats[2]!.x - row.seats[1]!.x).toBeGreaterThan(NEIGHBOUR_DISTANCE);
    expect(row.seats.filter((seat) => seat.aisle).map((seat) => seat.label)).toEqual(['2', '3', '8', '9']);
  });

  it('bends rows into arcs that keep neighbours touching and aisles apart', () => {
    const area = generateReservedArea({
      ...base,
      seatsPerRow: [8, 10, 12],
      curve: 1,
      aisles: [{ after: 'centre', width: 1 }],
    });
    for (const row of area.rows) {
      const runs = rowRuns(row);
      expect(runs).toHaveLength(2);
      for (const run of runs) {
        run.slice(1).forEach((seat, i) => {
          expect(touching(run[i]!, seat)).toBe(true);
        });
      }
      // The ends come forward, towards the stage.
      expect(row.seats[0]!.y).toBeLessThan(row.seats[row.seats.length / 2]!.y);
    }
  });

  it('refuses options out of range', () => {
    expect(() => generateReservedArea({ ...base, rows: 0 })).toThrow(RangeError);
    expect(() => generateReservedArea({ ...base, seatsPerRow: [3, 3] })).toThrow('one number per row');
    expect(() => generateReservedArea({ ...base, aisles: [{ after: 2, width: 0.4 }] })).toThrow('at least 1 wide');
    expect(() => generateReservedArea({ ...base, curve: 2 })).toThrow('between 0 and 1');
    expect(() => generateReservedArea({ ...base, key: 'Stalls' })).toThrow('lowercase');
  });
});

describe('generateSeatPlan', () => {
  it('sizes the drawing to hold the stage and every area, and the plan passes validation', () => {
    const plan = generateSeatPlan({
      zones,
      stage: { width: 12, depth: 4 },
      areas: [
        { ...base, seatsPerRow: [14, 16, 18], curve: 0.3, aisles: [{ after: 'centre', width: 1.5 }], originY: 2 },
        { ...base, key: 'balcony', rows: 2, seatsPerRow: 20, originY: 9, zone: 'B', rowLabels: 'numbers' },
      ],
    });
    expect(seatPlanProblems(plan)).toEqual([]);
    expect(planCapacity(plan)).toBe(14 + 16 + 18 + 40);
    expect(plan.stage).toMatchObject({ y: 1, width: 12, height: 4 });
    const xs = plan.areas.flatMap((area) =>
      area.kind === 'reserved' ? area.rows.flatMap((row) => row.seats.map((seat) => seat.x)) : [],
    );
    // The widest row (20 seats) fills the drawing but for the margin.
    expect(Math.min(...xs)).toBe(1.5);
    expect(Math.max(...xs)).toBe(plan.width - 1.5);
    expect(plan.stage.x + plan.stage.width / 2).toBeCloseTo(plan.width / 2);
  });
});

describe('generateSeatPlan with places sold by count', () => {
  it('draws the box behind the seats, as wide as the widest area, inside the drawing and off every seat', () => {
    const plan = generateSeatPlan({
      zones,
      stage: { width: 8, depth: 3 },
      areas: [
        { ...base, seatsPerRow: [10, 12, 14], curve: 0.2, originY: 2 },
        { ...standing, entrance: { bg: 'Вход 2', en: 'Entrance 2' }, originY: 2 + 2 * 1.25 + 2 },
      ],
    });
    expect(seatPlanProblems(plan)).toEqual([]);
    expect(planCapacity(plan)).toBe(10 + 12 + 14 + 40);
    const area = plan.areas[1];
    if (area?.kind !== 'unreserved') throw new Error('The second area should sell places by count');
    expect(area).toMatchObject({ key: 'standing', zone: 'B', capacity: 40, entrance: { en: 'Entrance 2' } });
    const { box } = area;
    expect(box.height).toBe(3);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(plan.stage.y + plan.stage.height);
    expect(box.x + box.width).toBeLessThanOrEqual(plan.width);
    expect(box.y + box.height).toBeLessThanOrEqual(plan.height);
    const seats = [...planSeats(plan)].map(({ seat }) => seat);
    // Edge to edge with the seats (the curve draws the widest row's 14 a little narrower), and clear of each one's cell.
    const xs = seats.map((seat) => seat.x);
    expect(box.x).toBeCloseTo(Math.min(...xs) - 0.5);
    expect(box.x + box.width).toBeCloseTo(Math.max(...xs) + 0.5);
    expect(box.width).toBeLessThan(14);
    expect(seats.filter((seat) => seat.y + 0.5 > box.y && seat.y - 0.5 < box.y + box.height)).toEqual([]);
  });

  it('takes the stage’s width when the plan has no numbered seats, and starts where a front row’s seats would', () => {
    const plan = generateSeatPlan({ zones, stage: { width: 8, depth: 3 }, areas: [{ ...standing, originY: 2 }] });
    expect(seatPlanProblems(plan)).toEqual([]);
    expect(planCapacity(plan)).toBe(40);
    expect(plan.areas[0]).toMatchObject({ box: { x: plan.stage.x, y: 1 + 3 + 1.5, width: 8, height: 3 } });
    expect(plan.height).toBe(1 + 3 + 1.5 + 3 + 1);
  });

  it('refuses options out of range', () => {
    const plan = (area: UnreservedAreaOptions) => () =>
      generateSeatPlan({ zones, stage: { width: 8, depth: 3 }, areas: [area] });
    expect(plan({ ...standing, capacity: 0 })).toThrow('whole number of places');
    expect(plan({ ...standing, capacity: 2.5 })).toThrow('whole number of places');
    expect(plan({ ...standing, depth: 0.5 })).toThrow('at least 1 deep');
    expect(plan({ ...standing, key: 'Standing' })).toThrow('lowercase');
  });
});
