// Plain Playwright: the fixtures' goto waits for the storefront's hydration mark.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { test } from '@playwright/test';
import { adminQuery, orderByCode } from '../support/admin-api';
import {
  dashboardUrl,
  expect,
  payWithStripe,
  payWithTestCard,
  refundAndCancelInDashboard,
  saleableSeats,
  signInToDashboard,
  ticketOrderAtPayment,
  ticketWithSeats,
} from '../support/dashboard';

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/**
 * Vendure's own Dashboard pages with Foyer's plugins: the built Dashboard served by the
 * test stack's Vendure at /dashboard, signed in on its page, driven like staff would.
 */

async function orderId(code: string) {
  const { orders } = await adminQuery(
    adminGraphql(`query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`),
    { code },
  );
  return orders.items[0]?.id ?? '';
}

async function refundsOf(code: string) {
  const { orders } = await adminQuery(
    adminGraphql(`query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) {
       items { state payments { refunds { state total transactionId } } } } }`),
    { code },
  );
  const order = orders.items[0];
  return { state: order?.state, refunds: order?.payments?.flatMap((p) => p.refunds) ?? [] };
}

test('the Dashboard signs staff in and lists the catalog, the FOYER10 promotion and the customers', async ({
  page,
}) => {
  await signInToDashboard(page);
  await page.goto(dashboardUrl('/products'));
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Filter...').fill('t-shirt');
  await expect(page.getByRole('button', { name: /T-shirt/i }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Tickets for/ })).toHaveCount(0);
  await page.goto(dashboardUrl('/promotions'));
  await expect(page.getByText('FOYER10').first()).toBeVisible();
  await page.goto(dashboardUrl('/customers'));
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
});

test('an order paid by the test card shows its payment; Refund & Cancel settles the refund and gives the seats back', async ({
  page,
}) => {
  const variantId = await ticketWithSeats(2);
  const before = await saleableSeats(variantId);
  const { shop } = await ticketOrderAtPayment(variantId, 2);
  const code = await payWithTestCard(shop);
  expect(await saleableSeats(variantId)).toBe(before - 2);

  await signInToDashboard(page);
  const id = await orderId(code);
  await page.goto(dashboardUrl(`/orders/${id}`));
  await expect(page.getByRole('heading', { name: code })).toBeVisible();
  await expect(page.getByText('test-card').first()).toBeVisible();
  await expect(page.getByText('Settled').first()).toBeVisible();

  await refundAndCancelInDashboard(page, id);
  const after = await refundsOf(code);
  expect(after.state).toBe('Cancelled');
  expect(after.refunds).toEqual([expect.objectContaining({ state: 'Settled', total: expect.any(Number) })]);
  expect(await saleableSeats(variantId)).toBe(before);
});

test('a refund of a Stripe payment from the Dashboard goes to Stripe and is recorded', async ({ page }) => {
  const standIn = process.env.E2E_STRIPE_STAND_IN_URL ?? '';
  const variantId = await ticketWithSeats(1);
  const before = await saleableSeats(variantId);
  const { shop, order } = await ticketOrderAtPayment(variantId, 1);
  const intentId = await payWithStripe(shop);
  await expect.poll(async () => (await orderByCode(order.code))?.state).toBe('PaymentSettled');

  await signInToDashboard(page);
  const id = await orderId(order.code);
  await page.goto(dashboardUrl(`/orders/${id}`));
  await expect(page.getByText('stripe', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(intentId).first()).toBeVisible();

  await refundAndCancelInDashboard(page, id);
  const after = await refundsOf(order.code);
  expect(after.refunds).toEqual([expect.objectContaining({ state: 'Settled', total: order.totalWithTax })]);
  const refundId = after.refunds[0]?.transactionId ?? '';
  expect(refundId).toMatch(/^re_/);
  const requests: Array<{ method: string; path: string; params: Record<string, string> }> = await (
    await fetch(`${standIn}/__stand-in/requests`)
  ).json();
  expect(requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === intentId)).toHaveLength(1);
  expect(await saleableSeats(variantId)).toBe(before);
});
