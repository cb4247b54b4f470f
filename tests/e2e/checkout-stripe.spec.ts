import { STRIPE_JS_STAND_IN, signedWebhook, stripeEvent } from '@foyer/shared/stack/stripe-stand-in';
import { createProduct, orderByCode } from '../support/admin-api';
import { exec, messages, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';

/**
 * The Stripe path end to end without the internet: Vendure's Stripe client talks to
 * the local stand-in (global setup), Stripe.js is replaced in the browser by a small
 * fake with the same surface, and the webhook is signed with the test secret.
 */

test('a card payment through Stripe settles once, even when the webhook comes twice', async ({ page }) => {
  const standIn = process.env.E2E_STRIPE_STAND_IN_URL ?? '';
  const webhookUrl = process.env.E2E_STRIPE_WEBHOOK_URL ?? '';
  const secret = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '';
  expect(standIn && webhookUrl && secret).toBeTruthy();

  const stripeJsRequests: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    stripeJsRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN });
  });

  const product = await createProduct(`Print ${Date.now().toString(36)}`, 5);
  await page.goto(`/en/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/en/checkout');
  const shopper = { page, t: messages('en'), locale: 'en', email: `stripe-${unique()}@example.com` };
  await exec.SUBMIT_CUSTOMER(shopper);
  await exec.SUBMIT_ADDRESS(shopper);
  await expect(page.getByTestId('step-heading')).toHaveText('Delivery');
  // Stripe.js is not loaded anywhere before the payment step.
  expect(stripeJsRequests).toEqual([]);
  await exec.SUBMIT_SHIPPING(shopper);
  await expect(page.getByTestId('step-heading')).toHaveText('Payment');
  // The card was created before the test card: it comes first and is chosen, so Stripe.js loads, once.
  const card = page.getByRole('main').getByRole('radio', { name: 'Card', exact: true });
  await expect(card).toBeChecked();
  await expect(page.getByLabel('Card details (test double)')).toBeVisible();
  expect(stripeJsRequests).toHaveLength(1);
  // A double click sends one payment.
  await page.getByRole('button', { name: /^Pay / }).dblclick();

  await expect(page).toHaveURL(/\/en\/checkout\/confirmation\/[A-Z0-9]+$/);
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  const code = page.url().split('/').pop() ?? '';
  const confirmed =
    (await page.evaluate(() => (window as unknown as { __foyerConfirmed: string[] }).__foyerConfirmed)) ?? [];
  expect(confirmed).toHaveLength(1);
  const intentId = confirmed[0]!.split('_secret_')[0];

  // Stripe takes the money, then tells Vendure: twice, and twice at the same time.
  const intent = await (
    await fetch(`${standIn}/__stand-in/payment_intents/${intentId}/succeed`, { method: 'POST' })
  ).json();
  expect(intent.metadata.orderCode).toBe(code);
  const event = stripeEvent('payment_intent.succeeded', intent);
  const deliver = () => {
    const { body, headers } = signedWebhook(event, secret);
    return fetch(webhookUrl, { method: 'POST', headers, body });
  };
  const statuses = [(await deliver()).status, ...(await Promise.all([deliver(), deliver()])).map((r) => r.status)];
  expect(statuses).toEqual([200, 200, 200]);

  await expect(page.getByTestId('order-paid')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('payment-method')).toHaveText('Card');
  const order = await orderByCode(code);
  expect(order?.state).toBe('PaymentSettled');
  expect(order?.payments).toEqual([{ state: 'Settled', method: 'stripe' }]);

  // A forged webhook (wrong secret) is refused and changes nothing.
  const forged = signedWebhook(event, 'whsec_not_the_secret');
  expect((await fetch(webhookUrl, { method: 'POST', headers: forged.headers, body: forged.body })).status).toBe(400);
  expect((await orderByCode(code))?.payments).toHaveLength(1);
});
