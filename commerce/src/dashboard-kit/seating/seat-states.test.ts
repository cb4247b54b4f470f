import { describe, expect, it } from 'vitest';
import { planFixture } from './plan-fixture';
import { selectionActions, stateCounts, type TakenSeat, takenWords } from './seat-states';

const taken = new Map<string, TakenSeat>(
  [
    { key: 'stalls-A-1', state: 'SOLD', orderId: '7', orderCode: 'ABC123' },
    { key: 'stalls-A-2', state: 'HELD', orderId: '8', orderCode: 'DEF456', expiresAt: '2026-12-01T17:05:00.000Z' },
    { key: 'stalls-A-3', state: 'BLOCKED' },
  ].map((seat) => [seat.key, seat as TakenSeat]),
);

describe('a performance’s seats at the box office', () => {
  it('counts the seats in each state, the unlisted ones free', () => {
    expect(stateCounts(planFixture(), taken)).toEqual({ free: 9, held: 1, sold: 1, blocked: 1 });
  });

  it('offers to block free seats, unblock blocked ones and release held ones, never to touch sold ones', () => {
    expect(selectionActions(['stalls-A-1', 'stalls-A-2', 'stalls-A-3', 'stalls-A-4'], taken)).toEqual({
      block: ['stalls-A-4'],
      unblock: ['stalls-A-3'],
      release: ['stalls-A-2'],
    });
  });

  it('describes a seat in words, with its order and, when held, until when on Sofia’s clock', () => {
    expect(takenWords(taken.get('stalls-A-1'))).toBe('Sold · order ABC123');
    expect(takenWords(taken.get('stalls-A-2'))).toBe('Held · order DEF456 · until 19:05');
    expect(takenWords(taken.get('stalls-A-3'))).toBe('Blocked (house seat)');
    expect(takenWords(undefined)).toBe('Free');
  });
});
