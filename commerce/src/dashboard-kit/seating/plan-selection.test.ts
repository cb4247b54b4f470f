import { describe, expect, it } from 'vitest';
import { planFixture } from './plan-fixture';
import { rowKeys, seatName, seatRange, seatsInBox, toggleSeats } from './plan-selection';

const plan = planFixture();

describe('selecting seats on the map', () => {
  it('takes the seats a dragged box touches, whichever corner it starts from', () => {
    const keys = ['stalls-A-2', 'stalls-A-3', 'stalls-B-2', 'stalls-B-3'];
    expect(seatsInBox(plan, { x: 2, y: 3 }, { x: 3, y: 4 })).toEqual(keys);
    expect(seatsInBox(plan, { x: 3.2, y: 4.1 }, { x: 1.8, y: 2.9 })).toEqual(keys);
    expect(seatsInBox(plan, { x: 0, y: 0 }, { x: 0.2, y: 0.2 })).toEqual([]);
  });

  it('takes a whole row, and a range along a row or across rows in plan order', () => {
    expect(rowKeys(plan, 'stalls-B-3')).toEqual(['stalls-B-1', 'stalls-B-2', 'stalls-B-3', 'stalls-B-4']);
    expect(seatRange(plan, 'stalls-A-3', 'stalls-A-1')).toEqual(['stalls-A-1', 'stalls-A-2', 'stalls-A-3']);
    expect(seatRange(plan, 'stalls-A-4', 'stalls-B-1')).toEqual(['stalls-A-4', 'stalls-B-1']);
    expect(seatRange(plan, 'nowhere', 'stalls-B-1')).toEqual(['stalls-B-1']);
  });

  it('adds seats to the selection, or takes them out when all are in it', () => {
    const one = toggleSeats(new Set(), ['stalls-A-1', 'stalls-A-2']);
    expect([...one]).toEqual(['stalls-A-1', 'stalls-A-2']);
    expect([...toggleSeats(one, ['stalls-A-2', 'stalls-A-3'])]).toEqual(['stalls-A-1', 'stalls-A-2', 'stalls-A-3']);
    expect([...toggleSeats(one, ['stalls-A-2'])]).toEqual(['stalls-A-1']);
  });

  it('names a seat in words', () => {
    expect(seatName(plan, 'stalls-B-2')).toBe('Stalls, row B, seat 2');
  });
});
