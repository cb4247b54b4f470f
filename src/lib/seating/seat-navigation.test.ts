import { describe, expect, it } from 'vitest';
import { indexPlan, isToggleable, placesLeft, seatAtPoint, seatView } from './seat-index';
import { directionOfKey, firstSeat, nextSeat } from './seat-navigation';
import { testPlan } from './seat-plan.fixture';

describe('nextSeat', () => {
  it('walks a row left and right across its aisle, skipping nothing, and stops at its ends', () => {
    expect(nextSeat(testPlan, 'stalls-A-3', 'right')).toBe('stalls-A-4');
    expect(nextSeat(testPlan, 'stalls-A-4', 'left')).toBe('stalls-A-3');
    expect(nextSeat(testPlan, 'stalls-A-6', 'right')).toBe('stalls-A-6');
    expect(nextSeat(testPlan, 'stalls-A-1', 'left')).toBe('stalls-A-1');
  });

  it('goes to the ends of the row with Home and End', () => {
    expect(nextSeat(testPlan, 'stalls-B-3', 'home')).toBe('stalls-B-1');
    expect(nextSeat(testPlan, 'stalls-B-3', 'end')).toBe('stalls-B-6');
  });

  it('goes up and down to the seat nearest by x, the left one on a tie', () => {
    // A-3 is at 4.5; B-2 (4) and B-3 (5) are as near: the left one.
    expect(nextSeat(testPlan, 'stalls-A-3', 'down')).toBe('stalls-B-2');
    // B-6 is at 9, between A-5 (8.5) and A-6 (9.5): the left one again.
    expect(nextSeat(testPlan, 'stalls-B-6', 'up')).toBe('stalls-A-5');
    // Row C is shorter: from B-6 (x 9) the nearest is C-4 (x 5.5).
    expect(nextSeat(testPlan, 'stalls-B-6', 'down')).toBe('stalls-C-4');
  });

  it('crosses from one area to the next, and stays put at the top and bottom', () => {
    expect(nextSeat(testPlan, 'stalls-C-4', 'down')).toBe('balcony-A-2');
    expect(nextSeat(testPlan, 'balcony-A-2', 'up')).toBe('stalls-C-4');
    expect(nextSeat(testPlan, 'stalls-A-2', 'up')).toBe('stalls-A-2');
    expect(nextSeat(testPlan, 'balcony-A-3', 'down')).toBe('balcony-A-3');
  });

  it('knows nothing of a key outside the plan', () => {
    expect(nextSeat(testPlan, 'stalls-Z-1', 'left')).toBeUndefined();
  });

  it('reaches every seat from the first by arrows alone', () => {
    const start = firstSeat(testPlan);
    expect(start).toBe('stalls-A-1');
    const seen = new Set<string>();
    let row = start;
    while (row && !seen.has(row)) {
      let seat: string | undefined = nextSeat(testPlan, row, 'home');
      while (seat && !seen.has(seat)) {
        seen.add(seat);
        seat = nextSeat(testPlan, seat, 'right');
      }
      row = nextSeat(testPlan, row, 'down');
    }
    expect(seen.size).toBe(indexPlan(testPlan).seats.size);
  });

  it('maps the keys it handles and ignores the rest', () => {
    expect(directionOfKey('ArrowUp')).toBe('up');
    expect(directionOfKey('End')).toBe('end');
    expect(directionOfKey('Tab')).toBeUndefined();
  });
});

describe('the plan index', () => {
  it('is built once per plan and marks companion seats', () => {
    const index = indexPlan(testPlan);
    expect(indexPlan(testPlan)).toBe(index);
    expect(index.seats.get('stalls-C-2')?.companion).toBe(true);
    expect(index.seats.get('stalls-C-1')?.companion).toBe(false);
    expect(index.lines.map((line) => line[0]?.key)).toEqual(['stalls-A-1', 'stalls-B-1', 'stalls-C-1', 'balcony-A-1']);
  });

  it('finds the seat whose whole cell holds a point, and none in an aisle or a gap', () => {
    const index = indexPlan(testPlan);
    expect(seatAtPoint(index, { x: 2.5, y: 3.5 })).toBe('stalls-A-1');
    // A corner of A-2's cell, outside its drawn circle (radius 0.4).
    expect(seatAtPoint(index, { x: 3.9, y: 3.1 })).toBe('stalls-A-2');
    // Between B-1 (x 3) and B-2 (x 4), in B-2's half.
    expect(seatAtPoint(index, { x: 3.55, y: 4.5 })).toBe('stalls-B-2');
    // The aisle of row A (4.5 to 7.5) and the gap below the stalls hold no seat.
    expect(seatAtPoint(index, { x: 6, y: 3.5 })).toBeUndefined();
    expect(seatAtPoint(index, { x: 3, y: 7 })).toBeUndefined();
  });

  it("counts an unreserved area's places left from its taken place keys", () => {
    const standing = testPlan.areas[2];
    if (standing?.kind !== 'unreserved') throw new Error('fixture');
    const states = new Map([
      ['standing#1', { state: 'sold' as const, mine: false }],
      ['standing#4', { state: 'held' as const, mine: true }],
      ['stalls-A-1', { state: 'sold' as const, mine: false }],
    ]);
    expect(placesLeft(standing, states)).toBe(3);
  });

  it("tells the shopper's own seats from others', and which can be toggled", () => {
    expect(seatView(undefined)).toBe('free');
    expect(seatView({ state: 'held', mine: true })).toBe('mine');
    expect(seatView({ state: 'sold', mine: true })).toBe('bought');
    expect(seatView({ state: 'held', mine: false })).toBe('held');
    expect(seatView({ state: 'blocked', mine: false })).toBe('blocked');
    expect(['free', 'mine', 'bought', 'held', 'sold', 'blocked'].filter((v) => isToggleable(v as never))).toEqual([
      'free',
      'mine',
    ]);
  });
});
