import { describe, expect, it } from 'vitest';
import { fromSofiaInput, toSofiaClock, toSofiaInput } from './sofia-time';

describe('Sofia time in the Dashboard forms', () => {
  it('reads a typed date and time as Sofia time, winter and summer', () => {
    expect(fromSofiaInput('2026-12-01T19:00')?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(fromSofiaInput('2027-07-01T19:30')?.toISOString()).toBe('2027-07-01T16:30:00.000Z');
    // The night summer time starts (03:00 → 04:00 on 28 March 2027) and ends (31 October 2027).
    expect(fromSofiaInput('2027-03-28T05:00')?.toISOString()).toBe('2027-03-28T02:00:00.000Z');
    expect(fromSofiaInput('2027-10-31T05:00')?.toISOString()).toBe('2027-10-31T03:00:00.000Z');
    expect(fromSofiaInput('')).toBeNull();
    expect(fromSofiaInput('tomorrow')).toBeNull();
  });

  it('shows an instant as Sofia time, and back again', () => {
    expect(toSofiaInput('2026-12-01T17:00:00.000Z')).toBe('2026-12-01T19:00');
    expect(toSofiaInput('2027-07-01T16:30:00.000Z')).toBe('2027-07-01T19:30');
    for (const value of ['2026-11-30T00:15', '2027-03-28T12:00', '2027-10-31T23:59'])
      expect(toSofiaInput(fromSofiaInput(value) as Date)).toBe(value);
  });

  it('tells the time of day on Sofia’s clock', () => {
    expect(toSofiaClock('2026-12-01T17:05:59.000Z')).toBe('19:05');
    expect(toSofiaClock('2027-07-01T22:30:00.000Z')).toBe('01:30');
  });
});
