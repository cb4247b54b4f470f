import { messages, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { linkFromEmail } from '../support/mailbox';
import {
  cancelAndRefund,
  joinAndConfirm,
  pathOf,
  runOffers,
  soldOutNumbered,
  waitingCounts,
} from '../support/waiting-list';

/**
 * The waiting list's story (issue 27, ADR 063) in Chromium against the built storefront
 * and a real Vendure: a numbered-seat performance sold out at the counter, a visitor who
 * joins for both seats and confirms from the email, the sale cancelled and refunded as the
 * Dashboard does it, the offer email, and its link holding both seats in the visitor's cart.
 */
test.describe.configure({ timeout: 180_000 });

const t = messages('en');

test('a refund frees the seats of a sold-out performance: the first in line is offered both and claims them into the cart', async ({
  page,
}) => {
  const { performanceId, sale } = await soldOutNumbered('counter');
  const email = `waiting-refund-${unique()}@foyer.example`;
  await joinAndConfirm(page, performanceId, email, 2);
  expect(await waitingCounts(performanceId)).toEqual({
    waiting: 1,
    offers: 0,
    acceptances: 0,
    expiries: 0,
  });

  await cancelAndRefund(sale!);
  // The offer pass also runs on a schedule; run now, it offers the freed seats to the first in line.
  await runOffers();

  await page.goto(pathOf(await linkFromEmail(email, '/waiting-list/offer')));
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await waitingCounts(performanceId)).toEqual({
    waiting: 0,
    offers: 1,
    acceptances: 1,
    expiries: 0,
  });
});

test('an unclaimed offer expires and passes to the next in line, who claims it', async ({ page }) => {
  const { performanceId, sale } = await soldOutNumbered('counter');
  const first = `waiting-first-${unique()}@foyer.example`;
  const next = `waiting-next-${unique()}@foyer.example`;
  await joinAndConfirm(page, performanceId, first, 2);
  await joinAndConfirm(page, performanceId, next, 2);
  await cancelAndRefund(sale!);
  await runOffers();
  const firstOffer = pathOf(await linkFromEmail(first, '/waiting-list/offer'));

  // The first in line does nothing; once the offer's time (45 s here) has passed, the pass expires it.
  await expect
    .poll(
      async () => {
        await runOffers();
        return (await waitingCounts(performanceId)).expiries;
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe(1);
  await page.goto(firstOffer);
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.waiting_list_error_expired);

  // The seats went to the next in line, whose link holds them in the cart.
  await page.goto(pathOf(await linkFromEmail(next, '/waiting-list/offer')));
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await waitingCounts(performanceId)).toEqual({
    waiting: 0,
    offers: 2,
    acceptances: 1,
    expiries: 1,
  });
});
