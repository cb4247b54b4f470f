import { describe, expect, it } from 'vitest';
import { formatHoldTime, holdTimeLeft, untilNextTick } from './seat-hold';

describe('seat hold countdown', () => {
  const expiresAt = '2026-11-23T18:10:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts from the server’s expiresAt and the clock, never below zero', () => {
    expect(holdTimeLeft(expiresAt, at('2026-11-23T18:00:00.000Z'))).toBe(600_000);
    expect(holdTimeLeft(expiresAt, at('2026-11-23T18:00:19.250Z'))).toBe(580_750);
    expect(holdTimeLeft(expiresAt, at('2026-11-23T18:10:00.000Z'))).toBe(0);
    expect(holdTimeLeft(expiresAt, at('2026-11-23T18:15:00.000Z'))).toBe(0);
    expect(holdTimeLeft('not a date', at('2026-11-23T18:00:00.000Z'))).toBe(0);
  });

  it.each([
    [600_000, '10:00'],
    [581_000, '9:41'],
    [580_750, '9:41'],
    [580_000, '9:40'],
    [60_000, '1:00'],
    [59_001, '1:00'],
    [59_000, '0:59'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
    [3_600_000, '60:00'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatHoldTime(ms)).toBe(text);
  });

  it('ticks when the shown second changes', () => {
    expect(untilNextTick(580_750)).toBe(750);
    expect(untilNextTick(580_000)).toBe(1000);
    expect(untilNextTick(1)).toBe(1);
  });
});
