import { describe, expect, it } from 'vitest';
import { scheduleProblems } from './performance-scheduler.service';

const now = new Date('2026-11-24T10:00:00Z');
const valid = { playId: 1, stageId: 1, startsAt: '2026-12-01T17:00:00Z', price: 1800, seats: 10 };

describe('scheduleProblems', () => {
  it('accepts a future performance with seats within the stage and a price', () => {
    expect(scheduleProblems(valid, 120, now)).toEqual([]);
    expect(scheduleProblems({ ...valid, price: 0, seats: 120 }, 120, now)).toEqual([]);
  });

  it('names each problem in plain words', () => {
    expect(scheduleProblems({ ...valid, startsAt: '2026-11-24T09:59:00Z' }, 120, now)).toEqual([
      'A performance can only be scheduled in the future.',
    ]);
    expect(scheduleProblems({ ...valid, startsAt: 'tomorrow' }, 120, now)).toEqual([
      'The date and time are not valid.',
    ]);
    expect(scheduleProblems({ ...valid, seats: 121 }, 120, now)).toEqual([
      'The stage has 120 seats; 121 cannot be sold.',
    ]);
    for (const seats of [0, -1, 2.5]) expect(scheduleProblems({ ...valid, seats }, 120, now)).toHaveLength(1);
    for (const price of [-1, 12.5]) expect(scheduleProblems({ ...valid, price }, 120, now)).toHaveLength(1);
  });
});
