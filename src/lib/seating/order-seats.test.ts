import { describe, expect, it } from 'vitest';
import { reservedPerformanceOf, seatsByLine, seatsOverLimit } from './order-seats';

const seat = (key: string, orderLineId: string | null, performanceId = '7') => ({
  key,
  orderLineId,
  performanceId,
  area: 'Stalls',
  row: 'F',
  seat: key,
});

describe('seatsByLine', () => {
  const lines = [
    { id: 'l1', quantity: 2, productVariant: { id: 'v1' } },
    { id: 'l2', quantity: 1, productVariant: { id: 'v1' } },
    { id: 'l3', quantity: 1, productVariant: { id: 'poster' } },
  ];

  it("lists each line's seats and counts the tickets that lost theirs", () => {
    const map = seatsByLine(lines, [seat('12', 'l1'), seat('13', 'l1')]);
    expect(map.get('l1')).toMatchObject({ missing: 0, performanceId: '7' });
    expect(map.get('l1')?.seats.map((s) => s.key)).toEqual(['12', '13']);
    // Another zone's line of the same ticket, all of its seats gone.
    expect(map.get('l2')).toEqual({ seats: [], missing: 1, performanceId: '7' });
    expect(map.has('l3')).toBe(false);
  });

  it('knows a line lost a seat when it kept another', () => {
    expect(seatsByLine(lines, [seat('12', 'l1')]).get('l1')?.missing).toBe(1);
  });

  it('finds where to choose again', () => {
    expect(reservedPerformanceOf([seat('1', 'l1', '9')])).toBe('9');
    expect(reservedPerformanceOf([])).toBeUndefined();
  });
});

describe('a line whose seats all went', () => {
  it('is still a reserved line when Vendure names its performance', () => {
    const lines = [{ id: '7', quantity: 2, productVariant: { id: '40' }, seatPerformanceId: '12' }];
    expect(seatsByLine(lines, [])).toEqual(new Map([['7', { seats: [], missing: 2, performanceId: '12' }]]));
    expect(reservedPerformanceOf([], lines)).toBe('12');
  });
});

describe('seatsOverLimit', () => {
  const seats = (count: number, performanceId: string) =>
    Array.from({ length: count }, (_, i) => seat(`s${i}`, 'l1', performanceId));

  it('answers the most seats held for one performance only past the limit of ten (ADR 077)', () => {
    expect(seatsOverLimit([])).toBeUndefined();
    expect(seatsOverLimit([...seats(10, '7'), ...seats(10, '8')])).toBeUndefined();
    expect(seatsOverLimit([...seats(11, '7'), ...seats(3, '8')])).toBe(11);
    expect(seatsOverLimit([...seats(2, '7'), ...seats(12, '8')])).toBe(12);
  });
});
