import { describe, expect, it } from 'vitest';
import {
  groupByDay,
  monthRange,
  nextMonth,
  PROGRAMME_MONTHS,
  programmeMonths,
  sofiaDay,
  sofiaMonth,
} from './programme';

describe('the theatre calendar', () => {
  it('counts months on, across the year', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2027-09')).toBe('2027-10');
  });

  it("reads days and months on Sofia's clock, not UTC's", () => {
    // 22:30 UTC on 31 December is already the new year in Sofia (UTC+2).
    expect(sofiaDay('2026-12-31T22:30:00Z')).toBe('2027-01-01');
    expect(sofiaMonth(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01');
    // 20:59 UTC in July is 23:59 in Sofia (UTC+3): still the same day.
    expect(sofiaDay('2026-07-10T20:59:00Z')).toBe('2026-07-10');
    expect(sofiaDay('2026-07-10T21:00:00Z')).toBe('2026-07-11');
  });

  it('offers the current month and the ones after it', () => {
    const months = programmeMonths(new Date('2026-11-24T11:00:00Z'));
    expect(months).toHaveLength(PROGRAMME_MONTHS);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months.at(-1)).toBe('2027-10');
  });

  it("spans a month from Sofia's midnight to the last millisecond before the next, in winter and summer time", () => {
    expect(monthRange('2026-12')).toEqual({ start: '2026-11-30T22:00:00.000Z', end: '2026-12-31T21:59:59.999Z' });
    // March starts in winter time (UTC+2) and ends in summer time (UTC+3).
    expect(monthRange('2027-03')).toEqual({ start: '2027-02-28T22:00:00.000Z', end: '2027-03-31T20:59:59.999Z' });
    expect(() => monthRange('2027-13')).toThrow();
  });
});

describe('groupByDay', () => {
  it('gathers performances in order under their day in Sofia', () => {
    const performances = [
      { id: 'a', startsAt: '2026-12-01T17:00:00Z' },
      { id: 'b', startsAt: '2026-12-01T21:30:00Z' },
      { id: 'c', startsAt: '2026-12-01T22:30:00Z' },
      { id: 'd', startsAt: '2026-12-03T17:00:00Z' },
    ];
    expect(groupByDay(performances)).toEqual([
      { day: '2026-12-01', items: [performances[0], performances[1]] },
      { day: '2026-12-02', items: [performances[2]] },
      { day: '2026-12-03', items: [performances[3]] },
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
