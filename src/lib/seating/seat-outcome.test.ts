import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '~/paraglide/runtime';
import { minutesLeft, postedErrors, refusalText, toSeatStates } from './seat-outcome';
import { bestOutcomeOf, readSeatPageSearch } from './seat-search';

overwriteGetLocale(() => 'en');

describe('seat outcome', () => {
  it('reads the taken seats into the map and drops free ones', () => {
    const states = toSeatStates([
      { key: 'a', state: 'HELD', mine: true },
      { key: 'b', state: 'SOLD', mine: false },
      { key: 'c', state: 'FREE', mine: false },
    ]);
    expect([...states]).toEqual([
      ['a', { state: 'held', mine: true }],
      ['b', { state: 'sold', mine: false }],
    ]);
  });

  it('names the seats someone else took, and words every other refusal', () => {
    expect(refusalText({ kind: 'refused', reason: 'SEATS_TAKEN' }, ['Stalls, row F, seat 12'])).toContain(
      'Stalls, row F, seat 12',
    );
    expect(refusalText({ kind: 'refused', reason: 'NO_SEATS_FIT' }, [])).toMatch(/fewer seats/);
    expect(refusalText({ kind: 'failed' }, [])).toMatch(/cannot be reached/);
  });

  it('rounds the minutes left up and stops at zero', () => {
    const now = Date.parse('2026-12-01T18:00:00Z');
    expect(minutesLeft('2026-12-01T18:09:01Z', now)).toBe(10);
    expect(minutesLeft('2026-12-01T18:00:30Z', now)).toBe(1);
    expect(minutesLeft('2026-12-01T17:59:00Z', now)).toBe(0);
  });

  it('carries the no-JavaScript outcome in the query string and nothing else', () => {
    expect(bestOutcomeOf({ kind: 'refused', reason: 'NO_SEATS_FIT' })).toBe('nofit');
    expect(readSeatPageSearch({ best: 'fields', fields: 'count,evil,maxPrice' })).toEqual({
      best: 'fields',
      fields: 'count,maxPrice',
    });
    expect(readSeatPageSearch({ best: '<script>' })).toEqual({});
    // The places form's area comes back only with an outcome, and only as a key.
    expect(readSeatPageSearch({ best: 'noplaces', area: 'standing' })).toEqual({ best: 'noplaces', area: 'standing' });
    expect(readSeatPageSearch({ best: 'ok', area: '"><img>' })).toEqual({ best: 'ok' });
    expect(readSeatPageSearch({ area: 'standing' })).toEqual({});
    expect(postedErrors({ best: 'fields', fields: 'count' })).toEqual({ count: true });
  });
});
