import { randomUUID } from 'node:crypto';
import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guestDetails, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';
import { removeOwnStage, reservedPerformance } from './own-stage';
import { HOLD_DATABASES, outlast, shortHoldServer } from './short-hold-server';

/**
 * Numbered seats (ADR 053) against a real Vendure: a seat has one holder whatever the
 * number of shoppers asking at once, selections become priced order lines, and only
 * held seats are paid.
 */

// Zone A: rows A and B (3200), zone B: row C with two wheelchair spaces (1600).
const PLAN = textPlan(['ssssss ssssss', 'ssssss ssssss', 'wcssss sssscw'], ['A', 'A', 'B']);
PLAN.zones = [
  { code: 'A', name: { bg: 'Партер', en: 'Stalls' } },
  { code: 'B', name: { bg: 'Балкон', en: 'Balcony' } },
];
// Six standing places at the back, sold by count in zone B.
PLAN.height += 2;
PLAN.areas.push({
  kind: 'unreserved',
  key: 'standing',
  name: { bg: 'Правостоящи', en: 'Standing' },
  zone: 'B',
  capacity: 6,
  box: { x: 1, y: PLAN.height - 2, width: PLAN.width - 2, height: 1 },
});
const PRICES = [
  { zone: 'A', price: 3200 },
  { zone: 'B', price: 1600 },
];

const SEATING = shopGraphql(`query ($id: ID!) { performanceSeating(performanceId: $id) {
  planVersion plan zones { code name price priceWithTax } states { taken { key state mine } holdExpiresAt } } }`);
const SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on Order { id lines { quantity unitPriceWithTax } seats { key row seat zone state expiresAt } }
  ... on SeatsUnavailable { reason seatKeys } } }`);
const BEST =
  shopGraphql(`mutation ($input: BestSeatsInput!, $key: String!) { selectBestSeats(input: $input, idempotencyKey: $key) {
  __typename ... on Order { seats { key row seat zoneCode wheelchair companion } } ... on SeatsUnavailable { reason } } }`);
const PLACES =
  shopGraphql(`mutation ($input: BestSeatsInput!, $key: String!) { selectBestSeats(input: $input, idempotencyKey: $key) {
  __typename ... on Order { lines { quantity unitPriceWithTax } seats { key area row seat zoneCode state } }
  ... on SeatsUnavailable { reason } } }`);
const RELEASE =
  shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { releaseSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on Order { lines { quantity } seats { key } } ... on SeatsUnavailable { reason } } }`);

describe('numbered seats', () => {
  let admin: TestClient;
  let shopUrl: string;
  let setup: Awaited<ReturnType<typeof reservedPerformance>>;
  let id: string;

  beforeAll(async () => {
    shopUrl = inject('shopApiUrl');
    admin = new TestClient(inject('adminApiUrl'));
    await admin.loginAsSuperadmin();
    setup = await reservedPerformance(admin, 'seating-e2e-hall', PLAN, PRICES);
    id = setup.performance.id;
  });

  afterAll(async () => {
    if (setup) await removeOwnStage(admin, setup.stageId);
  });

  it('schedules a performance on the plan with a price per zone', async () => {
    expect(setup.plan).toEqual({ version: 1, capacity: 42 });
    const { stage } = await admin.query(adminGraphql(`query ($id: ID!) { stage(id: $id) { capacity } }`), {
      id: setup.stageId,
    });
    expect(stage?.capacity).toBe(42);
    expect(setup.performance).toMatchObject({ reserved: true, seatPlanVersion: 1 });
    expect(setup.performance.zonePrices).toEqual(expect.arrayContaining(PRICES));
    const { performanceSeating } = await newShopper(shopUrl).query(SEATING, { id }, 'en');
    expect(performanceSeating?.zones.map((z) => [z.code, z.name, z.priceWithTax])).toEqual([
      ['A', 'Stalls', 3200],
      ['B', 'Balcony', 1600],
    ]);
    expect(performanceSeating?.states.taken).toEqual([]);
  });

  it('refuses zone prices that miss a zone, and a plan with two seats of one key', async () => {
    const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
    const refused = await admin.raw(
      adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id } }`),
      {
        input: {
          playId: plays.items[0]!.id,
          stageId: setup.stageId,
          startsAt: new Date(Date.now() + 50 * 86_400_000).toISOString(),
          price: 0,
          seats: 1,
          zonePrices: [{ zone: 'A', price: 1000 }],
        },
      },
    );
    expect(JSON.stringify(refused.errors)).toMatch(/missing: B/);
    const twice = structuredClone(PLAN);
    const row = twice.areas[0]!.kind === 'reserved' ? twice.areas[0]!.rows[0]! : undefined;
    row!.seats[1]!.key = row!.seats[0]!.key;
    const bad = await admin.raw(
      adminGraphql(`mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version } }`),
      { stage: setup.stageId, plan: twice },
    );
    expect(bad.errors?.length).toBeGreaterThan(0);
  });

  it('holds chosen seats for the shopper and prices the line by zone', async () => {
    const shop = newShopper(shopUrl);
    const { selectSeats } = await shop.query(SELECT, { id, keys: ['h-A-1', 'h-A-2', 'h-C-4'] });
    expect(selectSeats.__typename).toBe('Order');
    if (selectSeats.__typename !== 'Order') return;
    expect(selectSeats.lines.map((l) => [l.quantity, l.unitPriceWithTax]).sort()).toEqual([
      [1, 1600],
      [2, 3200],
    ]);
    expect(selectSeats.seats.map((s) => [s.key, s.row, s.seat, s.state])).toEqual([
      ['h-A-1', 'A', '1', 'HELD'],
      ['h-A-2', 'A', '2', 'HELD'],
      ['h-C-4', 'C', '4', 'HELD'],
    ]);
    const mine = await shop.query(SEATING, { id });
    expect(mine.performanceSeating?.states.taken.filter((s) => s.mine)).toHaveLength(3);
    expect(mine.performanceSeating?.states.holdExpiresAt).toBeTruthy();
    const other = await newShopper(shopUrl).query(SEATING, { id });
    expect(other.performanceSeating?.states.taken.map((s) => [s.key, s.state, s.mine]).sort()).toEqual([
      ['h-A-1', 'HELD', false],
      ['h-A-2', 'HELD', false],
      ['h-C-4', 'HELD', false],
    ]);

    const { releaseSeats } = await shop.query(RELEASE, { id, keys: ['h-A-2', 'h-C-4'] });
    expect(releaseSeats).toMatchObject({ __typename: 'Order', lines: [{ quantity: 1 }], seats: [{ key: 'h-A-1' }] });
  });

  it('refuses a seat someone else holds, naming it, and keeps none of the request', async () => {
    const [first, second] = [newShopper(shopUrl), newShopper(shopUrl)];
    await first.query(SELECT, { id, keys: ['h-B-1'] });
    const { selectSeats } = await second.query(SELECT, { id, keys: ['h-B-1', 'h-B-2'] });
    expect(selectSeats).toEqual({ __typename: 'SeatsUnavailable', reason: 'SEATS_TAKEN', seatKeys: ['h-B-1'] });
    const seen = await newShopper(shopUrl).query(SEATING, { id });
    expect(seen.performanceSeating?.states.taken.map((s) => s.key)).not.toContain('h-B-2');
  });

  it('gives one seat to exactly one of 24 shoppers asking at the same moment', async () => {
    const shoppers = Array.from({ length: 24 }, () => newShopper(shopUrl));
    const answers = await Promise.all(shoppers.map((shop) => shop.query(SELECT, { id, keys: ['h-B-5', 'h-B-6'] })));
    expect(answers.filter((a) => a.selectSeats.__typename === 'Order')).toHaveLength(1);
    expect(answers.filter((a) => a.selectSeats.__typename === 'SeatsUnavailable')).toHaveLength(23);
    const seen = await newShopper(shopUrl).query(SEATING, { id });
    const taken = seen.performanceSeating?.states.taken.map((s) => s.key) ?? [];
    expect(taken.filter((key) => key === 'h-B-6')).toHaveLength(1);
  });

  it('best available: adjacent seats in the zone, and a wheelchair space with its companion', async () => {
    const { selectBestSeats } = await newShopper(shopUrl).query(BEST, {
      key: randomUUID(),
      input: { performanceId: id, count: 3, zone: 'A' },
    });
    expect(selectBestSeats.__typename).toBe('Order');
    if (selectBestSeats.__typename !== 'Order') return;
    const seats = selectBestSeats.seats;
    expect(seats).toHaveLength(3);
    expect(new Set(seats.map((s) => s.row)).size).toBe(1);
    expect(seats.every((s) => s.zoneCode === 'A')).toBe(true);
    const numbers = seats.map((s) => Number(s.seat)).sort((a, b) => a - b);
    expect(numbers[2]! - numbers[0]!).toBe(2);

    const wheelchair = await newShopper(shopUrl).query(BEST, {
      key: randomUUID(),
      input: { performanceId: id, count: 2, wheelchair: 1 },
    });
    expect(wheelchair.selectBestSeats.__typename).toBe('Order');
    if (wheelchair.selectBestSeats.__typename !== 'Order') return;
    expect(wheelchair.selectBestSeats.seats.map((s) => [s.wheelchair, s.companion]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
    const none = await newShopper(shopUrl).query(BEST, {
      key: randomUUID(),
      input: { performanceId: id, count: 9, zone: 'B' },
    });
    expect(none.selectBestSeats).toEqual({ __typename: 'SeatsUnavailable', reason: 'NO_SEATS_FIT' });
  });

  it('sells places of an unreserved area by count, priced by its zone, each given back on its own', async () => {
    const shop = newShopper(shopUrl);
    const { selectBestSeats } = await shop.query(PLACES, {
      key: randomUUID(),
      input: { performanceId: id, count: 2, area: 'standing' },
    });
    expect(selectBestSeats.__typename).toBe('Order');
    if (selectBestSeats.__typename !== 'Order') return;
    expect(selectBestSeats.seats).toHaveLength(2);
    expect(selectBestSeats.seats.every((s) => s.key.startsWith('standing#') && s.row === null && s.seat === null)).toBe(
      true,
    );
    expect(selectBestSeats.seats.map((s) => [s.area, s.zoneCode, s.state])).toEqual([
      ['Standing', 'B', 'HELD'],
      ['Standing', 'B', 'HELD'],
    ]);
    expect(selectBestSeats.lines.map((l) => [l.quantity, l.unitPriceWithTax])).toEqual([[2, 1600]]);
    const seen = await newShopper(shopUrl).query(SEATING, { id });
    const taken = seen.performanceSeating?.states.taken.map((s) => s.key) ?? [];
    expect(selectBestSeats.seats.every((s) => taken.includes(s.key))).toBe(true);

    const { releaseSeats } = await shop.query(RELEASE, { id, keys: [selectBestSeats.seats[0]!.key] });
    expect(releaseSeats).toMatchObject({ __typename: 'Order', lines: [{ quantity: 1 }] });
  });

  it('keeps an area request to its area, and refuses what an unreserved area cannot give', async () => {
    // Zone B's price: the hall's row C, not the standing places of the same zone (row A is left to the tests below).
    const inArea = await newShopper(shopUrl).query(PLACES, {
      key: randomUUID(),
      input: { performanceId: id, count: 2, area: 'h', maxPrice: 1600 },
    });
    expect(inArea.selectBestSeats.__typename).toBe('Order');
    if (inArea.selectBestSeats.__typename === 'Order') {
      expect(inArea.selectBestSeats.seats.map((s) => [s.key.slice(0, 4), s.row])).toEqual([
        ['h-C-', 'C'],
        ['h-C-', 'C'],
      ]);
    }
    const ask = (input: Record<string, unknown>) =>
      newShopper(shopUrl).query(PLACES, { key: randomUUID(), input: { performanceId: id, count: 1, ...input } });
    expect((await ask({ area: 'standing', count: 2, wheelchair: 1 })).selectBestSeats).toMatchObject({
      reason: 'INVALID_SEATS',
    });
    expect((await ask({ area: 'foyer' })).selectBestSeats).toMatchObject({ reason: 'INVALID_SEATS' });
    expect((await ask({ area: 'standing', zone: 'A' })).selectBestSeats).toMatchObject({ reason: 'NO_SEATS_FIT' });
    expect((await ask({ area: 'standing', maxPrice: 1599 })).selectBestSeats).toMatchObject({
      reason: 'NO_SEATS_FIT',
    });
    expect((await ask({ area: 'standing', count: 7 })).selectBestSeats).toMatchObject({ reason: 'NO_SEATS_FIT' });
  });

  it('sells a reserved ticket only with its seat: adding it by count is refused', async () => {
    const refused = await newShopper(shopUrl).query(
      shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) {
        __typename ... on OrderInterceptorError { interceptorError } } }`),
      { id: setup.performance.productVariant!.id },
    );
    expect(refused.addItemToOrder).toMatchObject({ interceptorError: expect.stringMatching(/^CHOOSE_SEATS/) });
  });

  it('pays for held seats: they become sold, and the box office sees the order on them', async () => {
    const shop = newShopper(shopUrl);
    await shop.query(SELECT, { id, keys: ['h-A-9', 'h-A-10'] });
    await guestDetails(shop);
    expect(await toPayment(shop)).toMatchObject({ __typename: 'Order', state: 'ArrangingPayment' });
    const paid = await payByTestCard(shop);
    expect(paid).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    const { performanceSeatMap } = await admin.query(
      adminGraphql(`query ($id: ID!) { performanceSeatMap(performanceId: $id) { seats { key state orderCode } } }`),
      { id },
    );
    const sold = performanceSeatMap?.seats.filter((s) => s.state === 'SOLD') ?? [];
    expect(sold.map((s) => s.key).sort()).toEqual(['h-A-10', 'h-A-9']);
    expect(sold[0]?.orderCode).toBe(paid.__typename === 'Order' ? paid.code : undefined);
  });

  it('keeps house seats back: a blocked seat cannot be chosen until unblocked', async () => {
    await admin.query(
      adminGraphql(
        `mutation ($id: ID!, $keys: [String!]!) { blockSeats(performanceId: $id, seatKeys: $keys) { performanceId } }`,
      ),
      { id, keys: ['h-A-12'] },
    );
    const refused = await newShopper(shopUrl).query(SELECT, { id, keys: ['h-A-12'] });
    expect(refused.selectSeats).toMatchObject({ reason: 'SEATS_TAKEN', seatKeys: ['h-A-12'] });
    await admin.query(
      adminGraphql(
        `mutation ($id: ID!, $keys: [String!]!) { unblockSeats(performanceId: $id, seatKeys: $keys) { performanceId } }`,
      ),
      { id, keys: ['h-A-12'] },
    );
    const chosen = await newShopper(shopUrl).query(SELECT, { id, keys: ['h-A-12'] });
    expect(chosen.selectSeats.__typename).toBe('Order');
  });
});

/**
 * Holds that run out, on SQLite and on PostgreSQL (the production profile's database):
 * an expired seat goes to the next shopper, the first cannot pay for it, and two shoppers
 * taking over the same expired seat at once get it once.
 */
const DATABASES = HOLD_DATABASES(
  process.env.SEATING_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_seating_e2e',
  [7, 8],
);

describe.each(DATABASES)('numbered seats whose hold runs out, $profile', ({ databaseUrl, portOffset }) => {
  const hold = shortHoldServer({ databaseUrl, portOffset, holdSeconds: 2 });
  let server: typeof hold.server;
  let admin: TestClient;
  let id: string;

  beforeAll(async () => {
    ({ server, admin } = hold);
    id = (await reservedPerformance(admin, 'seating-expiry-hall', PLAN, PRICES)).performance.id;
  });

  it('many shoppers asking at once for the same seats: each seat held once', async () => {
    const shoppers = Array.from({ length: 20 }, () => newShopper(server.shopApiUrl));
    const answers = await Promise.all(
      shoppers.map((shop, i) => shop.query(SELECT, { id, keys: i % 2 ? ['h-A-3', 'h-A-4'] : ['h-A-4', 'h-A-5'] })),
    );
    const won = answers.flatMap((a) =>
      a.selectSeats.__typename === 'Order' ? [a.selectSeats.seats.map((s) => s.key)] : [],
    );
    const keys = won.flat();
    expect(new Set(keys).size).toBe(keys.length);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(2);
  });

  it('an expired seat goes to the next shopper, and the first cannot pay for it', async () => {
    const [late, next] = [newShopper(server.shopApiUrl), newShopper(server.shopApiUrl)];
    const held = await late.query(SELECT, { id, keys: ['h-B-3'] });
    await guestDetails(late);
    await outlast(held.selectSeats.__typename === 'Order' ? held.selectSeats.seats[0]?.expiresAt : null);
    const taken = await next.query(SELECT, { id, keys: ['h-B-3'] });
    expect(taken.selectSeats.__typename).toBe('Order');
    const refused = await toPayment(late);
    expect(refused).toMatchObject({
      __typename: 'OrderStateTransitionError',
      transitionError: expect.stringMatching(/^SEATS_EXPIRED/),
    });
  });

  it("a seat still the shopper's after its time is renewed at payment; a payment after the time is declined", async () => {
    const shop = newShopper(server.shopApiUrl);
    const held = await shop.query(SELECT, { id, keys: ['h-B-9'] });
    await guestDetails(shop);
    await outlast(held.selectSeats.__typename === 'Order' ? held.selectSeats.seats[0]?.expiresAt : null);
    const atPayment = await toPayment(shop);
    expect(atPayment).toMatchObject({ __typename: 'Order', state: 'ArrangingPayment' });
    const { activeOrder } = await shop.query(shopGraphql(`query { activeOrder { seats { expiresAt } } }`));
    await outlast(activeOrder?.seats[0]?.expiresAt);
    expect(await payByTestCard(shop)).toMatchObject({ paymentErrorMessage: 'SEAT_HOLD_EXPIRED' });
  });

  it('many shoppers asking at once for standing places: each place held once, none refused while places are free', async () => {
    const shoppers = Array.from({ length: 10 }, () => newShopper(server.shopApiUrl));
    const answers = await Promise.all(
      shoppers.map((shop) =>
        shop.query(PLACES, { key: randomUUID(), input: { performanceId: id, count: 1, area: 'standing' } }),
      ),
    );
    const keys = answers.flatMap((a) =>
      a.selectBestSeats.__typename === 'Order' ? a.selectBestSeats.seats.map((s) => s.key) : [],
    );
    expect(new Set(keys).size).toBe(keys.length);
    // Six places for ten shoppers: every place goes (a loser of a race asks again), the rest are told no.
    expect(keys).toHaveLength(6);
    expect(answers.filter((a) => a.selectBestSeats.__typename === 'SeatsUnavailable')).toHaveLength(4);
  });

  it('two shoppers taking over the same expired seat at once: one gets it', async () => {
    const first = newShopper(server.shopApiUrl);
    const held = await first.query(SELECT, { id, keys: ['h-B-11'] });
    await outlast(held.selectSeats.__typename === 'Order' ? held.selectSeats.seats[0]?.expiresAt : null);
    const racers = Array.from({ length: 8 }, () => newShopper(server.shopApiUrl));
    const answers = await Promise.all(racers.map((shop) => shop.query(SELECT, { id, keys: ['h-B-11'] })));
    expect(answers.filter((a) => a.selectSeats.__typename === 'Order')).toHaveLength(1);
  });
});
