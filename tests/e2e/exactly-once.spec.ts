import { adminGraphql } from '@foyer/shared/test-clients/admin';
import type { Request } from '@playwright/test';
import { adminQuery, createProduct, orderByCode } from '../support/admin-api';
import { addToCart, exec, fill, messages, type Shopper, testCard, unique } from '../support/checkout';
import { expect, type Page, test } from '../support/fixtures';

// Each test goes through the whole checkout and then pays under contention.
test.describe.configure({ timeout: 90_000 });

/**
 * Paying is exactly once: the test-card payment call sent twice at the same moment
 * (the page's own submit plus replays of the very same POST with the same cookies, or
 * a double submit from the page) places one order with one settled payment.
 */

/** Every order Vendure holds for the guest's email address, as staff see them. */
async function ordersOf(email: string) {
  const { customers } = await adminQuery(
    adminGraphql(`query ($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) {
       items { orders { items { code state orderPlacedAt payments { state } } } } } }`),
    { email },
  );
  return customers.items.flatMap((customer) => customer.orders.items);
}

/** Up to the payment step with the test card chosen and the card number typed. */
async function readyToPay(page: Page, email: string) {
  const t = messages('en');
  const shopper: Shopper = { page, t, locale: 'en', email };
  const product = await createProduct(`Once ${unique()}`, 5);
  await addToCart(shopper, product.slug);
  await page.goto('/en/checkout');
  await exec.SUBMIT_CUSTOMER(shopper);
  await exec.SUBMIT_ADDRESS(shopper);
  await exec.SUBMIT_SHIPPING(shopper);
  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_step_payment);
  await testCard(page).check();
  await page.getByLabel(t.checkout_card_number, { exact: true }).fill('4242 4242 4242 4242');
  return { t, payButton: page.getByRole('button', { name: new RegExp(fill(t.checkout_pay, { total: '.+' })) }) };
}

async function expectOnePaidOrder(page: Page, email: string) {
  // Paying waits for Vendure to settle (and, here, for the replays queued before it): on a
  // busy machine that takes longer than the default 5 s, as in the other payment tests.
  await expect(page).toHaveURL(/\/en\/checkout\/confirmation\/[A-Z0-9]+$/, { timeout: 30_000 });
  await expect(page.getByTestId('order-paid')).toBeVisible();
  const code = page.url().split('/').pop() ?? '';
  const order = await orderByCode(code);
  expect(order?.state).toBe('PaymentSettled');
  expect(order?.payments?.filter((payment) => payment.state === 'Settled')).toHaveLength(1);
  expect(order?.payments).toHaveLength(1);
  const placed = (await ordersOf(email)).filter((o) => o.orderPlacedAt !== null);
  expect(placed.map((o) => o.code)).toEqual([code]);
  // The cart is empty afterwards: no second order is waiting either.
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  return code;
}

test('the payment call sent three times at once places one order with one settled payment', async ({ page }) => {
  const email = `once-${unique()}@example.com`;
  const { payButton } = await readyToPay(page, email);

  // Hold the page's own payment call, then let it go together with two replays of it.
  const answers: Array<Promise<{ status: number; body: string }>> = [];
  let held: Request | undefined;
  await page.route('**/_serverFn/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.postData()?.includes('cardNumber') || held) {
      await route.continue();
      return;
    }
    held = request;
    const replay = () =>
      page
        .context()
        .request.post(request.url(), {
          headers: { ...request.headers(), origin: new URL(request.url()).origin },
          data: Buffer.from(request.postData() ?? ''),
        })
        .then(async (response) => ({ status: response.status(), body: await response.text() }));
    answers.push(replay(), replay());
    await route.continue();
  });
  await payButton.click();
  const code = await expectOnePaidOrder(page, email);
  expect(held).toBeDefined();
  for (const answer of await Promise.all(answers)) {
    expect(answer.status).toBeLessThan(500);
    // A replay may report the same order as placed, or refuse; it never names another order.
    const codes = [...answer.body.matchAll(/"s":"([A-Z0-9]{16})"/g)].map((m) => m[1]);
    for (const other of codes) expect(other).toBe(code);
  }
});

test('a double submit (Enter, then two more submits before the page re-renders) places one order', async ({ page }) => {
  const email = `twice-${unique()}@example.com`;
  const { t } = await readyToPay(page, email);
  const card = page.getByLabel(t.checkout_card_number, { exact: true });
  await card.focus();
  // The button disables itself once React re-renders; a fast second click or Enter lands before that.
  await Promise.all([
    page.keyboard.press('Enter'),
    card.evaluate((input) => {
      const form = (input as HTMLInputElement).form;
      form?.requestSubmit();
      form?.requestSubmit();
    }),
  ]);
  await expectOnePaidOrder(page, email);
});
