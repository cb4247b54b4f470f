import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { createProduct } from '../support/admin-api';
import { exec, fill, messages, prefix, type Shopper, unique } from '../support/checkout';
import { englishCountriesOn, englishOn, englishPhrases, readableText } from '../support/english-texts';
import { expect, type Page, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { createCustomerWithAddress, placeGuestOrder, playWithTickets, shopQuery } from '../support/shop-api';

/**
 * A shopper's whole visit in each language but English: the theatre's pages, the
 * shop, the cart with a coupon, every checkout step, paying, the confirmation, the
 * account, the order history, the order, My tickets, the empty cart, the 404 page,
 * and, signed out, registering and resetting a password. On every page, no English
 * phrase from our English texts (the English messages and the English seed texts), and
 * every order summary adds up to its total. One-word texts are looked for where they
 * are shown: English country names on the confirmation and the order, and the order's
 * state as words, never Vendure's code, in every language's history.
 */

// English walks too, for what every language must get right (the order's state as words); it has no English to find.
const LOCALES = ['bg', 'de', 'es', 'fr', 'it', 'pt', 'en'] as const;

/** Vendure's order states as codes: a page shows them as words. */
const STATE_CODES = [
  'AddingItems',
  'ArrangingPayment',
  'ArrangingAdditionalPayment',
  'PaymentAuthorized',
  'PaymentSettled',
  'PartiallyShipped',
  'PartiallyDelivered',
  'Delivered',
  'Shipped',
  'Modifying',
  'Cancelled',
];
/** The state codes a page shows; in English only the joined ones ("Shipped" is also an English word). */
const rawStatesOn = async (page: Page, locale: string) => {
  const text = await readableText(page);
  return STATE_CODES.filter((code) => locale !== 'en' || /[a-z][A-Z]/.test(code)).filter((code) =>
    new RegExp(`\\b${code}\\b`).test(text),
  );
};

/** In the order history, the order's state reads as the page's words for it. */
async function expectHistoryState(page: Page, locale: string, code: string, words: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(code) }) });
  await expect(row.locator('td[data-state]')).toHaveAttribute('data-state', 'PaymentSettled');
  await expect(row.locator('td[data-state]')).toHaveText(words);
  expect(await rawStatesOn(page, locale), 'order history').toEqual([]);
}
const password = 'theatre-2026';

/** Money as the page shows it, back to cents: "1.234,50 €", "€ 36,90", "36,90 лв." alike. */
const cents = (text: string) => {
  const negative = /[-−]/.test(text);
  const digits = text.replace(/[^\d.,]/g, '');
  const decimal = /[.,](\d{2})$/.exec(digits);
  const whole = decimal ? digits.slice(0, -3) : digits;
  const value = Number(whole.replace(/[.,]/g, '')) * 100 + Number(decimal?.[1] ?? 0);
  return negative ? -value : value;
};

/** Subtotal, discounts and delivery (when chosen) add up to the total shown, to the cent. */
async function expectTotalsAddUp(page: Page, where: string) {
  const totals = page.getByTestId('cart-totals').first();
  await expect(totals).toBeVisible();
  const read = async (id: string) =>
    Promise.all((await totals.getByTestId(id).all()).map(async (cell) => cents((await cell.textContent()) ?? '')));
  const [subtotal] = await read('subtotal');
  const discounts = await read('discount');
  const surcharges = await read('surcharge');
  const delivery = (await totals.getByTestId('delivery').textContent()) ?? '';
  const [total] = await read('cart-total');
  const deliveryCents = /\d/.test(delivery) ? cents(delivery) : 0;
  const rows = [...discounts, ...surcharges].reduce((a, b) => a + b, 0);
  expect((subtotal ?? 0) + rows + deliveryCents, `${where}: the column adds up`).toBe(total);
}

for (const locale of LOCALES) {
  test(`every page a shopper reaches is in ${locale}, and every total adds up`, async ({ page }) => {
    test.setTimeout(300_000);
    const t = messages(locale);
    const at = prefix(locale);
    const phrases = locale === 'en' ? [] : englishPhrases(locale);
    if (locale !== 'en') expect(phrases.length).toBeGreaterThan(200);
    const problems: string[] = [];
    const check = async (where: string) => {
      await page.waitForLoadState('networkidle');
      for (const phrase of await englishOn(page, phrases)) problems.push(`${where}: "${phrase}"`);
    };
    /** One-word English the phrase walk cannot see: country names, Vendure's state codes. */
    const checkWords = async (where: string) => {
      for (const name of await englishCountriesOn(page, locale)) problems.push(`${where}: country "${name}"`);
      for (const code of await rawStatesOn(page, locale)) problems.push(`${where}: state "${code}"`);
    };
    const visit = async (path: string, status = 200) => {
      const response = await page.goto(`${at}${path}`);
      expect(response?.status(), path).toBe(status);
      await check(path);
    };

    // The theatre and the shop.
    const play = await playWithTickets(locale === 'pt' ? 'pt_BR' : locale);
    const { actors, products } = await shopQuery(
      shopGraphql(
        `query Actors { actors(options: { take: 1 }) { items { slug } } products(options: { take: 100 }) { items { slug } } }`,
      ),
    );
    for (const path of [
      '/',
      '/plays',
      `/plays/${play.slug}`,
      '/actors',
      `/actors/${actors.items[0]!.slug}`,
      '/about/stages',
      '/programme',
      '/category/merchandise',
      '/category/tickets',
      '/product/t-shirt-foyer-logo',
      `/product/tickets-${play.slug}`,
      '/search?term=poster',
    ]) {
      await visit(path);
    }
    expect(products.items.length).toBeGreaterThan(10);

    // The cart: a ticket and a T-shirt, with the seed's coupon.
    const email = `words-${locale}-${unique()}@example.com`;
    await createCustomerWithAddress(email, password, tokenFromEmail);
    const product = await createProduct(`Badge ${unique()}`, 5);
    await page.goto(`${at}/product/${product.slug}`);
    await page.getByRole('button', { name: t.product_add_to_cart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto(`${at}/plays/${play.slug}`);
    await page.getByRole('button', { name: t.play_buy_ticket }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await visit('/cart');
    await page.getByLabel(t.cart_coupon_label, { exact: true }).fill('FOYER10');
    await page.getByRole('button', { name: t.cart_coupon_apply }).click();
    await expect(page.getByText(fill(t.cart_coupon_applied, { code: 'FOYER10' }))).toBeVisible();
    await expect(page.getByTestId('delivery')).toHaveText(t.cart_delivery_at_checkout);
    await check('/cart with FOYER10');
    await expectTotalsAddUp(page, 'cart');

    // The checkout as a guest shows the first step; then the customer signs in.
    await visit('/checkout');
    await visit('/account/login?returnTo=/checkout');
    await page.getByLabel(t.account_email, { exact: true }).fill(email);
    await page.getByLabel(t.account_password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.account_sign_in }).click();
    await expect(page).toHaveURL(new RegExp(`${at}/checkout$`), { timeout: 15_000 });
    const shopper: Shopper = { page, t, locale, email, savedAddress: 'бул. Витоша 1' };
    await expect(page.getByTestId('step-heading').getByText(t.checkout_step_address, { exact: true })).toBeVisible();
    await check('/checkout: address');
    await exec.SUBMIT_ADDRESS(shopper);
    await expect(page.getByTestId('step-heading').getByText(t.checkout_step_shipping, { exact: true })).toBeVisible();
    await check('/checkout: delivery');
    // A courier, so that delivery has a price to add.
    await page.getByRole('main').getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: t.checkout_continue }).click();
    await expect(page.getByTestId('step-heading').getByText(t.checkout_step_payment, { exact: true })).toBeVisible();
    await check('/checkout: payment');
    await expectTotalsAddUp(page, 'checkout');
    await exec.SUBMIT_PAYMENT(shopper);
    await expect(page.getByTestId('order-paid')).toBeVisible();
    await check('/checkout/confirmation');
    await checkWords('/checkout/confirmation');
    await expectTotalsAddUp(page, 'confirmation');
    await expect(page.getByTestId('order-state')).toHaveText(t.order_state_payment_settled);
    const code = ((await page.getByTestId('order-code').textContent()) ?? '').match(/[A-Z0-9]{8,}/)?.[0] ?? '';

    // The account, the order history and the order.
    await visit('/account');
    await visit('/account/addresses');
    await visit('/account/orders');
    await expectHistoryState(page, locale, code, t.order_state_payment_settled);
    await page.getByRole('link', { name: fill(t.account_order_open, { code }) }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${code}$`));
    await expect(page.getByTestId('order-state')).toHaveText(t.order_state_payment_settled);
    await check(`/account/orders/${code}`);
    await checkWords(`/account/orders/${code}`);
    await expectTotalsAddUp(page, 'order page');
    // My tickets, with the ticket just bought (issued when the payment settled).
    await expect(async () => {
      await visit('/account/tickets');
      await expect(page.getByTestId('ticket-card').first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // The order is placed: the cart is empty again.
    await visit('/cart');
    await expect(page.getByText(t.cart_empty)).toBeVisible();
    await visit('/no-such-page', 404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.error_not_found_title);

    // Signed out: registering, asking for a password reset, and the link it sends.
    await page.context().clearCookies();
    await visit('/account/register');
    await visit('/account/request-password-reset');
    await page.getByLabel(t.account_email, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.account_send_reset_link }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await check('/account/request-password-reset: sent');
    const token = await tokenFromEmail(email, '/account/password-reset');
    await visit(`/account/password-reset?token=${encodeURIComponent(token)}`);
    // A link that is not the one sent says so.
    await visit('/account/password-reset?token=not-the-token-sent');
    await page.locator('input[type="password"]').first().fill('another-theatre-2027');
    await page.getByRole('button', { name: t.account_reset_password }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check('/account/password-reset: a link not sent');

    expect(problems, `English on ${locale} pages`).toEqual([]);
  });
}

test("another customer's order is not found on the account's order page", async ({ page }) => {
  const t = messages('en');
  const email = `owner-${unique()}@example.com`;
  await createCustomerWithAddress(email, password, tokenFromEmail);
  const guestOrder = await placeGuestOrder(`guest-${unique()}@example.com`);
  await page.goto('/en/account/login');
  await page.getByLabel(t.account_email, { exact: true }).fill(email);
  await page.getByLabel(t.account_password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.account_sign_in }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  for (const code of [guestOrder.code, 'NOSUCHORDER1', 'bad-code']) {
    const response = await page.goto(`/en/account/orders/${code}`);
    expect(response?.status(), code).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.error_not_found_title);
  }
  const response = await page.goto(`/en/account/orders`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: fill(t.account_order_open, { code: guestOrder.code }) })).toHaveCount(0);
});
