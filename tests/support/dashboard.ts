import type { Page } from '@playwright/test';
import { signedWebhook, stripeEvent } from '../../scripts/stripe-stand-in.mjs';
import { adminQuery } from './admin-api';
import { guestOrderArrangingPayment, shopSession } from './shop-api';

/** Vendure's Dashboard of the test stack: same origin as its Admin API. */
export const dashboardUrl = (path = '') =>
  `${(process.env.E2E_ADMIN_API_URL ?? 'http://localhost:3290/admin-api').replace(/\/admin-api$/, '/dashboard')}${path}`;

/** Signs in on the Dashboard's own sign-in page, as staff do. */
export async function signInToDashboard(
  page: Page,
  username = 'superadmin',
  password = process.env.E2E_ADMIN_PASSWORD ?? 'superadmin',
) {
  await page.goto(dashboardUrl('/login'));
  await page.getByPlaceholder('Email').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Seats of a ticket that can still be sold: on hand less allocated (paid or held). */
export async function saleableSeats(variantId: string) {
  const { productVariant } = await adminQuery<{ productVariant: { stockOnHand: number; stockAllocated: number } }>(
    `query ($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }`,
    { id: variantId },
  );
  return productVariant.stockOnHand - productVariant.stockAllocated;
}

/** A ticket variant of a performance still to come with at least `seats` seats left. */
export async function ticketWithSeats(seats: number) {
  const { performances } = await adminQuery<{
    performances: { items: Array<{ startsAt: string; productVariant: { id: string } | null }> };
  }>(`query { performances(options: { take: 100 }) { items { startsAt productVariant { id } } } }`);
  for (const performance of performances.items) {
    if (!performance.productVariant || new Date(performance.startsAt) < new Date()) continue;
    if ((await saleableSeats(performance.productVariant.id)) >= seats) return performance.productVariant.id;
  }
  throw new Error(`No performance has ${seats} seats left`);
}

/** A guest's order of `quantity` tickets, in ArrangingPayment (seats held), and its Shop API session. */
export async function ticketOrderAtPayment(variantId: string, quantity: number) {
  const shop = shopSession();
  if (quantity > 1)
    await shop(`mutation ($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { __typename } }`, {
      id: variantId,
      q: quantity - 1,
    });
  const order = await guestOrderArrangingPayment(shop, variantId);
  return { shop, order };
}

/** Pays the order with the test card through the Shop API. */
export async function payWithTestCard(shop: ReturnType<typeof shopSession>) {
  const { addPaymentToOrder } = await shop<{ addPaymentToOrder: { code?: string; state?: string; message?: string } }>(
    `mutation { addPaymentToOrder(input: { method: "test-card", metadata: { cardNumber: "4242424242424242" } }) {
       ... on Order { code state } ... on ErrorResult { message } } }`,
  );
  if (addPaymentToOrder.state !== 'PaymentSettled') throw new Error(`Not paid: ${addPaymentToOrder.message}`);
  return addPaymentToOrder.code ?? '';
}

/** Pays through Stripe as the storefront does: a PaymentIntent, Stripe's success, its signed webhook. */
export async function payWithStripe(shop: ReturnType<typeof shopSession>) {
  const standIn = process.env.E2E_STRIPE_STAND_IN_URL ?? '';
  const webhookUrl = process.env.E2E_STRIPE_WEBHOOK_URL ?? '';
  const secret = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '';
  const { createStripePaymentIntent } = await shop<{ createStripePaymentIntent: string }>(
    'mutation { createStripePaymentIntent }',
  );
  const intentId = createStripePaymentIntent.split('_secret_')[0] ?? '';
  const intent = await (
    await fetch(`${standIn}/__stand-in/payment_intents/${intentId}/succeed`, { method: 'POST' })
  ).json();
  const { body, headers } = signedWebhook(stripeEvent('payment_intent.succeeded', intent), secret);
  const delivered = await fetch(webhookUrl, { method: 'POST', headers, body });
  if (delivered.status !== 200) throw new Error(`The webhook was refused: ${delivered.status}`);
  return intentId;
}

/**
 * Refunds every line of an order from its Dashboard page, as the box office does:
 * "Refund & Cancel", all tickets back to stock, a reason, the refund button.
 */
export async function refundAndCancelInDashboard(page: Page, orderId: string) {
  await page.goto(dashboardUrl(`/orders/${orderId}`));
  const more = page.getByRole('button', { name: 'Fulfill order' }).locator('xpath=following::button[1]');
  await more.click();
  await page.getByRole('menuitem', { name: 'Refund & Cancel' }).click();
  const dialog = page.getByRole('dialog');
  for (const row of await dialog
    .getByRole('row')
    .filter({ has: page.getByRole('spinbutton') })
    .all()) {
    const quantity = (await row.getByRole('cell').nth(3).textContent()) ?? '';
    await row.getByRole('spinbutton').fill(quantity.trim());
    await row.getByRole('checkbox').check();
  }
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Customer request' }).click();
  await dialog.getByRole('button', { name: /^Refund €/ }).click();
  await page.getByText('Refund processed successfully').waitFor();
}
