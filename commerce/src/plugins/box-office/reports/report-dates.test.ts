import { describe, expect, it } from 'vitest';
import { dayRange, isTheatreDay, theatreDateTime, theatreDayOf } from './report-dates';

describe('theatre days (Europe/Sofia)', () => {
  it('starts a winter day at 22:00 UTC the evening before', () => {
    const { start, end } = dayRange('2026-11-26');
    expect(start.toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-26T22:00:00.000Z');
  });

  it('starts a summer day at 21:00 UTC', () => {
    expect(dayRange('2026-07-01').start.toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('has 23 hours when the clocks go forward and 25 when they go back', () => {
    const spring = dayRange('2026-03-29');
    const autumn = dayRange('2026-10-25');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('puts a sale at 23:30 Sofia time on that day, not the next', () => {
    expect(theatreDayOf(new Date('2026-11-26T21:30:00Z'))).toBe('2026-11-26');
    expect(theatreDayOf(new Date('2026-11-26T22:00:00Z'))).toBe('2026-11-27');
    expect(theatreDateTime(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-26 19:30');
  });

  it('refuses what is not a day', () => {
    expect(isTheatreDay('2026-02-30')).toBe(false);
    expect(isTheatreDay('26-11-2026')).toBe(false);
    expect(() => dayRange('yesterday')).toThrow();
  });
});
