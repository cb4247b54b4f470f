import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVELOPMENT_ADMINISTRATORS } from '../src/back-office/development-administrators';
import { HOUSE_CUSTOMER } from '../src/plugins/box-office/sale-channel';
import { guestAtPaymentStep, newShopper, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';
import { mailTo } from './mailbox';
import { removeOwnStage, reservedPerformance } from './own-stage';

/**
 * Selling at the counter (ADR 061) against a real Vendure: a counter sale is a draft order
 * built by staff in the Admin API, holding seats as the shop does, paid by a counter
 * method that settles at once; comps cost nothing under their own permission.
 */

// Zone A: rows A and B (3200), zone B: row C (1600).
const PLAN = textPlan(['ssssss ssssss', 'ssssss ssssss', 'ssssss ssssss'], ['A', 'A', 'B']);
const PRICES = [
  { zone: 'A', price: 3200 },
  { zone: 'B', price: 1600 },
];

const ORDER = `id code state total totalWithTax
  customFields { saleChannel soldByAdministratorId compReason saleLanguage }
  customer { emailAddress } shippingLines { shippingMethod { code } }
  lines { quantity unitPriceWithTax productVariant { id } }
  seats { key state } tickets { status place { key } }
  payments { id method amount state metadata }`;

const START = adminGraphql(`mutation ($input: StartCounterSaleInput!) { startCounterSale(input: $input) {
  id state customFields { saleChannel soldByAdministratorId saleLanguage } } }`);
const SELECT = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterSelectSeats(orderId: $order, performanceId: $id, seatKeys: $keys) {
    __typename ... on Order { lines { quantity unitPriceWithTax } seats { key state } }
    ... on SeatsUnavailable { reason seatKeys } } }`);
const BEST = adminGraphql(`mutation ($order: ID!, $input: BestSeatsInput!) {
  counterSelectBestSeats(orderId: $order, input: $input) {
    __typename ... on Order { seats { key state } } ... on SeatsUnavailable { reason } } }`);
const RELEASE = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterReleaseSeats(orderId: $order, performanceId: $id, seatKeys: $keys) {
    __typename ... on Order { seats { key } } ... on SeatsUnavailable { reason } } }`);
const ADD = adminGraphql(`mutation ($order: ID!, $variant: ID!, $quantity: Int!) {
  addItemToDraftOrder(orderId: $order, input: { productVariantId: $variant, quantity: $quantity }) {
    __typename ... on ErrorResult { errorCode message } ... on OrderInterceptorError { interceptorError } } }`);
const COMPLETE = adminGraphql(`mutation ($order: ID!, $input: CompleteCounterSaleInput!) {
  completeCounterSale(orderId: $order, input: $input) {
    __typename ... on Order { ${ORDER} } ... on CounterSaleRefused { reason message } } }`);
const READ = adminGraphql(`query ($id: ID!) { order(id: $id) { ${ORDER} } }`);
const SEAT_MAP = adminGraphql(
  `query ($id: ID!) { performanceSeatMap(performanceId: $id) { seats { key state orderCode } } }`,
);
const SHOP_SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) {
  selectSeats(performanceId: $id, seatKeys: $keys) { __typename ... on SeatsUnavailable { reason seatKeys } } }`);

/** A development administrator's session (ADR 025). */
async function signIn(identifier: string, password: string) {
  const client = new TestClient(inject('adminApiUrl'));
  const { login } = await client.query(
    adminGraphql(`mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`),
    { u: identifier, p: password },
  );
  expect(login.__typename).toBe('CurrentUser');
  return client;
}

/** Mailbox entries whose subject names this order code. */
async function mailsAbout(code: string) {
  const list = (await (await fetch(`${inject('mailboxUrl')}/list`)).json()) as Array<{
    recipient: string;
    subject: string;
  }>;
  return list.filter((mail) => mail.subject.includes(code) || mail.recipient === HOUSE_CUSTOMER.emailAddress);
}

describe('selling at the counter', () => {
  let superadmin: TestClient;
  let boxOffice: TestClient;
  let boxOfficeId: string;
  let setup: Awaited<ReturnType<typeof reservedPerformance>>;
  let reserved: string;
  let counted: { id: string; variantId: string };
  let posterId: string;
  const anonymousCodes: string[] = [];

  const start = async (input: { language: 'bg' | 'de' | 'en'; comp?: boolean }, staff = boxOffice) =>
    (await staff.query(START, { input })).startCounterSale;
  const complete = async (order: string, input: Record<string, unknown>, staff = boxOffice) =>
    (await staff.query(COMPLETE, { order, input: { method: 'counter-cash', ...input } })).completeCounterSale;
  const read = async (id: string) => (await superadmin.query(READ, { id })).order!;
  const seatStates = async () =>
    new Map(
      ((await superadmin.query(SEAT_MAP, { id: reserved })).performanceSeatMap?.seats ?? []).map((s) => [
        s.key,
        s.state,
      ]),
    );

  beforeAll(async () => {
    superadmin = new TestClient(inject('adminApiUrl'));
    await superadmin.loginAsSuperadmin();
    const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === 'box-office')!;
    boxOffice = await signIn(admin.identifier, admin.password);
    boxOfficeId = (await boxOffice.query(adminGraphql(`query { activeAdministrator { id } }`))).activeAdministrator!.id;
    setup = await reservedPerformance(superadmin, 'box-office-e2e-hall', PLAN, PRICES);
    reserved = setup.performance.id;
    // A night sold by count on the same stage (no zone prices: general admission).
    const { plays } = await superadmin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
    const { schedulePerformance } = await superadmin.query(
      adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
        id productVariant { id } } }`),
      {
        input: {
          playId: plays.items[0]!.id,
          stageId: setup.stageId,
          startsAt: new Date(Date.now() + 45 * 86_400_000).toISOString(),
          price: 1500,
          seats: 20,
        },
      },
    );
    counted = { id: schedulePerformance.id, variantId: schedulePerformance.productVariant!.id };
    // A shop item of this test's own: other tests sell the seeded merchandise out.
    const slug = `box-office-poster-${Date.now().toString(36)}`;
    const { createProduct } = await superadmin.query(
      adminGraphql(`mutation ($slug: String!) { createProduct(input: { enabled: true,
        translations: [{ languageCode: en, name: "Poster", slug: $slug, description: "A poster." }] }) { id } }`),
      { slug },
    );
    const { createProductVariants } = await superadmin.query(
      adminGraphql(`mutation ($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id } }`),
      {
        input: [
          {
            productId: createProduct.id,
            sku: slug.toUpperCase(),
            price: 900,
            stockOnHand: 5,
            translations: [{ languageCode: 'en', name: 'Poster' }],
          },
        ],
      },
    );
    posterId = createProductVariants[0]!.id;
  });

  afterAll(async () => {
    if (setup) await removeOwnStage(superadmin, setup.stageId);
  });

  it('sells two numbered seats for cash: paid, seats sold, two tickets, the staff member on the order and the payment', async () => {
    const draft = await start({ language: 'en' });
    expect(draft).toMatchObject({
      state: 'Draft',
      customFields: { saleChannel: 'counter', soldByAdministratorId: Number(boxOfficeId), saleLanguage: 'en' },
    });
    const { counterSelectSeats } = await boxOffice.query(SELECT, {
      order: draft.id,
      id: reserved,
      keys: ['h-A-1', 'h-A-2'],
    });
    expect(counterSelectSeats).toMatchObject({
      __typename: 'Order',
      lines: [{ quantity: 2, unitPriceWithTax: 3200 }],
      seats: [
        { key: 'h-A-1', state: 'HELD' },
        { key: 'h-A-2', state: 'HELD' },
      ],
    });

    const sold = expectType(await complete(draft.id, {}), 'Order');
    anonymousCodes.push(sold.code);
    expect(sold).toMatchObject({
      state: 'PaymentSettled',
      totalWithTax: 6400,
      customFields: { saleChannel: 'counter', soldByAdministratorId: Number(boxOfficeId) },
      customer: { emailAddress: HOUSE_CUSTOMER.emailAddress },
      shippingLines: [{ shippingMethod: { code: 'pick-up-at-the-box-office' } }],
      seats: [
        { key: 'h-A-1', state: 'SOLD' },
        { key: 'h-A-2', state: 'SOLD' },
      ],
    });
    expect(sold.tickets.map((t) => [t.status, t.place?.key])).toEqual([
      ['VALID', 'h-A-1'],
      ['VALID', 'h-A-2'],
    ]);
    expect(sold.payments).toEqual([
      expect.objectContaining({
        method: 'counter-cash',
        amount: 6400,
        state: 'Settled',
        metadata: { administratorId: boxOfficeId, administratorName: 'Boris Box office' },
      }),
    ]);
    const states = await seatStates();
    expect([states.get('h-A-1'), states.get('h-A-2')]).toEqual(['SOLD', 'SOLD']);
  });

  it('sells a counted ticket and a shop item by card terminal, and emails the buyer in the language chosen', async () => {
    const draft = await start({ language: 'de' });
    for (const variant of [counted.variantId, posterId]) {
      const { addItemToDraftOrder } = await boxOffice.query(ADD, { order: draft.id, variant, quantity: 1 });
      expect(addItemToDraftOrder.__typename).toBe('Order');
    }
    const email = `counter-${Date.now()}@foyer.example`;
    const sold = expectType(
      await complete(draft.id, { method: 'counter-card-terminal', email, firstName: 'Anna', lastName: 'Buyer' }),
      'Order',
    );
    expect(sold).toMatchObject({
      state: 'PaymentSettled',
      totalWithTax: 2400,
      customer: { emailAddress: email },
      customFields: { saleChannel: 'counter', saleLanguage: 'de' },
      payments: [{ method: 'counter-card-terminal', state: 'Settled', amount: 2400 }],
    });
    expect(sold.tickets).toHaveLength(1);
    const mail = await mailTo(email, new RegExp(`Bestellbestätigung für #${sold.code}`));
    expect(mail.subject).toContain(sold.code);
    expect(await mailsAbout(sold.code)).toHaveLength(1);
  });

  it('sells a numbered seat only with its seat: by count it is refused, best available holds one', async () => {
    const draft = await start({ language: 'bg' });
    const { addItemToDraftOrder } = await boxOffice.query(ADD, {
      order: draft.id,
      variant: setup.performance.productVariant!.id,
      quantity: 1,
    });
    expect(addItemToDraftOrder).toMatchObject({ interceptorError: expect.stringMatching(/^CHOOSE_SEATS/) });
    const { counterSelectBestSeats } = await boxOffice.query(BEST, {
      order: draft.id,
      input: { performanceId: reserved, count: 2, zone: 'B' },
    });
    const order = expectType(counterSelectBestSeats, 'Order');
    expect(order.seats.map((s) => s.state)).toEqual(['HELD', 'HELD']);
    const { counterReleaseSeats } = await boxOffice.query(RELEASE, {
      order: draft.id,
      id: reserved,
      keys: [order.seats[0]!.key],
    });
    expect(expectType(counterReleaseSeats, 'Order').seats).toHaveLength(1);
  });

  it('gives comps at no charge, only with a reason', async () => {
    const draft = await start({ language: 'en', comp: true });
    expect(draft.customFields?.saleChannel).toBe('comp');
    const { counterSelectSeats } = await boxOffice.query(SELECT, { order: draft.id, id: reserved, keys: ['h-B-1'] });
    expect(counterSelectSeats).toMatchObject({ lines: [{ quantity: 1, unitPriceWithTax: 0 }] });
    expect(await complete(draft.id, {})).toMatchObject({ reason: 'COMP_REASON_REQUIRED' });
    expect(await read(draft.id)).toMatchObject({ state: 'Draft', seats: [{ key: 'h-B-1', state: 'HELD' }] });

    const given = expectType(await complete(draft.id, { compReason: 'press' }), 'Order');
    anonymousCodes.push(given.code);
    expect(given).toMatchObject({
      state: 'PaymentSettled',
      total: 0,
      totalWithTax: 0,
      customFields: { saleChannel: 'comp', compReason: 'press' },
      payments: [{ method: 'counter-cash', amount: 0, state: 'Settled' }],
      seats: [{ key: 'h-B-1', state: 'SOLD' }],
    });
    expect(given.tickets).toHaveLength(1);
  });

  it('refuses a reason on a sale that is not a comp, and a second completion', async () => {
    const draft = await start({ language: 'en' });
    await boxOffice.query(ADD, { order: draft.id, variant: counted.variantId, quantity: 1 });
    expect(await complete(draft.id, { compReason: 'press' })).toMatchObject({ reason: 'INVALID_INPUT' });
    expect(await complete(draft.id, { method: 'test-card' })).toMatchObject({ reason: 'INVALID_INPUT' });
    expectType(await complete(draft.id, { email: 'not an email' }), 'CounterSaleRefused');
    const sold = expectType(await complete(draft.id, {}), 'Order');
    anonymousCodes.push(sold.code);
    expect(sold.state).toBe('PaymentSettled');
    expect(await complete(draft.id, {})).toMatchObject({ reason: 'NOT_A_COUNTER_DRAFT' });
  });

  it('keeps comps to staff with GiveComplimentaryTickets', async () => {
    const { createRole } = await superadmin.query(
      adminGraphql(`mutation ($code: String!) { createRole(input: { code: $code, description: "Counter only",
        permissions: [Authenticated, CreateOrder, ReadOrder, UpdateOrder, SellAtCounter] }) { id } }`),
      { code: `counter-only-${Date.now()}` },
    );
    const email = `counter-only-${Date.now()}@foyer.example`;
    await superadmin.query(
      adminGraphql(`mutation ($email: String!, $role: ID!) { createAdministrator(input: { emailAddress: $email,
        firstName: "Carla", lastName: "Counter", password: "counter-only", roleIds: [$role] }) { id } }`),
      { email, role: createRole.id },
    );
    const seller = await signIn(email, 'counter-only');
    const refused = await seller.raw(START, { input: { language: 'en', comp: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sale = await start({ language: 'en' }, seller);
    expect(sale.customFields?.saleChannel).toBe('counter');
    // Nor may it complete a comp someone else started.
    const comp = await start({ language: 'en', comp: true });
    await boxOffice.query(SELECT, { order: comp.id, id: reserved, keys: ['h-B-2'] });
    const completed = await seller.raw(COMPLETE, {
      order: comp.id,
      input: { method: 'counter-cash', compReason: 'x' },
    });
    expect(completed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('offers shoppers no counter method, and the Shop API has no counter mutations', async () => {
    const shop = newShopper(inject('shopApiUrl'));
    await guestAtPaymentStep(shop, counted.variantId, 1, 'counter-shopper');
    expect(await toPayment(shop)).toMatchObject({ state: 'ArrangingPayment' });
    const { eligiblePaymentMethods } = await shop.query(
      shopGraphql(`query { eligiblePaymentMethods { code isEligible } }`),
    );
    expect(eligiblePaymentMethods.filter((m) => m.code.startsWith('counter-'))).toEqual([
      { code: 'counter-cash', isEligible: false },
      { code: 'counter-card-terminal', isEligible: false },
    ]);
    const { addPaymentToOrder } = await shop.query(
      shopGraphql(`mutation { addPaymentToOrder(input: { method: "counter-cash", metadata: {} }) {
        __typename ... on ErrorResult { errorCode } } }`),
    );
    expect(addPaymentToOrder).toMatchObject({ errorCode: 'INELIGIBLE_PAYMENT_METHOD_ERROR' });
    const counter = await fetch(inject('shopApiUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'vendure-token': 'foyer' },
      body: JSON.stringify({ query: 'mutation { startCounterSale(input: { language: en }) { id } }' }),
    });
    expect(JSON.stringify(await counter.json())).toMatch(/startCounterSale/);
  });

  it('refuses the counter mutations on an order that is not a counter sale being built', async () => {
    const { orders } = await superadmin.query(
      adminGraphql(
        `query { orders(options: { take: 1, filter: { state: { eq: "PaymentSettled" } } }) { items { id } } }`,
      ),
    );
    const online = await boxOffice.raw(SELECT, { order: orders.items[0]!.id, id: reserved, keys: ['h-B-12'] });
    expect(online.errors?.[0]?.message).toMatch(/counter sale/);
  });

  it('never sells a seat twice: one held online is refused at the counter, and the other way round', async () => {
    const shopper = newShopper(inject('shopApiUrl'));
    await shopper.query(SHOP_SELECT, { id: reserved, keys: ['h-B-5'] });
    const draft = await start({ language: 'en' });
    const { counterSelectSeats } = await boxOffice.query(SELECT, { order: draft.id, id: reserved, keys: ['h-B-5'] });
    expect(counterSelectSeats).toEqual({ __typename: 'SeatsUnavailable', reason: 'SEATS_TAKEN', seatKeys: ['h-B-5'] });

    await boxOffice.query(SELECT, { order: draft.id, id: reserved, keys: ['h-B-6'] });
    const { selectSeats } = await newShopper(inject('shopApiUrl')).query(SHOP_SELECT, {
      id: reserved,
      keys: ['h-B-6'],
    });
    expect(selectSeats).toEqual({ __typename: 'SeatsUnavailable', reason: 'SEATS_TAKEN', seatKeys: ['h-B-6'] });
  });

  it('undoes a completion whose seats went to someone else: the draft stays as it was', async () => {
    const draft = await start({ language: 'en' });
    await boxOffice.query(SELECT, { order: draft.id, id: reserved, keys: ['h-B-8'] });
    // The box office gives the stuck hold back, and a shopper takes the seat.
    await boxOffice.query(
      adminGraphql(`mutation ($id: ID!, $keys: [String!]!) { releaseSeatHolds(performanceId: $id, seatKeys: $keys) {
        performanceId } }`),
      { id: reserved, keys: ['h-B-8'] },
    );
    const shopper = newShopper(inject('shopApiUrl'));
    expect((await shopper.query(SHOP_SELECT, { id: reserved, keys: ['h-B-8'] })).selectSeats.__typename).toBe('Order');

    const refused = await complete(draft.id, { email: `undone-${Date.now()}@foyer.example` });
    expect(refused).toMatchObject({ __typename: 'CounterSaleRefused', reason: 'SEATS_EXPIRED' });
    expect(await read(draft.id)).toMatchObject({
      state: 'Draft',
      customer: null,
      shippingLines: [],
      payments: [],
      lines: [{ quantity: 1 }],
    });
  });

  it('refunds and cancels a counter sale like an online one: seats back on sale, tickets void', async () => {
    const draft = await start({ language: 'en' });
    await boxOffice.query(SELECT, { order: draft.id, id: reserved, keys: ['h-A-5', 'h-A-6'] });
    const sold = expectType(await complete(draft.id, {}), 'Order');
    anonymousCodes.push(sold.code);
    const { refundOrder } = await boxOffice.query(
      // Vendure 3.7.3 still writes the deprecated shipping and adjustment columns: SQLite wants them.
      adminGraphql(`mutation ($paymentId: ID!, $amount: Money!) { refundOrder(input: { paymentId: $paymentId,
        amount: $amount, shipping: 0, adjustment: 0, reason: "Changed their mind" }) {
        __typename ... on Refund { state metadata } ... on ErrorResult { errorCode message } } }`),
      { paymentId: sold.payments![0]!.id, amount: sold.totalWithTax },
    );
    expect(refundOrder).toMatchObject({
      state: 'Settled',
      metadata: { amount: 6400, administratorId: boxOfficeId, administratorName: 'Boris Box office' },
    });
    const { cancelOrder } = await boxOffice.query(
      adminGraphql(`mutation ($id: ID!) { cancelOrder(input: { orderId: $id, cancelShipping: true }) {
        __typename ... on Order { state } ... on ErrorResult { message } } }`),
      { id: draft.id },
    );
    expect(cancelOrder).toEqual({ __typename: 'Order', state: 'Cancelled' });
    const states = await seatStates();
    expect([states.get('h-A-5'), states.get('h-A-6')]).toEqual([undefined, undefined]);
    expect((await read(draft.id)).tickets.map((t) => t.status)).toEqual(['VOID', 'VOID']);
  });

  it('sends nothing for a sale without an email, and never writes to the house customer', async () => {
    expect(anonymousCodes).toHaveLength(4);
    // The job queue sends within a second; a sale with an email was mailed in the meantime.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const code of anonymousCodes) expect(await mailsAbout(code)).toEqual([]);
  });
});
