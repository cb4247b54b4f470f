import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType, type TadaDocumentNode } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ADMINISTRATORS } from '../src/back-office/development-administrators';
import { BOM, parseCsv } from '../src/plugins/box-office/reports/csv';
import { theatreDayOf } from '../src/plugins/box-office/reports/report-dates';
import { guestAtPaymentStep, guestDetails, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';
import { reservedPerformance } from './own-stage';
import { HOLD_DATABASES, shortHoldServer } from './short-hold-server';

/**
 * The box office's figures (issue 27) against a real Vendure on both databases: online
 * orders, counter sales, a comp and a refunded sale are made here, and every report must
 * equal what this file computes from those orders' own lines and payments.
 */

// Zone A: rows A and B (3200), zone B: row C (1600).
const PLAN = textPlan(['ssssss ssssss', 'ssssss ssssss', 'ssssss ssssss'], ['A', 'A', 'B']);
const PRICES = [
  { zone: 'A', price: 3200 },
  { zone: 'B', price: 1600 },
];

/** The reports' documents, typed here until the admin schema file is regenerated with them. */
const doc = <R>(text: string) => parse(text) as unknown as TadaDocumentNode<R, Record<string, unknown>>;

interface Figures {
  zone: string | null;
  capacity: number;
  soldOnline: number;
  soldCounter: number;
  comps: number;
  held: number;
  blocked: number;
  free: number;
  occupancy: number;
  revenueNet: number;
  vat: number;
}
const FIGURES = 'zone capacity soldOnline soldCounter comps held blocked free occupancy revenueNet vat';
const PERFORMANCE_REPORT = doc<{ performanceReport: Omit<Figures, 'zone'> & { reserved: boolean; zones: Figures[] } }>(
  `query ($id: ID!) { performanceReport(performanceId: $id) { reserved
    capacity soldOnline soldCounter comps held blocked free occupancy revenueNet vat zones { ${FIGURES} } } }`,
);
interface CashRow {
  method: string;
  administratorName: string | null;
  payments: number;
  taken: number;
  refunds: number;
  refunded: number;
  net: number;
}
const CASH_ROW = 'method administratorName payments taken refunds refunded net';
const CASH_UP = doc<{ cashUp: { rows: CashRow[]; methods: CashRow[]; total: CashRow } }>(
  `query ($date: String!) { cashUp(date: $date) { rows { ${CASH_ROW} } methods { ${CASH_ROW} } total { ${CASH_ROW} } } }`,
);
const PLAY_REPORT = doc<{
  playReport: {
    tickets: number;
    comps: number;
    revenueNet: number;
    vat: number;
    performances: Array<{
      performanceId: string;
      capacity: number;
      tickets: number;
      comps: number;
      revenueNet: number;
    }>;
    salesByDay: Array<{ date: string; tickets: number; revenueNet: number }>;
  };
}>(`query ($play: ID!, $from: String!, $to: String!) { playReport(playId: $play, from: $from, to: $to) {
  tickets comps revenueNet vat performances { performanceId capacity tickets comps revenueNet }
  salesByDay { date tickets revenueNet } } }`);
const REPORT_CSV = doc<{ reportCsv: { filename: string; csv: string } }>(
  `query ($kind: ReportCsvKind!, $args: ReportCsvArgs!) { reportCsv(kind: $kind, args: $args) { filename csv } }`,
);

const ORDER_LINES = adminGraphql(`query ($id: ID!) { order(id: $id) { id code
  customFields { saleChannel } payments { method amount state }
  lines { quantity linePrice linePriceWithTax unitPriceWithTax productVariant { id } } } }`);
const START = adminGraphql(`mutation ($input: StartCounterSaleInput!) { startCounterSale(input: $input) { id } }`);
const SELECT = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterSelectSeats(orderId: $order, performanceId: $id, seatKeys: $keys) { __typename } }`);
const ADD = adminGraphql(`mutation ($order: ID!, $variant: ID!, $quantity: Int!) {
  addItemToDraftOrder(orderId: $order, input: { productVariantId: $variant, quantity: $quantity }) { __typename } }`);
const COMPLETE = adminGraphql(`mutation ($order: ID!, $input: CompleteCounterSaleInput!) {
  completeCounterSale(orderId: $order, input: $input) {
    __typename ... on Order { id totalWithTax payments { id } } ... on CounterSaleRefused { reason message } } }`);
const SHOP_SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) {
  selectSeats(performanceId: $id, seatKeys: $keys) { __typename } }`);
const SHOP_ORDER = shopGraphql(`query { activeOrder { id } }`);
const BLOCK = adminGraphql(`mutation ($id: ID!, $keys: [String!]!) { blockSeats(performanceId: $id, seatKeys: $keys) {
  seats { key } } }`);

async function signIn(url: string, role: string) {
  const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === role)!;
  const client = new TestClient(url);
  const { login } = await client.query(
    adminGraphql(`mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`),
    { u: admin.identifier, p: admin.password },
  );
  expect(login.__typename).toBe('CurrentUser');
  return { client, name: `${admin.firstName} ${admin.lastName}` };
}

const DATABASES = HOLD_DATABASES(
  process.env.REPORTS_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_reports_e2e',
  [11, 12],
);

describe.each(DATABASES)('box office reports, $profile', ({ databaseUrl, portOffset }) => {
  const server = shortHoldServer({ databaseUrl, portOffset, holdSeconds: 600 });

  it('answers the orders made here: per performance and zone, the cash-up, the play, and CSV with a BOM', async () => {
    const admin = server.admin;
    const adminUrl = server.server.adminApiUrl;
    const shopUrl = server.server.shopApiUrl;
    const boxOffice = await signIn(adminUrl, 'box-office');
    const setup = await reservedPerformance(admin, `reports-e2e-${portOffset}`, PLAN, PRICES);
    const reserved = setup.performance.id;
    const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
    const playId = plays.items[0]!.id;
    const { schedulePerformance } = await admin.query(
      adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
        id productVariant { id } } }`),
      {
        input: {
          playId,
          stageId: setup.stageId,
          startsAt: new Date(Date.now() + 45 * 86_400_000).toISOString(),
          price: 1500,
          seats: 20,
        },
      },
    );
    const counted = { id: schedulePerformance.id, variantId: schedulePerformance.productVariant!.id };
    const orderIds: string[] = [];
    const refundedIds: string[] = [];

    // Online: two numbered seats in zone A, and three counted tickets.
    const online = newShopper(shopUrl);
    expect((await online.query(SHOP_SELECT, { id: reserved, keys: ['h-A-1', 'h-A-2'] })).selectSeats.__typename).toBe(
      'Order',
    );
    await guestDetails(online, 'reports');
    await toPayment(online);
    expect(await payByTestCard(online)).toMatchObject({ state: 'PaymentSettled' });
    const onlineCounted = newShopper(shopUrl);
    await guestAtPaymentStep(onlineCounted, counted.variantId, 3, 'reports');
    await toPayment(onlineCounted);
    const paidCounted = expectType(await payByTestCard(onlineCounted), 'Order');
    expect(paidCounted.state).toBe('PaymentSettled');
    const { orders } = await admin.query(
      adminGraphql(`query { orders(options: { filter: { state: { eq: "PaymentSettled" } } }) { items { id } } }`),
    );
    orderIds.push(...orders.items.map((o) => o.id));
    expect(orderIds).toHaveLength(2);

    // At the counter: cash for a seat in each zone, card for two counted tickets, a comp, and a sale refunded whole.
    const sell = async (seats: string[] | number, input: Record<string, unknown> = {}, comp = false) => {
      const { startCounterSale } = await boxOffice.client.query(START, { input: { language: 'bg', comp } });
      if (Array.isArray(seats))
        await boxOffice.client.query(SELECT, { order: startCounterSale.id, id: reserved, keys: seats });
      else
        await boxOffice.client.query(ADD, { order: startCounterSale.id, variant: counted.variantId, quantity: seats });
      const { completeCounterSale } = await boxOffice.client.query(COMPLETE, {
        order: startCounterSale.id,
        input: { method: 'counter-cash', ...input },
      });
      return expectType(completeCounterSale, 'Order');
    };
    orderIds.push((await sell(['h-A-3', 'h-C-1'])).id);
    orderIds.push((await sell(2, { method: 'counter-card-terminal' })).id);
    orderIds.push((await sell(['h-C-2'], { compReason: 'press' }, true)).id);
    const refunded = await sell(['h-A-5', 'h-A-6']);
    refundedIds.push(refunded.id);
    const { refundOrder } = await boxOffice.client.query(
      adminGraphql(`mutation ($paymentId: ID!, $amount: Money!) { refundOrder(input: { paymentId: $paymentId,
        amount: $amount, shipping: 0, adjustment: 0, reason: "Changed their mind" }) { __typename } }`),
      { paymentId: refunded.payments![0]!.id, amount: refunded.totalWithTax },
    );
    expect(refundOrder.__typename).toBe('Refund');

    // Held by a shopper who has not paid, and one seat kept back by the box office.
    const holder = newShopper(shopUrl);
    await holder.query(SHOP_SELECT, { id: reserved, keys: ['h-C-5'] });
    await guestDetails(holder, 'reports-holder');
    expect(await toPayment(holder)).toMatchObject({ state: 'ArrangingPayment' });
    expect((await holder.query(SHOP_ORDER)).activeOrder).not.toBeNull();
    await admin.query(BLOCK, { id: reserved, keys: ['h-B-12'] });

    // The figures, computed here from the orders' own lines.
    const sold = await Promise.all(orderIds.map(async (id) => (await admin.query(ORDER_LINES, { id })).order!));
    const zoneOfPrice = new Map(PRICES.map((p) => [p.price, p.zone]));
    const expected = new Map<string, Figures>();
    const figuresOf = (key: string, zone: string | null, capacity: number) => {
      if (!expected.has(key))
        expected.set(key, {
          zone,
          capacity,
          soldOnline: 0,
          soldCounter: 0,
          comps: 0,
          held: 0,
          blocked: 0,
          free: 0,
          occupancy: 0,
          revenueNet: 0,
          vat: 0,
        });
      return expected.get(key)!;
    };
    figuresOf('A', 'A', 24);
    figuresOf('B', 'B', 12);
    const countedFigures = figuresOf('counted', null, 20);
    for (const order of sold) {
      const channel = order.customFields?.saleChannel;
      for (const line of order.lines) {
        const variant = line.productVariant.id;
        const isReserved = variant === setup.performance.productVariant!.id;
        if (!isReserved && variant !== counted.variantId) continue;
        const f = isReserved
          ? expected.get(zoneOfPrice.get(line.unitPriceWithTax) ?? (channel === 'comp' ? 'B' : '?'))!
          : countedFigures;
        if (channel === 'comp') f.comps += line.quantity;
        else if (channel === 'counter') f.soldCounter += line.quantity;
        else f.soldOnline += line.quantity;
        f.revenueNet += line.linePrice;
        f.vat += line.linePriceWithTax - line.linePrice;
      }
    }
    expected.get('B')!.held = 1;
    expected.get('A')!.blocked = 1;
    for (const f of expected.values()) {
      const taken = f.soldOnline + f.soldCounter + f.comps;
      f.free = f.capacity - taken - f.held - f.blocked;
      f.occupancy = Math.round((taken / f.capacity) * 1000) / 10;
    }
    expect(expected.get('A')).toMatchObject({ soldOnline: 2, soldCounter: 1, free: 20 });
    expect(expected.get('B')).toMatchObject({ soldCounter: 1, comps: 1, revenueNet: expect.any(Number) });

    const reportsStaff = await signIn(adminUrl, 'reports');
    const { performanceReport } = await reportsStaff.client.query(PERFORMANCE_REPORT, { id: reserved });
    expect(performanceReport.reserved).toBe(true);
    expect(performanceReport.zones).toEqual([expected.get('A'), expected.get('B')]);
    const sum = (key: keyof Figures) => (expected.get('A')![key] as number) + (expected.get('B')![key] as number);
    expect(performanceReport).toMatchObject({
      capacity: 36,
      soldOnline: sum('soldOnline'),
      soldCounter: sum('soldCounter'),
      comps: sum('comps'),
      held: 1,
      blocked: 1,
      free: sum('free'),
      revenueNet: sum('revenueNet'),
      vat: sum('vat'),
    });
    const { zone: _zone, ...countedExpected } = countedFigures;
    expect((await reportsStaff.client.query(PERFORMANCE_REPORT, { id: counted.id })).performanceReport).toEqual({
      reserved: false,
      zones: [],
      ...countedExpected,
    });

    // The cash-up of today: payments and the refund, per method and member of staff.
    const today = theatreDayOf(new Date());
    const { cashUp } = await reportsStaff.client.query(CASH_UP, { date: today });
    const paymentsBy = new Map<string, { payments: number; taken: number }>();
    for (const id of [...orderIds, ...refundedIds]) {
      const order = (await admin.query(ORDER_LINES, { id })).order!;
      for (const p of order.payments ?? []) {
        if (p.state !== 'Settled') continue;
        const entry = paymentsBy.get(p.method) ?? { payments: 0, taken: 0 };
        paymentsBy.set(p.method, { payments: entry.payments + 1, taken: entry.taken + p.amount });
      }
    }
    const cash = paymentsBy.get('counter-cash')!;
    expect(cashUp.rows.filter((r) => r.method.startsWith('counter-'))).toEqual([
      {
        method: 'counter-card-terminal',
        administratorName: boxOffice.name,
        ...paymentsBy.get('counter-card-terminal')!,
        refunds: 0,
        refunded: 0,
        net: paymentsBy.get('counter-card-terminal')!.taken,
      },
      {
        method: 'counter-cash',
        administratorName: boxOffice.name,
        ...cash,
        refunds: 1,
        refunded: refunded.totalWithTax,
        net: cash.taken - refunded.totalWithTax,
      },
    ]);
    const online2 = paymentsBy.get('test-card')!;
    expect(cashUp.methods.find((m) => m.method === 'test-card')).toMatchObject(online2);
    const allTaken = [...paymentsBy.values()].reduce((s, p) => s + p.taken, 0);
    expect(cashUp.total).toMatchObject({ taken: allTaken, refunded: refunded.totalWithTax });

    // The play over the next two months: both performances, and every ticket sold today.
    const to = theatreDayOf(new Date(Date.now() + 60 * 86_400_000));
    const { playReport } = await reportsStaff.client.query(PLAY_REPORT, { play: playId, from: today, to });
    const rowOf = (id: string) => playReport.performances.find((p) => p.performanceId === id);
    const allFigures = [...expected.values()];
    const tickets = allFigures.reduce((s, f) => s + f.soldOnline + f.soldCounter + f.comps, 0);
    const revenue = allFigures.reduce((s, f) => s + f.revenueNet, 0);
    expect(rowOf(reserved)).toMatchObject({
      capacity: 36,
      tickets: tickets - countedFigures.soldOnline - countedFigures.soldCounter,
    });
    expect(rowOf(counted.id)).toMatchObject({
      capacity: 20,
      tickets: countedFigures.soldOnline + countedFigures.soldCounter,
    });
    expect(playReport).toMatchObject({ tickets, comps: 1, revenueNet: revenue });
    expect(playReport.salesByDay).toEqual([{ date: today, tickets, revenueNet: revenue }]);

    // Exports: UTF-8 with a BOM, parsed back.
    const attendees = (
      await reportsStaff.client.query(REPORT_CSV, { kind: 'ATTENDEES', args: { performanceId: reserved } })
    ).reportCsv;
    expect(attendees.csv.startsWith(BOM)).toBe(true);
    const rows = parseCsv(attendees.csv);
    expect(rows[0]).toEqual(['name', 'email', 'seat', 'order', 'sold', 'admitted at']);
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['h-A-1', 'h-A-2', 'h-A-3', 'h-C-1', 'h-C-2']);
    for (const [kind, args] of [
      ['PERFORMANCE', { performanceId: reserved }],
      ['CASH_UP', { date: today }],
      ['PLAY', { playId, from: today, to }],
    ] as const) {
      const { reportCsv } = await reportsStaff.client.query(REPORT_CSV, { kind, args });
      expect(reportCsv.csv.startsWith(BOM)).toBe(true);
      const parsed = parseCsv(reportCsv.csv);
      expect(parsed.length).toBeGreaterThan(1);
      expect(new Set(parsed.map((r) => r.length)).size).toBe(1);
    }
    const performanceRows = parseCsv(
      (await reportsStaff.client.query(REPORT_CSV, { kind: 'PERFORMANCE', args: { performanceId: reserved } }))
        .reportCsv.csv,
    );
    expect(performanceRows.at(-1)!.slice(0, 3)).toEqual(['all', '36', String(sum('soldOnline'))]);

    // The Reports role reads figures, and sells nothing.
    const refused = await reportsStaff.client.raw(START, { input: { language: 'en' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }, 180_000);
});
