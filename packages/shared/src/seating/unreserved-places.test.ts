import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UnreservedArea } from './seat-plan.ts';
import { textPlan } from './seating.test-fixtures.ts';
import { choosePlaces, freePlaceKeys, unreservedArea } from './unreserved-places.ts';

const standing = (capacity: number): UnreservedArea => ({
  kind: 'unreserved',
  key: 'standing',
  name: { bg: 'Правостоящи', en: 'Standing' },
  zone: 'C',
  capacity,
  box: { x: 1, y: 8, width: 4, height: 1 },
});
const prices = { A: 3000, C: 1500 };

describe('unreserved places', () => {
  it('finds the area by key, and only an unreserved one', () => {
    const plan = textPlan(['ss']);
    plan.areas.push(standing(5));
    expect(unreservedArea(plan, 'standing')?.capacity).toBe(5);
    expect(unreservedArea(plan, 'h')).toBeUndefined();
    expect(unreservedArea(plan, 'nowhere')).toBeUndefined();
  });

  it('lists the free places in number order', () => {
    expect(freePlaceKeys(standing(4), new Set(['standing#2']))).toEqual(['standing#1', 'standing#3', 'standing#4']);
  });

  it('gives the count asked for, free and in number order, or null when fewer are free', () => {
    const area = standing(4);
    const taken = new Set(['standing#1', 'standing#3']);
    expect(choosePlaces(area, taken, { count: 2 }, prices)).toEqual(['standing#2', 'standing#4']);
    expect(choosePlaces(area, taken, { count: 3 }, prices)).toBeNull();
  });

  it("keeps to the request's zone and price", () => {
    const area = standing(4);
    expect(choosePlaces(area, new Set(), { count: 1, zone: 'A' }, prices)).toBeNull();
    expect(choosePlaces(area, new Set(), { count: 1, zone: 'C' }, prices)).toHaveLength(1);
    expect(choosePlaces(area, new Set(), { count: 1, maxPrice: 1499 }, prices)).toBeNull();
    expect(choosePlaces(area, new Set(), { count: 1, maxPrice: 1500 }, prices)).toHaveLength(1);
    expect(choosePlaces(area, new Set(), { count: 1, maxPrice: 5000 }, {})).toBeNull();
  });

  it('refuses a count that is not a whole number of at least one', () => {
    expect(() => choosePlaces(standing(4), new Set(), { count: 0 }, prices)).toThrow(RangeError);
    expect(() => choosePlaces(standing(4), new Set(), { count: 1.5 }, prices)).toThrow(RangeError);
  });

  it('never offers a taken place, never the same place twice, and spreads its picks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 1, max: 60 })),
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (capacity, takenNumbers, count, seed) => {
          const area = standing(capacity);
          const taken = new Set(takenNumbers.filter((n) => n <= capacity).map((n) => `standing#${n}`));
          let state = seed;
          const random = () => {
            state = (state * 9301 + 0.49297) % 1;
            return state;
          };
          const chosen = choosePlaces(area, taken, { count }, prices, random);
          const free = capacity - taken.size;
          if (free < count) return chosen === null;
          return (
            chosen !== null &&
            chosen.length === count &&
            new Set(chosen).size === count &&
            chosen.every((key) => !taken.has(key) && freePlaceKeys(area, new Set()).includes(key))
          );
        },
      ),
    );
    const firsts = new Set(
      Array.from({ length: 40 }, (_, i) => choosePlaces(standing(40), new Set(), { count: 1 }, prices, () => i / 40)),
    );
    expect(firsts.size).toBe(40);
  });
});
