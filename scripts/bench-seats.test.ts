import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { describe, expect, it } from 'vitest';
import { halfTheHall, ordinarySeats, seatBudgetStatuses } from './bench-seats.ts';

describe('the seat bench', () => {
  it('takes every other seat a shopper could choose, about half the hall, never a wheelchair space or its companion', () => {
    const plan = textPlan(['ssssss ssss', 'wcssssssscw']);
    expect(ordinarySeats(plan)).toHaveLength(17);
    const taken = halfTheHall(plan);
    expect(taken).toHaveLength(9);
    expect(taken.every((key) => ordinarySeats(plan).includes(key))).toBe(true);
    expect(new Set(taken).size).toBe(taken.length);
  });

  const seats = {
    performanceId: '5',
    capacity: 250,
    taken: 121,
    states: { roundTrips: ['GetSeatStates'], atVendure: { 1: { p50: 4 }, 16: { p50: 30 } } },
    selectShown: { shoppers: 16, pauseMs: 1000, p95: 280, notShown: 0 },
    mapRender: { cpuSlowdown: 4, medianMs: 120, runsMs: [110, 120, 130] },
  };

  it('gives each budget its status, the seat page against the heaviest catalog page', () => {
    const rows = seatBudgetStatuses({
      seats,
      firstLoad: { home: { jsGzipBytes: 100_000 }, play: { jsGzipBytes: 110_000 }, seats: { jsGzipBytes: 150_000 } },
      lighthouse: { seats: { mobile: { runs: [97, 95, 96] } } },
      catalogPages: ['home', 'play', 'product'],
    });
    expect(rows.map((row) => row[3])).toEqual(['met', 'met', 'met', 'not met', 'met', 'not met']);
    expect(rows[3]![2]).toBe('+40000 (150000)');
  });

  it('says what it could not measure instead of a status', () => {
    const rows = seatBudgetStatuses({
      seats: {
        ...seats,
        states: { ...seats.states, roundTrips: ['GetSeatStates', 'ActiveOrder'] },
        mapRender: { error: 'the seat page answered 500' },
      },
      firstLoad: { home: { jsGzipBytes: 100_000 } },
      lighthouse: null,
      catalogPages: ['home'],
    });
    expect(rows.map((row) => row[3])).toEqual([
      'not met',
      'met',
      'met',
      'not measured',
      'not measured',
      'not measured',
    ]);
    expect(rows[5]![2]).toBe('the seat page answered 500');
    expect(
      seatBudgetStatuses({
        seats: { error: 'no seeded reserved performance on sale' },
        firstLoad: {},
        lighthouse: null,
        catalogPages: [],
      }),
    ).toEqual([['seat budgets', '–', 'no seeded reserved performance on sale', 'not measured']]);
  });
});
