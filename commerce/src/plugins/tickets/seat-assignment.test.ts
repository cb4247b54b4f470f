import { describe, expect, it } from 'vitest';
import { assignSeats } from './seat-assignment';

const PLAN = ['stalls-F-11', 'stalls-F-12', 'stalls-F-13', 'stalls-F-14', 'balcony-1-1'];
const planOrder = (key: string) => {
  const at = PLAN.indexOf(key);
  return at < 0 ? undefined : at;
};

describe('assignSeats', () => {
  it('gives ticket n the n-th sold seat in plan order, whatever order the seats were read in', () => {
    const seats = assignSeats({
      newNumbers: [3, 1, 2],
      soldSeatKeys: ['balcony-1-1', 'stalls-F-13', 'stalls-F-11'],
      issuedSeatKeys: [],
      planOrder,
    });
    expect([...seats]).toEqual([
      [1, 'stalls-F-11'],
      [2, 'stalls-F-13'],
      [3, 'balcony-1-1'],
    ]);
  });

  it('orders by plan position, not by the key as text (row F seat 2 before seat 11)', () => {
    const order = (key: string) => ({ 'F-2': 0, 'F-11': 1 })[key];
    expect([
      ...assignSeats({ newNumbers: [1, 2], soldSeatKeys: ['F-11', 'F-2'], issuedSeatKeys: [], planOrder: order }),
    ]).toEqual([
      [1, 'F-2'],
      [2, 'F-11'],
    ]);
  });

  it('leaves issued tickets their seats and gives the added ones the seats left', () => {
    const seats = assignSeats({
      newNumbers: [3],
      soldSeatKeys: ['stalls-F-11', 'stalls-F-12', 'stalls-F-14'],
      issuedSeatKeys: ['stalls-F-12', 'stalls-F-14'],
      planOrder,
    });
    expect([...seats]).toEqual([[3, 'stalls-F-11']]);
  });

  it('names no seat for a line sold by count', () => {
    expect([...assignSeats({ newNumbers: [1, 2], soldSeatKeys: [], issuedSeatKeys: [], planOrder })]).toEqual([
      [1, null],
      [2, null],
    ]);
  });

  it('puts a seat the plan does not know last rather than dropping it', () => {
    const seats = assignSeats({
      newNumbers: [1, 2],
      soldSeatKeys: ['gone-1', 'stalls-F-14'],
      issuedSeatKeys: [],
      planOrder,
    });
    expect([...seats]).toEqual([
      [1, 'stalls-F-14'],
      [2, 'gone-1'],
    ]);
  });
});
