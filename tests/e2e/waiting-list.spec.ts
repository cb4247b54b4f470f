import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { adminQuery } from '../support/admin-api';
import { messages, prefix, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { linkFromEmail } from '../support/mailbox';
import { joinAndConfirm, pathOf, runOffers, soldOutNumbered, WAITING_SEAT_KEYS } from '../support/waiting-list';

/**
 * The waiting list (ADR 063) in Chromium against the built storefront and a real Vendure:
 * a sold-out performance of the test's own (two seats, both kept back by the box office),
 * joining in English, confirming from the mailbox, an offer when a seat is unblocked, and
 * the offer's link putting the held seat into the cart.
 */

let performanceId = '';

test.beforeAll(async () => {
  ({ performanceId } = await soldOutNumbered('blocked'));
});

test('joins a sold-out performance’s waiting list, confirms, and claims the offered seat into the cart', async ({
  page,
}) => {
  const t = messages('en');
  const email = `waiting-${unique()}@foyer.example`;
  await joinAndConfirm(page, performanceId, email, 1);

  await adminQuery(
    adminGraphql(
      `mutation ($id: ID!, $keys: [String!]!) { unblockSeats(performanceId: $id, seatKeys: $keys) { performanceId } }`,
    ),
    { id: performanceId, keys: [WAITING_SEAT_KEYS[0]!] },
  );
  await runOffers();
  const offer = pathOf(await linkFromEmail(email, '/waiting-list/offer'));
  await page.goto(offer);
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The link works once: a second visit says so in words.
  await page.goto(offer);
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.waiting_list_error_token);
});

test('a link without a valid token says so', async ({ page }) => {
  const t = messages('de');
  await page.goto(`${prefix('de')}/waiting-list/leave?token=${'x'.repeat(32)}`);
  await page.getByRole('button', { name: t.waiting_list_leave_submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.waiting_list_error_token);
  await page.goto(`${prefix('de')}/waiting-list/offer`);
  await expect(page.getByTestId('waiting-list-link')).toContainText(t.waiting_list_error_token);
});
