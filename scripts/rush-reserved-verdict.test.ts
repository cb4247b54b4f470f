import fs from 'node:fs';
import { seatPlanProblems } from '@foyer/shared/seating/plan-problems';
import { planCapacity, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { describe, expect, it } from 'vitest';
import {
  auditSales,
  contestedSeats,
  EXPECTED_REFUSALS,
  REFUSAL_WORDING_FILE,
  refusalMessageKeys,
  reservedOutcomeOf,
  reservedProblemsOf,
  rushPlan,
  seededRandom,
  shopperRequests,
  unwordedRefusals,
} from './rush-reserved-verdict.ts';

describe('the reserved rush: its hall and its shoppers', () => {
  it('draws a plan of exactly the seats asked for that Vendure would accept, the front row contested', () => {
    for (const seats of [1, 10, 40, 45, 240]) {
      const plan = rushPlan(seats) as SeatPlan;
      expect(seatPlanProblems(plan)).toEqual([]);
      expect(planCapacity(plan)).toBe(seats);
    }
    expect(contestedSeats(rushPlan(40))).toEqual(Array.from({ length: 10 }, (_, i) => `rush-A-${i + 1}`));
    expect(contestedSeats(rushPlan(4))).toHaveLength(4);
    expect(() => rushPlan(0)).toThrow(RangeError);
    expect(() => rushPlan(241)).toThrow(RangeError);
  });

  it('sends half to the contested seats (1–3 neighbours) and half to best available (1–3), the same every time', () => {
    const contested = contestedSeats(rushPlan(40));
    const requests = shopperRequests(300, contested, seededRandom(26));
    expect(requests).toEqual(shopperRequests(300, contested, seededRandom(26)));
    expect(requests.filter((r) => r.kind === 'pick')).toHaveLength(150);
    for (const request of requests) {
      if (request.kind === 'best') {
        expect(request.count).toBeGreaterThanOrEqual(1);
        expect(request.count).toBeLessThanOrEqual(3);
        continue;
      }
      expect(request.seatKeys.length).toBeGreaterThanOrEqual(1);
      expect(request.seatKeys.length).toBeLessThanOrEqual(3);
      const at = contested.indexOf(request.seatKeys[0]!);
      expect(request.seatKeys).toEqual(contested.slice(at, at + request.seatKeys.length));
    }
    const sizes = new Set(requests.map((r) => (r.kind === 'best' ? r.count : r.seatKeys.length)));
    expect([...sizes].sort()).toEqual([1, 2, 3]);
  });
});

describe('the reserved rush: how each shopper ended', () => {
  it('names the refusal reason at the seat call, where it failed, or what stopped the checkout', () => {
    const order = { kind: 'order' };
    expect(reservedOutcomeOf({ seat: order, hold: { kind: 'ready' }, pay: { kind: 'placed' } })).toBe('placed');
    expect(reservedOutcomeOf({ seat: { kind: 'refused', reason: 'SEATS_TAKEN' } })).toBe('refused: SEATS_TAKEN');
    expect(reservedOutcomeOf({ seat: { kind: 'refused', reason: 'NOT_ON_SALE' } })).toBe('refused: NOT_ON_SALE');
    expect(reservedOutcomeOf({ seat: { kind: 'failed' } })).toBe('seat call failed');
    expect(reservedOutcomeOf({ seat: order, hold: { kind: 'stock' } })).toBe('payment step: stock');
    expect(reservedOutcomeOf({ seat: order, hold: { kind: 'ready' }, pay: { kind: 'holdExpired' } })).toBe(
      'payment: holdExpired',
    );
    expect(reservedOutcomeOf({ failedAt: 'customer', seat: order })).toBe('failed at customer');
    expect(reservedOutcomeOf({ seat: order })).toBe('unknown');
  });
});

const sold = (key: string, orderCode: string) => ({ key, state: 'SOLD', orderCode });
const order = (code: string, seatKeys: string[], tickets: Array<string | null> | null = seatKeys) => ({
  code,
  seatKeys,
  ticketQuantity: seatKeys.length,
  tickets: { count: tickets?.length ?? seatKeys.length, seatKeys: tickets },
});

describe('the reserved rush: the books', () => {
  const seatMap = [sold('a1', 'X'), sold('a2', 'X'), sold('a3', 'Y'), { key: 'b1', state: 'BLOCKED', orderCode: null }];
  const orders = [order('X', ['a1', 'a2']), order('Y', ['a3'])];

  it('finds nothing wrong when the seat map, the paid orders and the tickets agree', () => {
    const audit = auditSales({ seatMap, orders, told: { X: ['a2', 'a1'], Y: ['a3'] } });
    expect(audit).toMatchObject({ soldInMap: 3, soldInOrders: 3, ticketQuantity: 3, ticketsIssued: 3, heldAfter: [] });
    expect(reservedProblemsOf(verdictInput(audit))).toEqual([]);
  });

  it('catches a seat still held once the rush is over', () => {
    const audit = auditSales({ seatMap: [...seatMap, { key: 'b2', state: 'HELD', orderCode: 'Z' }], orders });
    expect(reservedProblemsOf(verdictInput(audit))).toEqual(['seats still held after the rush: b2']);
  });

  it('catches a seat in two paid orders, on two tickets, or twice in the seat map', () => {
    const twice = auditSales({ seatMap, orders: [...orders, order('W', ['a3'])] });
    expect(twice.twiceInOrders).toEqual(['a3']);
    expect(twice.twiceOnTickets).toEqual(['a3']);
    expect(twice.seatsNotSoldToTheirOrder).toEqual(['a3 (W)']);
    const map = auditSales({ seatMap: [...seatMap, sold('a1', 'Y')], orders });
    expect(map.twiceInMap).toEqual(['a1']);
    expect(reservedProblemsOf(verdictInput(map)).join()).toMatch(/twice in the seat map: a1/);
  });

  it('catches a paid order without its seats, a sold seat without a paid order, and tickets that do not match', () => {
    const audit = auditSales({
      seatMap: [...seatMap, sold('c1', 'Q')],
      orders: [{ ...order('X', ['a1', 'a2']), ticketQuantity: 3 }, order('Y', ['a3'], ['a4']), order('V', [], [])],
    });
    expect(audit.ordersWithoutTheirSeats).toEqual(['X', 'V']);
    expect(audit.soldWithoutPaidOrder).toEqual(['c1']);
    expect(audit.ticketsNotMatchingSeats).toEqual(['Y']);
    expect(reservedProblemsOf(verdictInput(audit))).toHaveLength(4);
  });

  it('counts tickets per order when they do not name their seat yet', () => {
    const audit = auditSales({ seatMap, orders: [order('X', ['a1', 'a2'], null), order('Y', ['a3'], null)] });
    expect(audit.ticketsNamed).toBe(false);
    expect(audit.twiceOnTickets).toEqual([]);
    expect(reservedProblemsOf(verdictInput(audit))).toEqual([]);
    const short = auditSales({
      seatMap,
      orders: [{ ...order('X', ['a1', 'a2'], null), tickets: { count: 1, seatKeys: null } }],
    });
    expect(short.ticketsNotMatchingSeats).toEqual(['X']);
  });

  it('catches a shopper who paid for other seats than they were shown', () => {
    const audit = auditSales({ seatMap, orders, told: { X: ['a1', 'b1'], Y: ['a3'], Q: ['c1'] } });
    expect(audit.toldOtherSeats).toEqual(['X', 'Q']);
  });
});

describe('the reserved rush: the verdict', () => {
  const clean = auditSales({ seatMap: [sold('a1', 'X')], orders: [order('X', ['a1'])] });

  it('fails on an oversold hall, a 5xx, a failed server function or a network error', () => {
    expect(reservedProblemsOf({ ...verdictInput(clean), seats: 0 })).toEqual(['oversold: 1 seats sold of 0']);
    expect(reservedProblemsOf({ ...verdictInput(clean), fiveXX: 1, fnErrors: 2, networkErrors: 3 })).toHaveLength(3);
  });

  it('accepts only the two refusals a rush should meet, and fails on any other end', () => {
    const outcomes = { placed: 1, 'refused: SEATS_TAKEN': 5, 'refused: NO_SEATS_FIT': 2 };
    expect(reservedProblemsOf({ ...verdictInput(clean), outcomes })).toEqual([]);
    const odd = { ...outcomes, 'refused: NOT_ON_SALE': 1, 'seat call failed': 2, 'payment: declined': 1 };
    expect(reservedProblemsOf({ ...verdictInput(clean), outcomes: odd })).toEqual([
      '1 shoppers ended "refused: NOT_ON_SALE"',
      '2 shoppers ended "seat call failed"',
      '1 shoppers ended "payment: declined"',
    ]);
  });

  it('reads which messages the seat page words each refusal with', () => {
    const source = `import { m } from '~/paraglide/messages';
export function refusalText(outcome: Outcome, seats: string[]) {
  if (outcome.kind === 'failed') return m.seating_refused_failed();
  switch (outcome.reason) {
    case 'SEATS_TAKEN':
      return seats.length > 0 ? m.seating_refused_taken({ seats: seats.join('; ') }) : m.seating_refused_taken_some();
    case 'NO_SEATS_FIT':
      return m.seating_refused_no_fit();
    case 'NOT_ON_SALE':
  }
}

export function other() {
  switch (x) {
    case 'INVALID_SEATS':
      return m.elsewhere();
  }
}`;
    expect(refusalMessageKeys(source)).toEqual({
      SEATS_TAKEN: ['seating_refused_taken', 'seating_refused_taken_some'],
      NO_SEATS_FIT: ['seating_refused_no_fit'],
      NOT_ON_SALE: [],
    });
    expect(refusalMessageKeys('')).toEqual({});
    // The seat page as it is: both refusals a rush meets have their words.
    const page = refusalMessageKeys(fs.readFileSync(REFUSAL_WORDING_FILE, 'utf8'));
    for (const reason of EXPECTED_REFUSALS) expect(page[reason]?.length, reason).toBeGreaterThan(0);
  });

  it('wants every refusal worded in the language of the shopper who met it', () => {
    const keys = { SEATS_TAKEN: ['taken', 'taken_some'], NO_SEATS_FIT: ['no_fit'] };
    const messages = { bg: { taken: 'Заето', taken_some: 'Заети' }, de: { taken: ' ', taken_some: 'Besetzt' }, en: {} };
    const refusals = [
      { locale: 'bg', reason: 'SEATS_TAKEN' },
      { locale: 'de', reason: 'SEATS_TAKEN' },
      { locale: 'en', reason: 'NO_SEATS_FIT' },
      { locale: 'en', reason: 'NO_SEATS_FIT' },
      { locale: 'bg', reason: 'NOT_ON_SALE' },
    ];
    expect(unwordedRefusals(refusals, messages, keys)).toEqual([
      'bg: no message for NOT_ON_SALE',
      'de: taken',
      'en: no_fit',
    ]);
    expect(reservedProblemsOf({ ...verdictInput(clean), unworded: ['de: x'] })).toEqual([
      "refusals without a message in the shopper's language: de: x",
    ]);
  });
});

function verdictInput(audit: ReturnType<typeof auditSales>) {
  return { seats: 40, audit, outcomes: { placed: 1 }, fiveXX: 0, fnErrors: 0, networkErrors: 0, unworded: [] };
}
