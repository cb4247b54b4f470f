import { describe, expect, it } from 'vitest';
import { performanceProblems } from './performance-problems';

const now = new Date('2026-11-24T10:00:00Z');
const valid = { startsAt: '2026-12-01T17:00:00Z', price: 1800, seats: 10 };
const stage = { stageCapacity: 120 };

describe('performanceProblems: scheduling', () => {
  it('accepts a future performance with seats within the stage and a price', () => {
    expect(performanceProblems(valid, stage, now)).toEqual([]);
    expect(performanceProblems({ ...valid, price: 0, seats: 120 }, stage, now)).toEqual([]);
  });

  it('names each problem in plain words', () => {
    expect(performanceProblems({ ...valid, startsAt: '2026-11-24T09:59:00Z' }, stage, now)).toEqual([
      'A performance can only be scheduled in the future.',
    ]);
    expect(performanceProblems({ ...valid, startsAt: 'tomorrow' }, stage, now)).toEqual([
      'The date and time are not valid.',
    ]);
    expect(performanceProblems({ ...valid, seats: 121 }, stage, now)).toEqual([
      'The stage has 120 seats; 121 cannot be sold.',
    ]);
    for (const seats of [0, -1, 2.5]) expect(performanceProblems({ ...valid, seats }, stage, now)).toHaveLength(1);
    for (const price of [-1, 12.5]) expect(performanceProblems({ ...valid, price }, stage, now)).toHaveLength(1);
  });
});

describe('performanceProblems: changing a performance', () => {
  it('checks only what changes', () => {
    expect(performanceProblems({}, stage, now)).toEqual([]);
    expect(performanceProblems({ price: 2500 }, { ...stage, taken: 40 }, now)).toEqual([]);
    expect(performanceProblems({ seats: 40 }, { ...stage, taken: 40 }, now)).toEqual([]);
  });

  it('refuses fewer seats than are sold or held', () => {
    expect(performanceProblems({ seats: 39 }, { ...stage, taken: 40 }, now)).toEqual([
      '40 tickets are sold or held, so the performance cannot have fewer than 40 seats.',
    ]);
  });

  it('refuses a past date, another play and any change to a cancelled performance', () => {
    expect(performanceProblems({ startsAt: '2026-11-23T19:00:00Z' }, stage, now)).toEqual([
      'A performance can only be scheduled in the future.',
    ]);
    expect(performanceProblems({ price: 100 }, { ...stage, playChanged: true }, now)[0]).toMatch(
      /cannot move to another play/,
    );
    expect(performanceProblems({ price: 100 }, { ...stage, cancelled: true }, now)).toEqual([
      'A cancelled performance cannot be changed.',
    ]);
  });
});
