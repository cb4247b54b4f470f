import { describe, expect, it } from 'vitest';
import { bestAvailable, RESTRICTED_VIEW_PENALTY, seatScore, sweetSpot } from './best-available.ts';
import { seatPlanProblems } from './plan-problems.ts';
import { textPlan } from './seating.test-fixtures.ts';

const none = new Set<string>();
const prices = { A: 3000, B: 2000 };
const keys = (row: string, ...cells: number[]) => cells.map((cell) => `h-${row}-${cell}`);

describe('the fixture', () => {
  it('draws valid plans', () => {
    expect(seatPlanProblems(textPlan(['cwss ssss', 'sssssssss']))).toEqual([]);
  });
});

describe('sweetSpot and seatScore', () => {
  it('lies on the centre line, a third of the way from the stage front to the farthest seat', () => {
    const plan = textPlan(['sssss', 'sssss', 'sssss', 'sssss']);
    // Stage front at y 2.5; the last row at y 7: a third of 4.5 back.
    expect(sweetSpot(plan)).toEqual({ x: 3.5, y: 4 });
  });

  it('faces a stage drawn below the seats too', () => {
    const plan = textPlan(['sss', 'sss']);
    plan.stage = { x: 1, y: 7, width: 3, height: 2 };
    // Stage front at y 7; the farthest seat at y 4: a third of 3 back.
    expect(sweetSpot(plan)).toEqual({ x: 2.5, y: 6 });
  });

  it('counts a restricted view as farther away', () => {
    const spot = { x: 0, y: 0 };
    const seat = { key: 'k', label: '1', x: 3, y: 4, zone: 'A' };
    expect(seatScore(seat, spot)).toBe(5);
    expect(seatScore({ ...seat, restrictedView: true }, spot)).toBe(5 + RESTRICTED_VIEW_PENALTY);
  });
});

describe('bestAvailable', () => {
  it('takes the most central free seats of the row nearest the sweet spot', () => {
    const plan = textPlan(['sssssss', 'sssssss', 'sssssss']);
    expect(bestAvailable(plan, none, { count: 3 }, prices)).toEqual(keys('A', 3, 4, 5));
  });

  it('keeps a block on one side of an aisle, and away from taken seats', () => {
    const plan = textPlan(['ssss ssss']);
    expect(bestAvailable(plan, none, { count: 2 }, prices)).toEqual(keys('A', 3, 4));
    expect(bestAvailable(plan, new Set(keys('A', 3, 4)), { count: 2 }, prices)).toEqual(keys('A', 6, 7));
    expect(bestAvailable(plan, none, { count: 5 }, prices)).toBeNull();
  });

  it('returns keys in row order', () => {
    const plan = textPlan(['sssssssssss']);
    expect(bestAvailable(plan, none, { count: 4 }, prices)).toEqual(keys('A', 4, 5, 6, 7));
  });

  it('filters by zone and by price', () => {
    const plan = textPlan(['sss', 'sss'], ['A', 'B']);
    expect(bestAvailable(plan, none, { count: 2, zone: 'B' }, prices)).toEqual(keys('B', 1, 2));
    expect(bestAvailable(plan, none, { count: 2, maxPrice: 2500 }, prices)).toEqual(keys('B', 1, 2));
    expect(bestAvailable(plan, none, { count: 2, maxPrice: 1000 }, prices)).toBeNull();
    // A zone without a price is never under a price limit.
    expect(bestAvailable(plan, none, { count: 2, maxPrice: 5000 }, { A: 3000 })).toEqual(keys('A', 1, 2));
  });

  it('prefers a full view a row farther back, but sells a restricted view when nothing else fits', () => {
    const plan = textPlan(['rrr', 'sss']);
    expect(bestAvailable(plan, none, { count: 3 }, prices)).toEqual(keys('B', 1, 2, 3));
    expect(bestAvailable(plan, new Set(keys('B', 1)), { count: 3 }, prices)).toEqual(keys('A', 1, 2, 3));
  });

  describe('the lone-seat rule', () => {
    it('moves aside rather than strand a seat', () => {
      // Seats 2-3 and 3-4 are the most central, but each leaves an end seat alone.
      const plan = textPlan(['sssss']);
      expect(bestAvailable(plan, none, { count: 2 }, prices)).toEqual(keys('A', 1, 2));
      // Seat 1 sold: 2-3 leaves no one alone now (4 and 5 keep each other company).
      expect(bestAvailable(plan, new Set(keys('A', 1)), { count: 2 }, prices)).toEqual(keys('A', 2, 3));
    });

    it('takes the best block anyway when every block of its class strands a seat', () => {
      expect(bestAvailable(textPlan(['sss']), none, { count: 2 }, prices)).toEqual(keys('A', 1, 2));
      // Zone B has a block that strands nobody, but zone A's best block wins in its own class.
      const plan = textPlan(['sss', 'ssss'], ['A', 'B']);
      expect(bestAvailable(plan, none, { count: 2 }, prices)).toEqual(keys('A', 2, 3));
    });
  });

  describe('wheelchair spaces', () => {
    it('keeps spaces and companion seats out of other requests', () => {
      const plan = textPlan(['cwsss']);
      expect(bestAvailable(plan, none, { count: 3 }, prices)).toEqual(keys('A', 3, 4, 5));
      expect(bestAvailable(plan, none, { count: 4 }, prices)).toBeNull();
    });

    it('sells a space with its companion and the other seats beside them', () => {
      const plan = textPlan(['sscwsss', 'sssssss']);
      expect(bestAvailable(plan, none, { count: 1, wheelchair: 1 }, prices)).toEqual(keys('A', 3, 4));
      expect(bestAvailable(plan, none, { count: 2, wheelchair: 1 }, prices)).toEqual(keys('A', 3, 4, 5));
      // The companion seat may sit on either side of its space.
      expect(bestAvailable(textPlan(['sswcs']), none, { count: 1, wheelchair: 1 }, prices)).toEqual(keys('A', 3, 4));
    });

    it('falls back to the spaces with their companions and a block of their own for the rest', () => {
      const plan = textPlan(['cw wc', 'sssss']);
      expect(bestAvailable(plan, none, { count: 2, wheelchair: 2 }, prices)).toEqual(keys('A', 1, 2, 4, 5));
      expect(bestAvailable(plan, none, { count: 3, wheelchair: 1 }, prices)).toEqual([
        ...keys('A', 1, 2),
        ...keys('B', 1, 2),
      ]);
    });

    it('never sells a space whose companion seat is taken', () => {
      const plan = textPlan(['cwss']);
      expect(bestAvailable(plan, new Set(keys('A', 1)), { count: 1, wheelchair: 1 }, prices)).toBeNull();
    });

    it('refuses more spaces than seats', () => {
      expect(() => bestAvailable(textPlan(['cw']), none, { count: 1, wheelchair: 2 }, prices)).toThrow(RangeError);
      expect(() => bestAvailable(textPlan(['s']), none, { count: 0 }, prices)).toThrow(RangeError);
    });
  });

  it('leaves unreserved areas to the count-based sale', () => {
    const plan = textPlan(['ss']);
    plan.areas.push({
      kind: 'unreserved',
      key: 'standing',
      name: { bg: 'Правостоящи', en: 'Standing' },
      zone: 'A',
      capacity: 50,
      box: { x: 1, y: 5, width: 2, height: 1 },
    });
    expect(bestAvailable(plan, none, { count: 3 }, prices)).toBeNull();
  });
});
