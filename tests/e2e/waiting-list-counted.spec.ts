import { checkoutAsGuest, messages, type Shopper, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { linkFromEmail } from '../support/mailbox';
import {
  cancelAndRefund,
  confirmFromEmail,
  joinOnPage,
  pathOf,
  runOffers,
  soldOutCounted,
  waitingCounts,
} from '../support/waiting-list';

/**
 * The waiting list of a night sold by count (issue 27, ADR 068) in Chromium against the
 * built storefront and a real Vendure: its two places sold at the counter, the programme
 * says "sold out" and links to the waiting list, a visitor joins for both and confirms from
 * the email; the sale is cancelled and refunded, the offer's link holds both places in the
 * visitor's cart, and the visitor pays for them while the night is still sold out to others.
 */
test.describe.configure({ timeout: 180_000 });

const sofiaMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit' })
    .format(new Date(iso))
    .slice(0, 7);

test('a sold-out night sold by count: joined from the programme, offered after a refund, claimed and paid', async ({
  page,
}) => {
  const t = messages('en');
  const performance = await soldOutCounted(2);
  const email = `waiting-counted-${unique()}@foyer.example`;

  // The programme is cached until Vendure says something changed: read it again until the sale shows.
  const row = () =>
    page.getByTestId('programme-performance').filter({ has: page.locator(`time[datetime="${performance.startsAt}"]`) });
  await expect(async () => {
    await page.goto(`/en/programme?play=${performance.play}&month=${sofiaMonth(performance.startsAt)}`);
    await expect(row().getByTestId('performance-sold-out')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await row().getByTestId('join-waiting-list').click();
  await expect(page).toHaveURL(new RegExp(`/en/waiting-list/${performance.performanceId}$`));
  await joinOnPage(page, email, 2);
  await confirmFromEmail(page, email);
  expect(await waitingCounts(performance.performanceId)).toEqual({
    waiting: 1,
    offers: 0,
    acceptances: 0,
    expiries: 0,
  });

  await cancelAndRefund(performance.sale);
  await runOffers();
  await page.goto(pathOf(await linkFromEmail(email, '/waiting-list/offer')));
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await waitingCounts(performance.performanceId)).toEqual({
    waiting: 0,
    offers: 1,
    acceptances: 1,
    expiries: 0,
  });

  // The places are the visitor's: the checkout sells them, though the night is sold out.
  const shopper: Shopper = { page, t, locale: 'en', email };
  await page.getByRole('link', { name: t.cart_checkout }).click();
  await checkoutAsGuest(shopper);
  await expect(page.getByTestId('order-paid')).toBeVisible();
});
