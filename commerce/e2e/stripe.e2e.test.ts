import {
  type StandInPaymentIntent,
  type StandInRequest,
  signedWebhook,
  stripeEvent,
} from '@foyer/shared/stack/stripe-stand-in';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { guestAtPaymentStep, newShopper, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';

let admin: TestClient;
let standIn: string;
let webhookUrl: string;
let secret: string;

beforeAll(async () => {
  admin = new TestClient(inject('adminApiUrl'));
  await admin.loginAsSuperadmin();
  standIn = inject('stripeStandInUrl');
  webhookUrl = inject('stripeWebhookUrl');
  secret = inject('stripeWebhookSecret');
});

const CREATE_INTENT = shopGraphql(`mutation { createStripePaymentIntent }`);

async function standInRequests(): Promise<StandInRequest[]> {
  return (await (await fetch(`${standIn}/__stand-in/requests`)).json()) as StandInRequest[];
}

/** What the shopper's card does in Stripe.js: the PaymentIntent succeeds. */
async function payInStripe(clientSecret: string): Promise<StandInPaymentIntent> {
  const id = clientSecret.split('_secret_')[0];
  const response = await fetch(`${standIn}/__stand-in/payment_intents/${id}/succeed`, { method: 'POST' });
  return (await response.json()) as StandInPaymentIntent;
}

async function deliver(
  event: object,
  options: { secret?: string; tamper?: boolean; headers?: Record<string, string> } = {},
) {
  const { body, headers } = signedWebhook(event, options.secret ?? secret);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { ...headers, ...options.headers },
    body: options.tamper ? body.replace(/"amount": \d+/, '"amount": 1') : body,
  });
  return { status: response.status, text: await response.text() };
}

async function confirmationsTo(recipient: string) {
  const list = (await (await fetch(`${inject('mailboxUrl')}/list`)).json()) as Array<{
    recipient: string;
    subject: string;
  }>;
  return list.filter((mail) => mail.recipient === recipient && /order confirmation/i.test(mail.subject));
}

async function adminOrder(code: string) {
  const { orders } = await admin.query(
    adminGraphql(`query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
      id code state totalWithTax active customFields { paymentProvider }
      payments { method state amount transactionId metadata }
    } } }`),
    { code },
  );
  return orders.items[0];
}

/** A guest's order with a ticket or item, customer, address and shipping, moved to ArrangingPayment. */
async function orderReadyForPayment(): Promise<{
  shop: TestClient;
  code: string;
  totalWithTax: number;
  id: string;
  email: string;
}> {
  const shop = newShopper(inject('shopApiUrl'));
  const { products } = await shop.query(
    shopGraphql(`query { products(options: { take: 50 }) { items { variants { id stockLevel priceWithTax } } } }`),
  );
  const variant = products.items
    .flatMap((p) => p.variants)
    .find((v) => v.stockLevel === 'IN_STOCK' && v.priceWithTax >= 1000);
  const { email } = await guestAtPaymentStep(shop, variant!.id, 1, 'card-guest');
  const moved = expectType(await toPayment(shop), 'Order');
  expect(moved.state).toBe('ArrangingPayment');
  return { shop, email, ...moved };
}

describe('Stripe payments', () => {
  it('offers the Stripe "Card" method in every language, beside the test card', async () => {
    const { shop: buyer } = await orderReadyForPayment();
    const { eligiblePaymentMethods } = await buyer.query(
      shopGraphql(`query { eligiblePaymentMethods { code name isEligible } }`),
    );
    // The box office's counter methods are listed too, never eligible for a shopper (ADR 061).
    expect(
      eligiblePaymentMethods
        .filter((m) => m.isEligible)
        .map((m) => m.code)
        .sort(),
    ).toEqual(['stripe', 'test-card']);
    const bg = await buyer.query(shopGraphql(`query { eligiblePaymentMethods { code name } }`), {}, 'bg');
    expect(bg.eligiblePaymentMethods.find((m) => m.code === 'stripe')!.name).toBe('Карта');
  });

  it('refuses to start a payment without an active order, or before ArrangingPayment', async () => {
    const nobody = new TestClient(inject('shopApiUrl'));
    const none = await nobody.raw(CREATE_INTENT);
    expect(none.errors?.[0]?.extensions?.code).toBe('NO_ACTIVE_ORDER');

    const shop = new TestClient(inject('shopApiUrl'));
    const { products } = await shop.query(
      shopGraphql(`query { products(options: { take: 5 }) { items { variants { id } } } }`),
    );
    await shop.query(
      shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`),
      {
        id: products.items[0].variants[0].id,
      },
    );
    const early = await shop.raw(CREATE_INTENT);
    expect(early.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_ARRANGING_PAYMENT');
    expect(early.errors?.[0]?.message).toContain('AddingItems');
  });

  it('creates one PaymentIntent for the order total, settles the order exactly once from the signed webhook', async () => {
    const { shop, code, totalWithTax, id, email } = await orderReadyForPayment();

    const first = await shop.raw(CREATE_INTENT, {}, 'bg');
    expect(first.errors).toBeUndefined();
    const clientSecret: string = first.data!.createStripePaymentIntent;
    expect(clientSecret).toMatch(/^pi_.+_secret_.+/);
    // A double click: the same PaymentIntent again, thanks to the idempotency key.
    const second = await shop.query(CREATE_INTENT, {}, 'bg');
    expect(second.createStripePaymentIntent).toBe(clientSecret);

    const creates = (await standInRequests()).filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.metadata?.orderCode === code,
    );
    expect(creates).toHaveLength(2);
    expect(creates[0]!.params).toMatchObject({
      amount: String(totalWithTax),
      currency: 'eur',
      metadata: { orderCode: code, orderId: String(id), channelToken: 'foyer', languageCode: 'bg' },
    });
    expect(creates[0]!.idempotencyKey).toBeTruthy();
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);

    const { activeOrder } = await shop.query(shopGraphql(`query { activeOrder { customFields { paymentProvider } } }`));
    expect(activeOrder!.customFields!.paymentProvider).toBe('stripe');

    // A shopper cannot record a Stripe payment themselves.
    const forged = await shop.raw(
      shopGraphql(
        `mutation ($id: String!) { addPaymentToOrder(input: { method: "stripe", metadata: { paymentIntentId: $id } }) { __typename ... on Order { state } ... on ErrorResult { errorCode message } } }`,
      ),
      { id: clientSecret.split('_secret_')[0] },
    );
    const forgedResult = forged.data?.addPaymentToOrder;
    expect(forgedResult?.__typename === 'Order' ? forgedResult.state : undefined).not.toBe('PaymentSettled');
    expect((await adminOrder(code)).state).toBe('ArrangingPayment');

    const intent = await payInStripe(clientSecret);
    expect(intent.status).toBe('succeeded');
    const event = stripeEvent('payment_intent.succeeded', intent);

    // Bad signatures change nothing and learn nothing.
    for (const bad of [
      await deliver(event, { tamper: true }),
      await deliver(event, { secret: 'whsec_wrong' }),
      await deliver(event, { headers: { 'stripe-signature': '' } }),
    ]) {
      expect(bad).toEqual({ status: 400, text: 'Bad request' });
    }
    expect((await adminOrder(code)).payments).toHaveLength(0);

    const delivered = await deliver(event);
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.text)).toMatchObject({ outcome: 'settle' });
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toMatchObject({ outcome: 'skip' });
    // Stripe may also send the same payment as a new event.
    expect((await deliver(stripeEvent('payment_intent.succeeded', intent))).status).toBe(200);

    const order = await adminOrder(code);
    expect(order.state).toBe('PaymentSettled');
    expect(order.active).toBe(false);
    expect(order.customFields!.paymentProvider).toBe('stripe');
    expect(order.payments).toHaveLength(1);
    expect(order.payments![0]).toMatchObject({
      method: 'stripe',
      state: 'Settled',
      amount: totalWithTax,
      transactionId: intent.id,
    });

    // The guest gets the order confirmation, as with any other payment.
    await expect.poll(() => confirmationsTo(email), { timeout: 15_000 }).toHaveLength(1);

    // The PaymentIntent was checked with Stripe before the payment was recorded.
    const retrievals = (await standInRequests()).filter((r) => r.method === 'GET' && r.path.endsWith(intent.id));
    expect(retrievals).toHaveLength(1);
  });

  it('records one payment when the same event arrives twice at the same time', async () => {
    const { shop, code } = await orderReadyForPayment();
    const intent = await payInStripe((await shop.query(CREATE_INTENT)).createStripePaymentIntent);
    const event = stripeEvent('payment_intent.succeeded', intent);
    const results = await Promise.all([
      deliver(event),
      deliver(event),
      deliver(stripeEvent('payment_intent.succeeded', intent)),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => JSON.parse(r.text).outcome).sort()).toEqual(['settle', 'skip', 'skip']);
    const order = await adminOrder(code);
    expect(order.state).toBe('PaymentSettled');
    expect(order.payments).toHaveLength(1);
    expect(order.payments![0].transactionId).toBe(intent.id);
  });

  it('answers 200 to a failed payment and to events it does not handle, leaving the order as it was', async () => {
    const { shop, code } = await orderReadyForPayment();
    const clientSecret = (await shop.query(CREATE_INTENT)).createStripePaymentIntent;
    const id = clientSecret.split('_secret_')[0];
    const failed = await (await fetch(`${standIn}/__stand-in/payment_intents/${id}/fail`, { method: 'POST' })).json();
    expect((await deliver(stripeEvent('payment_intent.payment_failed', failed))).status).toBe(200);
    expect((await deliver(stripeEvent('charge.refund.updated', { id: 're_1', object: 'refund' }))).status).toBe(200);
    // A succeeded event for an intent that is not succeeded in the payload is ignored too.
    expect((await deliver(stripeEvent('payment_intent.succeeded', failed))).status).toBe(200);
    const order = await adminOrder(code);
    expect(order.state).toBe('ArrangingPayment');
    expect(order.payments).toHaveLength(0);
  });

  it('refunds a Stripe payment through Stripe', async () => {
    const { shop, code } = await orderReadyForPayment();
    const intent = await payInStripe((await shop.query(CREATE_INTENT)).createStripePaymentIntent);
    expect((await deliver(stripeEvent('payment_intent.succeeded', intent))).status).toBe(200);
    const order = await adminOrder(code);
    const { cancelOrder } = await admin.query(
      adminGraphql(
        `mutation ($id: ID!) { cancelOrder(input: { orderId: $id, cancelShipping: true }) { __typename ... on Order { state lines { id quantity } } ... on ErrorResult { errorCode message } } }`,
      ),
      { id: order.id },
    );
    expect(expectType(cancelOrder, 'Order').state).toBe('Cancelled');
    // Vendure 3.7.3 still writes the deprecated `shipping` column: without it SQLite refuses the refund.
    const { orders } = await admin.query(
      adminGraphql(
        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { id } } } }`,
      ),
      { code },
    );
    const { refundOrder } = await admin.query(
      adminGraphql(`mutation ($paymentId: ID!, $amount: Money!) { refundOrder(input: { paymentId: $paymentId, amount: $amount, shipping: 0, adjustment: 0, reason: "test" }) {
        __typename ... on Refund { state transactionId total } ... on ErrorResult { errorCode message } } }`),
      { paymentId: orders.items[0].payments![0].id, amount: intent.amount },
    );
    expect(refundOrder).toMatchObject({ state: 'Settled', total: intent.amount });
    expect(expectType(refundOrder, 'Refund').transactionId).toMatch(/^re_/);
  });
});
