import { signedWebhook, stripeEvent } from '@foyer/shared/stack/stripe-stand-in';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { createProduct, orderByCode } from '../support/admin-api';
import { unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { waitForEmail } from '../support/mailbox';
import { guestOrderArrangingPayment, shopSession } from '../support/shop-api';

/**
 * Stripe retries a webhook to whichever server the load balancer picks, sometimes to
 * two at once. Delivered three times to each of the two Vendure servers at the same
 * moment, a payment is recorded once (the settlement's PostgreSQL advisory lock) and
 * the order is confirmed once.
 */
test('a webhook delivered to both Vendure servers at once settles the order exactly once', async () => {
  const product = await createProduct(`Profile libretto ${unique()}`, 5);
  const query = shopSession();
  const order = await guestOrderArrangingPayment(query, product.variantId);
  expect(order.state).toBe('ArrangingPayment');
  const { createStripePaymentIntent: clientSecret } = await query(
    shopGraphql('mutation { createStripePaymentIntent }'),
  );

  // The card succeeds at (the stand-in of) Stripe.
  const intentId = clientSecret.split('_secret_')[0];
  const standIn = process.env.E2E_STRIPE_STAND_IN_URL;
  const intent = await (
    await fetch(`${standIn}/__stand-in/payment_intents/${intentId}/succeed`, { method: 'POST' })
  ).json();
  expect(intent.status).toBe('succeeded');

  const event = stripeEvent('payment_intent.succeeded', intent);
  const { body, headers } = signedWebhook(event, process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '');
  const webhooks = (process.env.PROFILE_WEBHOOK_URLS ?? '').split(' ');
  expect(webhooks).toHaveLength(2);
  const deliveries = await Promise.all(
    [...webhooks, ...webhooks, ...webhooks].map((url) => fetch(url, { method: 'POST', headers, body })),
  );
  expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200]);
  const outcomes = await Promise.all(deliveries.map(async (d) => (await d.json()).outcome));
  expect(outcomes.filter((o) => o === 'settle')).toHaveLength(1);

  const placed = await orderByCode(order.code);
  expect(placed?.state).toBe('PaymentSettled');
  expect(placed?.payments).toHaveLength(1);
  expect(placed?.payments?.[0]).toMatchObject({ method: 'stripe', state: 'Settled' });
  // One confirmation, sent by the worker.
  await waitForEmail(order.email, new RegExp(order.code), 60_000);
});
