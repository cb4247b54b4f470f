import { MAX_SEATS_PER_ORDER } from '@foyer/shared/seating/seat-codes';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { exec, fill, messages, type Shopper, testCard, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { reservedPerformance } from '../support/seating';
import { createCustomerWithAddress, shopSession } from '../support/shop-api';

const PASSWORD = 'curtain-call-42';
const LOGIN = shopGraphql(`mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`);
const SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
  __typename } }`);

/**
 * A guest who gave their details at the checkout and then signs in keeps their cart: its seats
 * join the account's (ADR 073). Twelve seats for one night are more than one order may buy:
 * the cart says so, the payment step refuses in the shopper's words, and two seats given
 * back let them pay (ADR 077).
 */
test('a guest at the payment step signs in: both carts in one, and over the seat limit until seats are given back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = messages('en');
  const { performanceId } = await reservedPerformance(`sign-in-cart-${unique()}`);
  const email = `member-${unique()}@example.com`;
  await createCustomerWithAddress(email, PASSWORD, tokenFromEmail);
  // The account's cart, from another device: six seats on the right of row C.
  const elsewhere = shopSession();
  expectType((await elsewhere(LOGIN, { u: email, p: PASSWORD })).login, 'CurrentUser');
  const ownKeys = [8, 9, 10, 11, 12, 13].map((cell) => `h-C-${cell}`);
  expectType((await elsewhere(SELECT, { id: performanceId, keys: ownKeys })).selectSeats, 'Order');

  // In this browser, as a guest: six seats by best available, the details, the payment step.
  const shopper: Shopper = { page, t, locale: 'en', email: `guest-${unique()}@example.com` };
  await page.goto(`/en/seats/${performanceId}`);
  await page.getByLabel(t.seating_best_count, { exact: true }).fill('6');
  await page.getByRole('button', { name: t.seating_best_submit }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  await page.goto('/en/checkout');
  await exec.SUBMIT_CUSTOMER(shopper);
  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_step_payment);
  // Held for payment: the payment methods are offered.
  await expect(testCard(page)).toBeVisible();

  await page.goto('/en/account/login?returnTo=/cart');
  await page.getByLabel(t.account_email, { exact: true }).fill(email);
  await page.getByLabel(t.account_password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.account_sign_in }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const over = 2 * 6;
  await expect(page.getByTestId('line-seat')).toHaveCount(over);
  await expect(page.getByTestId('too-many-seats')).toHaveText(
    fill(t.cart_too_many_seats, { count: over, max: MAX_SEATS_PER_ORDER }),
  );

  await page.goto('/en/checkout');
  await expect(page.getByRole('alert')).toHaveText(fill(t.checkout_too_many_seats, { max: MAX_SEATS_PER_ORDER }));
  // Worded for the shopper: no states or reason in Vendure's terms.
  await expect(page.getByTestId('transition-error')).toHaveCount(0);

  await page.getByRole('link', { name: t.checkout_back_to_cart }).click();
  for (let left = over - 1; left >= MAX_SEATS_PER_ORDER; left--) {
    await page.getByTestId('line-seat').first().getByRole('button').click();
    await expect(page.getByTestId('line-seat')).toHaveCount(left);
  }
  await expect(page.getByTestId('too-many-seats')).toHaveCount(0);
  await page.goto('/en/checkout');
  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_step_payment);
  await exec.SUBMIT_PAYMENT(shopper);
  await expect(page.getByTestId('order-paid')).toBeVisible();
});
