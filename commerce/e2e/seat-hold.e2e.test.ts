import { type StandInRequest, signedWebhook, stripeEvent } from '@foyer/shared/stack/stripe-stand-in';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { activeHold, guestAtPaymentStep, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';
import { HOLD_DATABASES, outlast, shortHoldServer } from './short-hold-server';

/**
 * Seat holds (ADR 021) against a real Vendure: many shoppers released together for
 * fewer seats than shoppers never make more paid orders than seats.
 */

const VARIANT_STOCK = adminGraphql(
  `query ($id: ID!) { productVariant(id: $id) { id name stockOnHand stockAllocated } }`,
);

/** Makes exactly `seats` of the variant saleable (threshold 0, stock tracked), whatever was sold before. */
async function offer(admin: TestClient, variantId: string, seats: number) {
  const { productVariant } = await admin.query(VARIANT_STOCK, { id: variantId });
  await admin.query(
    adminGraphql(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`),
    {
      input: [
        {
          id: variantId,
          stockOnHand: productVariant!.stockAllocated + seats,
          trackInventory: 'TRUE',
          useGlobalOutOfStockThreshold: false,
          outOfStockThreshold: 0,
        },
      ],
    },
  );
}

async function saleable(admin: TestClient, variantId: string): Promise<number> {
  const { productVariant } = await admin.query(VARIANT_STOCK, { id: variantId });
  return productVariant!.stockOnHand - productVariant!.stockAllocated;
}

/**
 * Ticket variants of performances sold by count (general admission, ADR 053), scheduled
 * here through the Admin API as staff would: the seed's Main and Chamber Stage nights sell
 * numbered seats, which ADR 021's holds do not cover.
 */
async function ticketVariants(admin: TestClient, count = 10): Promise<string[]> {
  const { plays, stages } = await admin.query(
    adminGraphql(
      `query { plays(options: { take: 1 }) { items { id } } stages(options: { take: 1 }) { items { id } } }`,
    ),
  );
  const variants: string[] = [];
  for (let i = 0; i < count; i++) {
    const startsAt = new Date(Date.now() + (60 + i + Math.random() * 0.5) * 86_400_000);
    startsAt.setUTCSeconds(0, 0);
    const { schedulePerformance } = await admin.query(
      adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
        productVariant { id } } }`),
      {
        input: {
          playId: plays.items[0]!.id,
          stageId: stages.items[0]!.id,
          startsAt: startsAt.toISOString(),
          price: 1500,
          seats: 40,
        },
      },
    );
    variants.push(schedulePerformance.productVariant!.id);
  }
  return variants;
}

/** Shoppers at the payment step, all moved to ArrangingPayment at once: answers each one's result. */
async function rushToPayment(shopApiUrl: string, variantId: string, shoppers: number) {
  const clients = Array.from({ length: shoppers }, () => newShopper(shopApiUrl));
  await Promise.all(clients.map((shop) => guestAtPaymentStep(shop, variantId, 1, 'rush')));
  const moved = await Promise.all(clients.map((shop) => toPayment(shop)));
  return clients.map((shop, i) => ({ shop, moved: moved[i] }));
}

const paidCount = (results: Array<{ __typename: string; state?: string }>) =>
  results.filter((r) => r.__typename === 'Order' && r.state === 'PaymentSettled').length;

describe('seat holds: shoppers released together', () => {
  let admin: TestClient;
  let tickets: string[];

  beforeAll(async () => {
    admin = new TestClient(inject('adminApiUrl'));
    await admin.loginAsSuperadmin();
    tickets = await ticketVariants(admin);
  });

  it.each([
    { seats: 1, shoppers: 6 },
    { seats: 2, shoppers: 5 },
    { seats: 5, shoppers: 30 },
  ])(
    '$shoppers shoppers for $seats seat(s): $seats hold, the others are refused, $seats pay',
    async ({ seats, shoppers }) => {
      const variant = tickets[seats];
      await offer(admin, variant, seats);
      const rush = await rushToPayment(inject('shopApiUrl'), variant, shoppers);
      const held = rush.filter((r) => r.moved.__typename === 'Order');
      expect(held).toHaveLength(seats);
      for (const refused of rush.filter((r) => r.moved.__typename !== 'Order')) {
        expect(refused.moved).toMatchObject({ __typename: 'OrderStateTransitionError', toState: 'ArrangingPayment' });
        expect(expectType(refused.moved, 'OrderStateTransitionError').transitionError).toMatch(/insufficient stock/i);
      }
      for (const { moved } of held) expect(expectType(moved, 'Order').seatHold!.state).toBe('HELD');

      // Everyone then pays at once, the refused ones too.
      const paid = await Promise.all(rush.map(({ shop }) => payByTestCard(shop)));
      expect(paidCount(paid)).toBe(seats);
      expect(paid.filter((p) => p.__typename === 'Order').every((p) => p.seatHold!.state === 'PAID')).toBe(true);
      expect(await saleable(admin, variant)).toBe(0);
    },
  );

  it('10 shoppers paying by Stripe for 2 seats: 2 PaymentIntents, 2 paid orders, the others never reach the card', async () => {
    const variant = tickets[4];
    await offer(admin, variant, 2);
    const rush = await rushToPayment(inject('shopApiUrl'), variant, 10);
    const started = await Promise.all(
      rush.map(({ shop }) => shop.raw(shopGraphql(`mutation { createStripePaymentIntent }`))),
    );
    const secrets = started.flatMap((r) =>
      r.data?.createStripePaymentIntent ? [r.data.createStripePaymentIntent] : [],
    );
    expect(secrets).toHaveLength(2);
    expect(started.filter((r) => r.errors?.[0]?.extensions?.code === 'ORDER_NOT_ARRANGING_PAYMENT')).toHaveLength(8);

    // Both cards succeed in Stripe and both webhooks arrive at once.
    const standIn = inject('stripeStandInUrl');
    const delivered = await Promise.all(
      secrets.map(async (secret) => {
        const id = secret.split('_secret_')[0];
        const intent = await (
          await fetch(`${standIn}/__stand-in/payment_intents/${id}/succeed`, { method: 'POST' })
        ).json();
        const { body, headers } = signedWebhook(
          stripeEvent('payment_intent.succeeded', intent),
          inject('stripeWebhookSecret'),
        );
        const response = await fetch(inject('stripeWebhookUrl'), { method: 'POST', headers, body });
        return (await response.json()) as { outcome: string };
      }),
    );
    expect(delivered.map((d) => d.outcome)).toEqual(['settle', 'settle']);
    const states = await Promise.all(rush.map(async ({ shop }) => (await activeHold(shop))?.state ?? 'placed'));
    expect(states.filter((s) => s === 'placed')).toHaveLength(2);
    expect(await saleable(admin, variant)).toBe(0);
  });

  it('holds the last T-shirt too: merchandise with tracked stock is never sold twice', async () => {
    const { product } = await new TestClient(inject('shopApiUrl')).query(
      shopGraphql(`query { product(slug: "t-shirt-foyer-logo") { variants { id } } }`),
    );
    const shirt = product!.variants[0].id;
    await offer(admin, shirt, 1);
    const rush = await rushToPayment(inject('shopApiUrl'), shirt, 4);
    expect(rush.filter((r) => r.moved.__typename === 'Order')).toHaveLength(1);
    const paid = await Promise.all(rush.map(({ shop }) => payByTestCard(shop)));
    expect(paidCount(paid)).toBe(1);
  });

  it('shows held seats as sold out before anyone pays, and gives them back when the shopper returns to the cart', async () => {
    const variant = tickets[6];
    await offer(admin, variant, 1);
    const [first, second] = [newShopper(inject('shopApiUrl')), newShopper(inject('shopApiUrl'))];
    await guestAtPaymentStep(first, variant);
    await guestAtPaymentStep(second, variant);
    expect((await toPayment(first)).__typename).toBe('Order');
    // What the play and product pages read: the held seat counts, so nobody starts a checkout that cannot succeed.
    const shown = async () =>
      (await second.query(shopGraphql(`query { activeOrder { lines { productVariant { stockLevel } } } }`)))
        .activeOrder!.lines[0].productVariant.stockLevel;
    expect(await shown()).toBe('OUT_OF_STOCK');
    expect(await saleable(admin, variant)).toBe(0);
    expect((await toPayment(second)).__typename).toBe('OrderStateTransitionError');

    const back = await first.query(
      shopGraphql(`mutation { transitionOrderToState(state: "AddingItems") { __typename } }`),
    );
    expect(back.transitionOrderToState!.__typename).toBe('Order');
    expect((await activeHold(first))!.seatHold!.state).toBe('RELEASED');
    expect(await saleable(admin, variant)).toBe(1);
    expect(await shown()).not.toBe('OUT_OF_STOCK');
    expect((await toPayment(second)).__typename).toBe('Order');
    expect(expectType(await payByTestCard(second), 'Order').state).toBe('PaymentSettled');
  });

  it('gives the seats back when staff cancel an order that waits for payment, and when they cancel a paid one', async () => {
    const variant = tickets[7];
    await offer(admin, variant, 2);
    const waiting = newShopper(inject('shopApiUrl'));
    await guestAtPaymentStep(waiting, variant);
    const held = expectType(await toPayment(waiting), 'Order');
    const paying = newShopper(inject('shopApiUrl'));
    await guestAtPaymentStep(paying, variant);
    await toPayment(paying);
    const paid = expectType(await payByTestCard(paying), 'Order');
    expect(await saleable(admin, variant)).toBe(0);

    const cancel = adminGraphql(
      `mutation ($id: ID!) { cancelOrder(input: { orderId: $id }) { __typename ... on Order { state } ... on ErrorResult { message } } }`,
    );
    expect(expectType((await admin.query(cancel, { id: held.id })).cancelOrder, 'Order').state).toBe('Cancelled');
    expect(await saleable(admin, variant)).toBe(1);

    const { orders } = await admin.query(
      adminGraphql(`query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`),
      { code: paid.code },
    );
    expect(expectType((await admin.query(cancel, { id: orders.items[0].id })).cancelOrder, 'Order').state).toBe(
      'Cancelled',
    );
    expect(await saleable(admin, variant)).toBe(2);
  });

  it('tells the payment step how long the seats are held', async () => {
    const variant = tickets[8];
    await offer(admin, variant, 3);
    const shop = newShopper(inject('shopApiUrl'));
    await guestAtPaymentStep(shop, variant);
    const before = Date.now();
    const moved = expectType(await toPayment(shop), 'Order');
    const left = new Date(moved.seatHold!.expiresAt).getTime() - before;
    // The default hold: ten minutes (SEAT_HOLD_SECONDS).
    expect(left).toBeGreaterThan(590_000);
    expect(left).toBeLessThanOrEqual(601_000);
  });
});

/**
 * A server of its own whose holds last two seconds, with Stripe pointed at the same
 * stand-in: holds really run out here. Once on SQLite and once on PostgreSQL (the
 * production profile's database, on this machine's server).
 */
const HOLD_ON = HOLD_DATABASES(
  process.env.HOLD_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_hold_e2e',
  [2, 4],
);

describe.each(HOLD_ON)('seat holds that expire, $profile', ({ databaseUrl, portOffset }) => {
  const hold = shortHoldServer({
    databaseUrl,
    portOffset,
    holdSeconds: 2,
    env: () => {
      const standIn = new URL(inject('stripeStandInUrl'));
      return {
        STRIPE_SECRET_KEY: 'sk_test_foyer',
        STRIPE_WEBHOOK_SECRET: inject('stripeWebhookSecret'),
        STRIPE_API_HOST: standIn.hostname,
        STRIPE_API_PORT: standIn.port,
        STRIPE_API_PROTOCOL: 'http',
      };
    },
  });
  let server: typeof hold.server;
  let admin: TestClient;
  let tickets: string[];

  beforeAll(async () => {
    ({ server, admin } = hold);
    tickets = await ticketVariants(admin);
  });

  it('an expired hold is not paid; another shopper buys the seat instead', async () => {
    const variant = tickets[1];
    await offer(admin, variant, 1);
    const [late, next] = [newShopper(server.shopApiUrl), newShopper(server.shopApiUrl)];
    await guestAtPaymentStep(late, variant);
    await guestAtPaymentStep(next, variant);
    const held = expectType(await toPayment(late), 'Order');
    expect(held.seatHold!.state).toBe('HELD');
    expect((await toPayment(next)).__typename).toBe('OrderStateTransitionError');

    await outlast(held.seatHold!.expiresAt);
    expect((await activeHold(late))!.seatHold!.state).toBe('EXPIRED');
    // The next shopper does not wait for the sweep: the expired hold is given back on the spot.
    expect((await toPayment(next)).__typename).toBe('Order');
    const declined = await payByTestCard(late);
    expect(declined).toMatchObject({ __typename: 'PaymentDeclinedError', paymentErrorMessage: 'SEAT_HOLD_EXPIRED' });
    expect(expectType(await payByTestCard(next), 'Order').state).toBe('PaymentSettled');
    expect(await saleable(admin, variant)).toBe(0);

    // Holding again finds the seat gone.
    await late.query(shopGraphql(`mutation { transitionOrderToState(state: "AddingItems") { __typename } }`));
    expect((await toPayment(late)).__typename).toBe('OrderStateTransitionError');
  });

  it('the sweep gives expired holds back to sale without anyone asking', async () => {
    const variant = tickets[2];
    await offer(admin, variant, 2);
    const shoppers = [newShopper(server.shopApiUrl), newShopper(server.shopApiUrl)];
    const holds = [];
    for (const shop of shoppers) {
      await guestAtPaymentStep(shop, variant);
      holds.push(expectType(await toPayment(shop), 'Order'));
    }
    expect(await saleable(admin, variant)).toBe(0);
    await outlast(holds[1].seatHold!.expiresAt);
    const { runScheduledTask } = await admin.query(
      adminGraphql(`mutation { runScheduledTask(id: "release-expired-seat-holds") { success } }`),
    );
    expect(runScheduledTask.success).toBe(true);
    // The task runs on the scheduler's next check; wait for it, within bounds.
    const deadline = Date.now() + 30_000;
    while ((await saleable(admin, variant)) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await saleable(admin, variant)).toBe(2);
    expect((await activeHold(shoppers[0]))!.seatHold!.state).toBe('EXPIRED');
  });

  // Needs the database itself: only the PostgreSQL run's database is within the test's reach.
  const withDatabase = databaseUrl ? it : () => undefined;
  withDatabase('an order that reached payment holding nothing is held at payment, or not paid', async () => {
    const variant = tickets[4];
    await offer(admin, variant, 1);
    const [legacy, next] = [newShopper(server.shopApiUrl), newShopper(server.shopApiUrl)];
    await guestAtPaymentStep(legacy, variant);
    await guestAtPaymentStep(next, variant);
    const moved = expectType(await toPayment(legacy), 'Order');
    // As if it had entered ArrangingPayment before holds existed: no hold, nothing allocated.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query('DELETE FROM seat_hold WHERE "orderId" = $1', [moved.id]);
      await db.query('UPDATE stock_level SET "stockAllocated" = "stockAllocated" - 1 WHERE "productVariantId" = $1', [
        variant,
      ]);
    } finally {
      await db.end();
    }
    expect((await toPayment(next)).__typename).toBe('Order');
    expect(await payByTestCard(legacy)).toMatchObject({ paymentErrorMessage: 'SEAT_HOLD_EXPIRED' });
    expect(expectType(await payByTestCard(next), 'Order').state).toBe('PaymentSettled');
    expect(await saleable(admin, variant)).toBe(0);
  });

  it('a Stripe payment that arrives after the hold expired is refunded, once, and the order stays unpaid', async () => {
    const variant = tickets[3];
    await offer(admin, variant, 1);
    const shop = newShopper(server.shopApiUrl);
    await guestAtPaymentStep(shop, variant);
    const held = expectType(await toPayment(shop), 'Order');
    const { createStripePaymentIntent: clientSecret } = await shop.query(
      shopGraphql(`mutation { createStripePaymentIntent }`),
    );
    const intentId = clientSecret.split('_secret_')[0];
    const standIn = inject('stripeStandInUrl');
    const intent = await (
      await fetch(`${standIn}/__stand-in/payment_intents/${intentId}/succeed`, { method: 'POST' })
    ).json();
    await outlast(held.seatHold!.expiresAt);

    const deliver = async () => {
      const { body, headers } = signedWebhook(
        stripeEvent('payment_intent.succeeded', intent),
        inject('stripeWebhookSecret'),
      );
      const response = await fetch(new URL('/payments/stripe', server.shopApiUrl), { method: 'POST', headers, body });
      return { status: response.status, body: await response.json() };
    };
    expect(await deliver()).toEqual({ status: 200, body: { received: true, outcome: 'refund' } });
    expect(await deliver()).toEqual({ status: 200, body: { received: true, outcome: 'skip' } });

    const requests = (await (await fetch(`${standIn}/__stand-in/requests`)).json()) as StandInRequest[];
    const refunds = requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/refunds' && r.params.payment_intent === intentId,
    );
    // Both deliveries asked at most once more, under the same idempotency key: one refund.
    expect(new Set(refunds.map((r) => r.idempotencyKey))).toEqual(new Set([`foyer-refund-${intentId}`]));
    const order = await activeHold(shop);
    expect(order).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'REFUNDED' } });
    expect(await saleable(admin, variant)).toBe(1);
    const { orders } = await admin.query(
      adminGraphql(
        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { id } history { items { type data } } } } }`,
      ),
      { code: held.code },
    );
    expect(orders.items[0].payments).toHaveLength(0);
    expect(JSON.stringify(orders.items[0].history.items)).toContain('refunded in full');
  });
});
