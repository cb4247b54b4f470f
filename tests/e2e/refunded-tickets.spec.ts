// Plain Playwright for the door (the Dashboard), the storefront's fixtures for the customer's pages.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { type Page, test as plain } from '@playwright/test';
import { adminQuery } from '../support/admin-api';
import { exec, messages, type Shopper, toPaymentStep, unique } from '../support/checkout';
import { expect as dashboardExpect, dashboardUrl, signInAs } from '../support/dashboard';
import { buyTickets, type DoorPerformance, scheduleSoon, ticketsOf } from '../support/door';
import { expect, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { createCustomerWithAddress } from '../support/shop-api';

/**
 * A refunded order's tickets (ADR 035: void once the settled refunds reach the order's
 * total, the order itself not cancelled): the door refuses them with the reason, and the
 * customer's pages show them void in the page's language. And the door answers every code
 * typed while another is being checked.
 */

/** Refunds an order in full through the Admin API, leaving it uncancelled (not "Refund & Cancel"). */
async function refundInFull(orderCode: string) {
  const { orders } = await adminQuery(
    adminGraphql(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id totalWithTax payments { id } } } }`,
    ),
    { code: orderCode },
  );
  const order = orders.items[0];
  const payment = order?.payments?.[0]?.id;
  if (!order || !payment) throw new Error(`Order ${orderCode} has no payment to refund`);
  const { refundOrder } = await adminQuery(
    adminGraphql(
      `mutation ($payment: ID!, $amount: Money!) { refundOrder(input: { paymentId: $payment, amount: $amount, shipping: 0, adjustment: 0, reason: "Changed plans" }) {
       __typename ... on Refund { state } ... on ErrorResult { message } } }`,
    ),
    { payment, amount: order.totalWithTax },
  );
  expect(refundOrder, 'message' in refundOrder ? refundOrder.message : undefined).toMatchObject({
    __typename: 'Refund',
    state: 'Settled',
  });
  return order.id;
}

async function orderCodeOf(orderId: string) {
  const { order } = await adminQuery(adminGraphql(`query ($id: ID!) { order(id: $id) { code } }`), { id: orderId });
  if (!order) throw new Error(`No order ${orderId}`);
  return order.code;
}

plain.describe('at the door', () => {
  plain.describe.configure({ timeout: 90_000 });
  let tonight: DoorPerformance;

  plain.beforeAll(async () => {
    tonight = await scheduleSoon(2, 200 + Math.floor(Math.random() * 30));
  });

  async function openDoor(page: Page) {
    await signInAs(page, 'box-office');
    await page.goto(dashboardUrl('/check-in'));
    await page.getByLabel('Performance').selectOption(tonight.id);
    await dashboardExpect(page.getByTestId('door-count')).toHaveText(/^Admitted \d+ of \d+$/);
  }
  const answer = (page: Page) => page.getByRole('status', { name: 'Answer' });

  plain('a refunded order’s ticket is refused with its reason', async ({ page }) => {
    const bought = await buyTickets(tonight.productVariant.id, 2);
    await refundInFull(await orderCodeOf(bought.orderId));
    expect((await ticketsOf(bought.orderId)).map((t) => t.status)).toEqual(['VOID', 'VOID']);

    await openDoor(page);
    await page.getByLabel('Ticket code').fill(bought.codes[0] ?? '');
    await page.getByLabel('Ticket code').press('Enter');
    await dashboardExpect(answer(page)).toContainText('Void: the order was refunded');
    await dashboardExpect(answer(page)).toHaveAttribute('data-tone', 'refuse');
    await dashboardExpect(answer(page)).toContainText(`Ticket 1 of 2 · ${tonight.play.title}`);
    expect((await ticketsOf(bought.orderId))[0]?.admittedAt).toBeNull();
  });

  plain('codes typed while one is being checked are each answered in turn, none dropped', async ({ page }) => {
    const bought = await buyTickets(tonight.productVariant.id, 3);
    await openDoor(page);
    // Slow the door's answers down, so the next codes arrive while the first is still pending.
    await page.route('**/admin-api**', async (route) => {
      if (route.request().postData()?.includes('admitTicket')) await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    const field = page.getByLabel('Ticket code');
    for (const code of bought.codes) {
      await field.fill(code);
      await field.press('Enter');
      await dashboardExpect(field).toHaveValue('');
    }
    await dashboardExpect(page.getByTestId('door-queued')).toBeVisible();
    await dashboardExpect(answer(page)).toContainText(`Ticket 3 of 3 · ${tonight.play.title}`, { timeout: 20_000 });
    await dashboardExpect
      .poll(async () => (await ticketsOf(bought.orderId)).map((t) => t.status), { timeout: 10_000 })
      .toEqual(['ADMITTED', 'ADMITTED', 'ADMITTED']);
  });
});

test('a refunded order’s tickets are void on the confirmation, the order page and My tickets, in the page’s language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = messages('fr');
  const email = `tickets-refunded-${unique()}@example.com`;
  const password = 'curtain-call-42';
  await createCustomerWithAddress(email, password, tokenFromEmail);
  const performance = await scheduleSoon(3, 24 * 60 * 3 + Math.floor(Math.random() * 600));

  await page.goto('/fr/account/login?returnTo=/account/tickets');
  await page.getByLabel(t.account_email, { exact: true }).fill(email);
  await page.getByLabel(t.account_password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.account_sign_in }).click();
  await expect(page).toHaveURL(/\/fr\/account\/tickets$/);

  // Two seats in the cart from the play page (read again until the new performance shows, ADR 024).
  const row = page.locator('li').filter({ has: page.locator(`time[datetime="${performance.startsAt}"]`) });
  await expect(async () => {
    await page.goto(`/fr/plays/${performance.play.slug}`);
    await expect(row.getByRole('button', { name: t.play_buy_ticket })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  for (let i = 0; i < 2; i++) {
    const before = Number(await page.getByTestId('cart-count').textContent());
    await row.getByRole('button', { name: t.play_buy_ticket }).click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
  }
  const shopper: Shopper = { page, t, locale: 'fr', email, savedAddress: 'бул. Витоша 1' };
  await page.goto('/fr/checkout');
  // Signed in, with tickets only: no details, no address, no delivery to give (ADR 058).
  await toPaymentStep(shopper);
  await exec.SUBMIT_PAYMENT(shopper);
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[A-Z0-9]+$/);
  await expect(page.getByTestId('order-paid')).toBeVisible();
  const code = page.url().split('/').pop() ?? '';
  await expect(page.getByTestId('ticket-card')).toHaveCount(2);

  await refundInFull(code);

  for (const url of [`/fr/checkout/confirmation/${code}`, `/fr/account/orders/${code}`, '/fr/account/tickets']) {
    await page.goto(url);
    const cards = page.getByTestId('ticket-card');
    await expect(cards, url).toHaveCount(2);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-status', 'VOID');
      await expect(card.getByTestId('ticket-state')).toHaveText(t.ticket_void_refunded);
      await expect(card.getByTestId('ticket-qr')).toHaveCount(0);
      await expect(card.getByTestId('ticket-code')).toHaveCount(0);
    }
  }
});
