import { describe, expect, it } from 'vitest';
import { seatChanges } from './seat-changes';
import type { SeatStatus } from './seat-index';

const states = (entries: Record<string, SeatStatus>) => new Map(Object.entries(entries));
const held = (mine: boolean): SeatStatus => ({ state: 'held', mine });

describe('seatChanges', () => {
  it('announces a seat that became yours and one of yours given back', () => {
    expect(seatChanges(states({}), states({ a: held(true) }))).toEqual([{ kind: 'mine', key: 'a' }]);
    expect(seatChanges(states({ a: held(true) }), states({}))).toEqual([{ kind: 'released', key: 'a' }]);
  });

  it('announces a seat you asked for or held that someone else now has', () => {
    expect(seatChanges(states({}), states({ a: held(false) }), new Set(['a']))).toEqual([{ kind: 'taken', key: 'a' }]);
    expect(seatChanges(states({ a: held(true) }), states({ a: { state: 'sold', mine: false } }))).toEqual([
      { kind: 'taken', key: 'a' },
    ]);
  });

  it("stays quiet about other people's seats and about a purchase completing", () => {
    expect(seatChanges(states({}), states({ b: held(false) }))).toEqual([]);
    expect(seatChanges(states({ a: held(true) }), states({ a: { state: 'sold', mine: true } }))).toEqual([]);
  });
});
