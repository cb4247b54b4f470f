import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '~/paraglide/runtime';
import { minutesLeft, postedErrors, refusalText, toSeatStates, withOrderSeats } from './seat-outcome';
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

  it("takes the shopper's seats from the order that came back, and leaves everyone else's as read", () => {
    const taken = [
      { key: 'a', state: 'HELD', mine: true },
      { key: 'b', state: 'SOLD', mine: false },
      { key: 'c', state: 'HELD', mine: false },
      { key: 'd', state: 'SOLD', mine: true },
    ] as const;
    const order = [
      { performanceId: '7', key: 'e' },
      { performanceId: '7', key: 'c' },
      { performanceId: '8', key: 'a' },
    ];
    // 'a' was given back (only another performance's 'a' is in the order); 'c' and 'e' are held
    // for this shopper now; a seat they bought earlier stays bought.
    expect(new Map(withOrderSeats(taken, '7', order).map((seat) => [seat.key, seat]))).toEqual(
      new Map([
        ['b', { key: 'b', state: 'SOLD', mine: false }],
        ['d', { key: 'd', state: 'SOLD', mine: true }],
        ['e', { key: 'e', state: 'HELD', mine: true }],
        ['c', { key: 'c', state: 'HELD', mine: true }],
      ]),
    );
    expect(withOrderSeats(taken, '7', [])).toEqual([taken[1], taken[2], taken[3]]);
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
