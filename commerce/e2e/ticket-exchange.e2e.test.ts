import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, describe, expect, it } from 'vitest';
import { theatreDayOf } from '../src/plugins/box-office/reports/report-dates';
import { guestAtPaymentStep, guestDetails, newShopper, payByTestCard, TRANSITION, toPayment } from './checkout-steps';
import { type MailboxEmail, mailIn } from './mailbox';
import { reservedPerformance } from './own-stage';
import { HOLD_DATABASES, shortHoldServer } from './short-hold-server';

/**
 * Ticket exchanges at the box office (ADR 065) against a real Vendure of its own, on
 * SQLite and on PostgreSQL: to a dearer night (the difference paid at the counter) and a
 * cheaper one (refunded on the original payment), the old ticket refused at the door and
 * the new one admitted, the seats moved, the email sent, the figures counted once; and
 * the seats moving in one transaction while shoppers and the counter race for them.
 */

// Zone A: rows A and B, zone B: row C; 24 seats.
const PLAN = textPlan(['ssssssss', 'ssssssss', 'ssssssss'], ['A', 'A', 'B']);

const ORDER = `id code state totalWithTax customFields { saleChannel exchangedFromOrderId exchangeCredit }
  customer { emailAddress }
  tickets { id code status voidReason place { key } performance { id } }
  payments { method amount state refunds { total state } }`;
const EXCHANGE = adminGraphql(`mutation ($input: ExchangeTicketsInput!) { exchangeTickets(input: $input) {
  __typename ... on TicketExchange { paid refunded order { ${ORDER} } originalOrder { ${ORDER} } }
  ... on TicketsExchangeRefused { reason message } } }`);
const READ = adminGraphql(`query ($id: ID!) { order(id: $id) { ${ORDER} } }`);
const SEAT_MAP = adminGraphql(
  `query ($id: ID!) { performanceSeatMap(performanceId: $id) { seats { key state orderCode } } }`,
);
const SCHEDULE = adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
  id productVariant { id } } }`);
const ADMIT = adminGraphql(`mutation ($id: ID!, $code: String!) { admitTicket(performanceId: $id, code: $code) {
  result ticket { status voidReason } } }`);
const SHOP_SELECT =
  shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on SeatsUnavailable { reason seatKeys } } }`);
const START = adminGraphql(`mutation ($input: StartCounterSaleInput!) { startCounterSale(input: $input) { id } }`);
const COUNTER_SELECT = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterSelectSeats(orderId: $order, performanceId: $id, seatKeys: $keys) { __typename } }`);
const COMPLETE = adminGraphql(`mutation ($order: ID!, $input: CompleteCounterSaleInput!) {
  completeCounterSale(orderId: $order, input: $input) { __typename ... on Order { ${ORDER} }
  ... on CounterSaleRefused { reason message } } }`);
const PERFORMANCE_REPORT = adminGraphql(`query ($id: ID!) { performanceReport(performanceId: $id) {
  soldOnline soldCounter comps revenueNet vat free } }`);
const CASH_UP = adminGraphql(`query ($date: String!) { cashUp(date: $date) {
  methods { method taken refunded } } }`);

/** Once on SQLite and once on PostgreSQL, each with a server of its own (the seed and seat-hold tests use these offsets too, never at once: one file runs at a time). */
const DATABASES = HOLD_DATABASES(
  process.env.EXCHANGE_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_exchange_e2e',
  [1, 2],
);

describe.each(DATABASES)('ticket exchanges, $profile', ({ databaseUrl, portOffset }) => {
  const handle = shortHoldServer({ databaseUrl, portOffset, holdSeconds: 600 });
  const admin = () => handle.admin;
  // Tonight (zone A 3200, B 1600), a dearer night and a cheaper one of the same play; another play's night.
  const nights = {} as Record<'tonight' | 'dearer' | 'cheaper' | 'otherPlay' | 'counted', string>;
  // The counted night's ticket variant: five places at 2000, no seat plan.
  let countedVariant = '';

  type ExchangeInput = {
    orderId: string;
    ticketIds: string[];
    performanceId: string;
    seatKeys?: string[];
    method?: string;
  };
  const exchange = async (input: ExchangeInput) => (await admin().query(EXCHANGE, { input })).exchangeTickets;
  const read = async (id: string) => (await admin().query(READ, { id })).order!;
  const seatMap = async (id: string) =>
    new Map(((await admin().query(SEAT_MAP, { id })).performanceSeatMap?.seats ?? []).map((s) => [s.key, s] as const));

  /** A guest's paid online order of these seats (test card), placed in `language`. */
  async function onlineOrder(performanceId: string, keys: string[], language = 'en') {
    const shop = newShopper(handle.server.shopApiUrl);
    const selected = await shop.query(SHOP_SELECT, { id: performanceId, keys }, language);
    expect(selected.selectSeats.__typename).toBe('Order');
    const { email } = await guestDetails(shop, 'exchange');
    // The order is placed in the language of the request that moves it to payment.
    const moved = await shop.query(TRANSITION, { state: 'ArrangingPayment' }, language);
    expect(moved.transitionOrderToState).toMatchObject({ state: 'ArrangingPayment' });
    const paid = await payByTestCard(shop);
    const code = expectType(paid, 'Order').code;
    const { orders } = await admin().query(
      adminGraphql(`query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`),
      { code },
    );
    return { id: orders.items[0]!.id, email };
  }

  /** A paid counter sale of these seats, in cash, to this email. */
  async function counterSale(performanceId: string, keys: string[], email: string, language: 'fr' | 'en') {
    const { startCounterSale } = await admin().query(START, { input: { language } });
    const held = await admin().query(COUNTER_SELECT, { order: startCounterSale.id, id: performanceId, keys });
    expect(held.counterSelectSeats.__typename).toBe('Order');
    const sold = await admin().query(COMPLETE, {
      order: startCounterSale.id,
      input: { method: 'counter-cash', email, firstName: 'Fleur', lastName: 'Counter' },
    });
    return expectType(sold.completeCounterSale, 'Order');
  }

  /** The newest email to an address whose subject names the order code. */
  const mailAbout = (recipient: string, code: string): Promise<MailboxEmail> =>
    mailIn(handle.server.mailboxUrl, recipient, (subject) => subject.includes(code));

  beforeAll(async () => {
    // The cheaper night is the helper's reserved performance, weeks ahead.
    const setup = await reservedPerformance(admin(), `exchange-hall-${portOffset}`, PLAN, [
      { zone: 'A', price: 2400 },
      { zone: 'B', price: 1200 },
    ]);
    nights.cheaper = setup.performance.id;
    const { plays } = await admin().query(adminGraphql(`query { plays(options: { take: 2 }) { items { id } } }`));
    const schedule = async (playId: string, hours: number, zonePrices: Array<{ zone: string; price: number }>) => {
      const startsAt = new Date(Date.now() + hours * 3_600_000);
      startsAt.setUTCSeconds(0, 0);
      const { schedulePerformance } = await admin().query(SCHEDULE, {
        input: { playId, stageId: setup.stageId, startsAt: startsAt.toISOString(), price: 0, seats: 1, zonePrices },
      });
      return schedulePerformance.id;
    };
    // Tonight and the dearer night start within hours: their doors are open.
    nights.tonight = await schedule(plays.items[0]!.id, 2, [
      { zone: 'A', price: 3200 },
      { zone: 'B', price: 1600 },
    ]);
    nights.dearer = await schedule(plays.items[0]!.id, 3, [
      { zone: 'A', price: 4000 },
      { zone: 'B', price: 2000 },
    ]);
    nights.otherPlay = await schedule(plays.items[1]!.id, 4, [
      { zone: 'A', price: 3200 },
      { zone: 'B', price: 1600 },
    ]);
    // Without zone prices the same stage's night is sold by count (general admission).
    const countedStart = new Date(Date.now() + 5 * 3_600_000);
    countedStart.setUTCSeconds(0, 0);
    const { schedulePerformance: counted } = await admin().query(SCHEDULE, {
      input: {
        playId: plays.items[0]!.id,
        stageId: setup.stageId,
        startsAt: countedStart.toISOString(),
        price: 2000,
        seats: 5,
      },
    });
    nights.counted = counted.id;
    countedVariant = counted.productVariant!.id;
  });

  it('exchanges an online ticket for a dearer night: 800 paid in cash, old ticket refused at the door, new one admitted, seats moved, email in the order’s language', async () => {
    const online = await onlineOrder(nights.tonight, ['h-A-1', 'h-A-2'], 'de');
    const before = await read(online.id);
    const [first, second] = before.tickets;
    const result = expectType(
      await exchange({
        orderId: online.id,
        ticketIds: [first!.id],
        performanceId: nights.dearer,
        seatKeys: ['h-A-3'],
        method: 'counter-cash',
      }),
      'TicketExchange',
    );
    expect(result).toMatchObject({ paid: 800, refunded: 0 });
    expect(result.order).toMatchObject({
      state: 'PaymentSettled',
      totalWithTax: 4000,
      customFields: { saleChannel: 'online', exchangedFromOrderId: Number(online.id), exchangeCredit: 3200 },
      customer: { emailAddress: online.email },
    });
    expect(result.order.payments!.map((p) => [p.method, p.amount, p.state])).toEqual([
      ['exchange-credit', 3200, 'Settled'],
      ['counter-cash', 800, 'Settled'],
    ]);
    expect(result.order.tickets.map((t) => [t.status, t.place?.key, t.performance.id])).toEqual([
      ['VALID', 'h-A-3', nights.dearer],
    ]);
    expect(result.originalOrder.tickets.map((t) => [t.status, t.voidReason])).toEqual([
      ['VOID', 'EXCHANGED'],
      ['VALID', null],
    ]);
    // No refund on the original: its payment stands, the credit carried it.
    expect(result.originalOrder.payments!.flatMap((p) => p.refunds)).toEqual([]);

    const tonight = await seatMap(nights.tonight);
    expect(tonight.get('h-A-1')).toBeUndefined();
    expect(tonight.get('h-A-2')).toMatchObject({ state: 'SOLD', orderCode: before.code });
    expect((await seatMap(nights.dearer)).get('h-A-3')).toMatchObject({ state: 'SOLD', orderCode: result.order.code });

    const refused = (await admin().query(ADMIT, { id: nights.tonight, code: first!.code })).admitTicket;
    expect(refused).toMatchObject({ result: 'VOID', ticket: { status: 'VOID', voidReason: 'EXCHANGED' } });
    const kept = (await admin().query(ADMIT, { id: nights.tonight, code: second!.code })).admitTicket;
    expect(kept.result).toBe('ADMITTED');
    const admitted = (await admin().query(ADMIT, { id: nights.dearer, code: result.order.tickets[0]!.code }))
      .admitTicket;
    expect(admitted.result).toBe('ADMITTED');

    const mail = await mailAbout(online.email, result.order.code);
    expect(mail.subject).toMatch(/Bestellbestätigung/);
  });

  it('exchanges two counter tickets for a cheaper night: 800 refunded in cash on the original payment, email in French', async () => {
    const email = `fleur-${portOffset}-${Date.now()}@foyer.example`;
    const sale = await counterSale(nights.tonight, ['h-C-1', 'h-C-2'], email, 'fr');
    const result = expectType(
      await exchange({
        orderId: sale.id,
        ticketIds: sale.tickets.map((t) => t.id),
        performanceId: nights.cheaper,
        seatKeys: ['h-C-1', 'h-C-2'],
      }),
      'TicketExchange',
    );
    expect(result).toMatchObject({ paid: 0, refunded: 800 });
    expect(result.order).toMatchObject({ totalWithTax: 2400, customFields: { saleChannel: 'counter' } });
    expect(result.order.payments!.map((p) => [p.method, p.amount])).toEqual([['exchange-credit', 2400]]);
    expect(result.originalOrder.payments).toEqual([
      expect.objectContaining({ method: 'counter-cash', amount: 3200, refunds: [{ total: 800, state: 'Settled' }] }),
    ]);
    // A partial refund leaves the other tickets alone; these two are void as exchanged, not as refunded.
    expect(result.originalOrder.tickets.map((t) => t.voidReason)).toEqual(['EXCHANGED', 'EXCHANGED']);
    const tonight = await seatMap(nights.tonight);
    expect([tonight.get('h-C-1'), tonight.get('h-C-2')]).toEqual([undefined, undefined]);
    const mail = await mailAbout(email, result.order.code);
    expect(mail.subject).toMatch(/Confirmation de commande|commande/i);
  });

  it('refuses what it cannot do and changes nothing: a taken seat, another play, a dearer night without a payment, an exchanged ticket', async () => {
    const online = await onlineOrder(nights.tonight, ['h-B-1'], 'en');
    const ticketIds = (await read(online.id)).tickets.map((t) => t.id);
    const taken = newShopper(handle.server.shopApiUrl);
    expect((await taken.query(SHOP_SELECT, { id: nights.dearer, keys: ['h-B-8'] })).selectSeats.__typename).toBe(
      'Order',
    );
    const cases: Array<[Omit<ExchangeInput, 'orderId' | 'ticketIds'>, string]> = [
      [{ performanceId: nights.dearer, seatKeys: ['h-B-8'], method: 'counter-cash' }, 'SEATS_TAKEN'],
      [{ performanceId: nights.otherPlay, seatKeys: ['h-B-8'] }, 'OTHER_PLAY'],
      [{ performanceId: nights.dearer, seatKeys: ['h-B-7'] }, 'PAYMENT_METHOD_REQUIRED'],
    ];
    for (const [input, reason] of cases) {
      expect(await exchange({ orderId: online.id, ticketIds, ...input })).toMatchObject({ reason });
    }
    const after = await read(online.id);
    expect(after.tickets.map((t) => t.status)).toEqual(['VALID']);
    expect((await seatMap(nights.tonight)).get('h-B-1')).toMatchObject({ state: 'SOLD', orderCode: after.code });
    // Nothing of the refused attempts holds a seat of the dearer night.
    expect((await seatMap(nights.dearer)).get('h-B-7')).toBeUndefined();

    expectType(
      await exchange({ orderId: online.id, ticketIds, performanceId: nights.cheaper, seatKeys: ['h-A-8'] }),
      'TicketExchange',
    );
    expect(
      await exchange({ orderId: online.id, ticketIds, performanceId: nights.dearer, method: 'counter-cash' }),
    ).toMatchObject({ reason: 'INVALID_TICKETS' });
  });

  it('counts an exchanged ticket once in the figures: on its new night, not its old one, and no exchange credit in the cash-up', async () => {
    const figures = async (id: string) => (await admin().query(PERFORMANCE_REPORT, { id })).performanceReport;
    const before = { tonight: await figures(nights.tonight), dearer: await figures(nights.dearer) };
    const online = await onlineOrder(nights.tonight, ['h-B-5', 'h-B-6'], 'en');
    const mid = await figures(nights.tonight);
    expect(mid.soldOnline).toBe(before.tonight.soldOnline + 2);
    const ticketIds = (await read(online.id)).tickets.map((t) => t.id);
    expectType(
      await exchange({
        orderId: online.id,
        ticketIds: [ticketIds[0]!],
        performanceId: nights.dearer,
        seatKeys: ['h-B-5'],
        method: 'counter-card-terminal',
      }),
      'TicketExchange',
    );
    const after = { tonight: await figures(nights.tonight), dearer: await figures(nights.dearer) };
    // Computed from the prices of this test: one 3200 seat stays tonight, one 4000 seat moved to the dearer night.
    expect(after.tonight.soldOnline).toBe(before.tonight.soldOnline + 1);
    expect(after.dearer.soldOnline).toBe(before.dearer.soldOnline + 1);
    expect(after.tonight.revenueNet + after.tonight.vat).toBe(before.tonight.revenueNet + before.tonight.vat + 3200);
    expect(after.dearer.revenueNet + after.dearer.vat).toBe(before.dearer.revenueNet + before.dearer.vat + 4000);

    const today = theatreDayOf(new Date());
    const { cashUp } = await admin().query(CASH_UP, { date: today });
    expect(cashUp.methods.map((m) => m.method)).not.toContain('exchange-credit');
    expect(cashUp.methods.find((m) => m.method === 'counter-card-terminal')).toMatchObject({ taken: 800 });
  });

  it('moves seats in one transaction under a rush: each target seat goes to one buyer, and a failed exchange leaves the old seats and tickets valid', async () => {
    const rounds = [
      ['h-A-1', 'h-A-2'],
      ['h-A-4', 'h-A-5'],
      ['h-A-6', 'h-A-7'],
      ['h-C-3', 'h-C-4'],
    ];
    const outcomes: string[] = [];
    for (const [index, target] of rounds.entries()) {
      const old = [`h-B-${index + 2}`];
      const online = await onlineOrder(nights.tonight, old, 'en');
      const original = await read(online.id);
      const shoppers = Array.from({ length: 6 }, () => newShopper(handle.server.shopApiUrl));
      const drafts = await Promise.all(
        [0, 1].map(async () => (await admin().query(START, { input: { language: 'en' } })).startCounterSale.id),
      );
      const [exchanged, ...rivals] = await Promise.all([
        exchange({
          orderId: online.id,
          ticketIds: original.tickets.map((t) => t.id),
          performanceId: nights.dearer,
          seatKeys: [target[0]],
          method: 'counter-cash',
        }),
        ...shoppers.map(
          async (shop) => (await shop.query(SHOP_SELECT, { id: nights.dearer, keys: target })).selectSeats,
        ),
        ...drafts.map(
          async (order) =>
            (await admin().query(COUNTER_SELECT, { order, id: nights.dearer, keys: target })).counterSelectSeats,
        ),
        // Others want the seat the exchange gives back, at the same moment.
        ...shoppers
          .slice(0, 2)
          .map(
            async () =>
              (await newShopper(handle.server.shopApiUrl).query(SHOP_SELECT, { id: nights.tonight, keys: old }))
                .selectSeats,
          ),
      ]);
      const winners = rivals.slice(0, 8).filter((r) => r.__typename === 'Order').length;
      const dearer = await seatMap(nights.dearer);
      const tonight = await seatMap(nights.tonight);
      const after = await read(online.id);
      if (exchanged.__typename === 'TicketExchange') {
        outcomes.push('exchanged');
        // The exchange took its seat: no rival holds it, the old seat left the old order.
        expect(dearer.get(target[0]!)).toMatchObject({ state: 'SOLD', orderCode: exchanged.order.code });
        expect(winners).toBe(0);
        expect(after.tickets.map((t) => t.voidReason)).toEqual(['EXCHANGED']);
        expect(exchanged.order.tickets.map((t) => t.place?.key)).toEqual([target[0]]);
        expect(tonight.get(old[0]!)?.orderCode).not.toBe(original.code);
      } else {
        outcomes.push(exchanged.reason);
        expect(exchanged.reason).toBe('SEATS_TAKEN');
        // Nothing moved: the old seat and ticket are as they were.
        expect(after.tickets.map((t) => [t.status, t.voidReason])).toEqual([['VALID', null]]);
        expect(tonight.get(old[0]!)).toMatchObject({ state: 'SOLD', orderCode: original.code });
        expect(winners).toBeLessThanOrEqual(1);
      }
      // One holder per seat, whoever it is: at most one rival has both seats.
      expect(winners).toBeLessThanOrEqual(1);
      for (const key of target) {
        const holder = dearer.get(key);
        if (holder) expect(holder.state === 'HELD' || holder.state === 'SOLD').toBe(true);
      }
    }
    expect(outcomes).toHaveLength(rounds.length);
  });
  describe('a night sold by count', () => {
    const figures = async (id: string) => (await admin().query(PERFORMANCE_REPORT, { id })).performanceReport;

    it('exchanges numbered tickets for places on a night sold by count: its stock gives two, the old seats go back on sale, the new tickets admit', async () => {
      const online = await onlineOrder(nights.tonight, ['h-C-5', 'h-C-6'], 'en');
      const ticketIds = (await read(online.id)).tickets.map((t) => t.id);
      const before = await figures(nights.counted);
      expect(
        await exchange({ orderId: online.id, ticketIds, performanceId: nights.counted, seatKeys: ['h-A-1', 'h-A-2'] }),
      ).toMatchObject({ reason: 'INVALID_SEATS' });
      const result = expectType(
        await exchange({ orderId: online.id, ticketIds, performanceId: nights.counted, method: 'counter-cash' }),
        'TicketExchange',
      );
      // Two places at 2000 for two seats at 1600: 800 more, in cash.
      expect(result).toMatchObject({ paid: 800, refunded: 0 });
      expect(result.order).toMatchObject({ state: 'PaymentSettled', totalWithTax: 4000 });
      expect(result.order.tickets.map((t) => [t.status, t.place, t.performance.id])).toEqual([
        ['VALID', null, nights.counted],
        ['VALID', null, nights.counted],
      ]);
      expect(result.originalOrder.tickets.map((t) => t.voidReason)).toEqual(['EXCHANGED', 'EXCHANGED']);
      const tonight = await seatMap(nights.tonight);
      expect([tonight.get('h-C-5'), tonight.get('h-C-6')]).toEqual([undefined, undefined]);
      const after = await figures(nights.counted);
      expect(after.soldOnline).toBe(before.soldOnline + 2);
      expect(after.free).toBe(before.free - 2);
      const admitted = (await admin().query(ADMIT, { id: nights.counted, code: result.order.tickets[0]!.code }))
        .admitTicket;
      expect(admitted.result).toBe('ADMITTED');
    });

    it('exchanges a counted place for a numbered seat on a cheaper night: 800 refunded on the card, the place back in stock', async () => {
      const shop = newShopper(handle.server.shopApiUrl);
      await guestAtPaymentStep(shop, countedVariant, 2, 'counted-exchange');
      await toPayment(shop);
      const code = expectType(await payByTestCard(shop), 'Order').code;
      const { orders } = await admin().query(
        adminGraphql(
          `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`,
        ),
        { code },
      );
      const orderId = orders.items[0]!.id;
      const tickets = (await read(orderId)).tickets;
      const before = await figures(nights.counted);
      const result = expectType(
        await exchange({
          orderId,
          ticketIds: [tickets[0]!.id],
          performanceId: nights.cheaper,
          seatKeys: ['h-C-7'],
        }),
        'TicketExchange',
      );
      expect(result).toMatchObject({ paid: 0, refunded: 800 });
      expect(result.order.tickets.map((t) => [t.place?.key, t.performance.id])).toEqual([['h-C-7', nights.cheaper]]);
      expect(result.originalOrder.tickets.map((t) => [t.status, t.voidReason])).toEqual([
        ['VOID', 'EXCHANGED'],
        ['VALID', null],
      ]);
      expect(result.originalOrder.payments).toEqual([
        expect.objectContaining({ method: 'test-card', amount: 4000, refunds: [{ total: 800, state: 'Settled' }] }),
      ]);
      const after = await figures(nights.counted);
      expect(after.soldOnline).toBe(before.soldOnline - 1);
      expect(after.free).toBe(before.free + 1);
      expect((await seatMap(nights.cheaper)).get('h-C-7')).toMatchObject({
        state: 'SOLD',
        orderCode: result.order.code,
      });
      const refused = (await admin().query(ADMIT, { id: nights.counted, code: tickets[0]!.code })).admitTicket;
      expect(refused).toMatchObject({ result: 'VOID', ticket: { voidReason: 'EXCHANGED' } });
    });

    it('refuses more tickets than the counted night has places and changes nothing', async () => {
      const free = (await figures(nights.counted)).free;
      const seats = ['h-A-6', 'h-A-7', 'h-A-8'].slice(0, free + 1);
      const online = await onlineOrder(nights.tonight, seats, 'en');
      const original = await read(online.id);
      const refusal = await exchange({
        orderId: online.id,
        ticketIds: original.tickets.map((t) => t.id),
        performanceId: nights.counted,
        method: 'counter-cash',
      });
      expect(refusal).toMatchObject({ __typename: 'TicketsExchangeRefused', reason: 'NOT_ENOUGH_STOCK' });
      expect((await read(online.id)).tickets.map((t) => t.status)).toEqual(seats.map(() => 'VALID'));
      expect((await figures(nights.counted)).free).toBe(free);
      const tonight = await seatMap(nights.tonight);
      for (const key of seats) expect(tonight.get(key)).toMatchObject({ state: 'SOLD', orderCode: original.code });
    });
  });
});
