import fs from 'node:fs';
import type { PayKind, PaymentResult } from '../../src/lib/payment-result';
import type { CheckoutEvent, CheckoutProgress } from '../../src/machines/checkout.machine';
import { expect, type Page } from './fixtures';

/**
 * A shopper's steps through the real checkout UI, shared by the checkout tests and
 * the production-profile tests: every text is looked up in the page language's
 * messages, so the same steps work in each locale.
 */

export type Messages = Record<keyof typeof import('../../messages/en.json'), string>;
export const messages = (locale: string): Messages =>
  JSON.parse(fs.readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'));
export const prefix = (locale: string) => (locale === 'bg' ? '' : `/${locale}`);
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Shopper {
  page: Page;
  t: Messages;
  locale: string;
  email: string;
  /** For a signed-in customer: a line of the saved address the checkout should offer. */
  savedAddress?: string;
}

export async function addToCart({ page, t, locale }: Shopper, slug: string) {
  await page.goto(`${prefix(locale)}/product/${slug}`);
  const before = Number(await page.getByTestId('cart-count').textContent());
  await page.getByRole('button', { name: t.product_add_to_cart }).click();
  await expect(page.getByTestId('cart-count')).not.toHaveText(String(before));
}

/** The test card's radio (Vendure names payment methods; its code is fixed). */
export const testCard = (page: Page) => page.locator('input[name="paymentMethod"][value="test-card"]');

export const exec: Record<
  Exclude<CheckoutEvent['type'], 'RETRY'>,
  (shopper: Shopper, outcome?: PaymentResult<CheckoutProgress, PayKind>) => Promise<void>
> = {
  SUBMIT_CUSTOMER: async ({ page, t, email }) => {
    await page.getByLabel(t.account_first_name, { exact: true }).fill('Ана');
    await page.getByLabel(t.account_last_name, { exact: true }).fill('Петрова');
    await page.getByLabel(t.account_email, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.checkout_continue }).click();
  },
  SUBMIT_ADDRESS: async ({ page, t, savedAddress }) => {
    await expect(page.getByTestId('step-heading').getByText(t.checkout_step_address, { exact: true })).toBeVisible();
    if (savedAddress) {
      // A signed-in customer's default address is chosen already.
      await expect(page.getByRole('radio', { name: new RegExp(savedAddress) })).toBeChecked();
      await page.getByRole('button', { name: t.checkout_continue }).click();
      return;
    }
    await page.getByLabel(t.address_street1, { exact: true }).fill('ул. Раковски 98');
    await page.getByLabel(t.address_city, { exact: true }).fill('София');
    await page.getByLabel(t.address_postal_code, { exact: true }).fill('1000');
    await page.getByRole('button', { name: t.checkout_continue }).click();
  },
  SUBMIT_SHIPPING: async ({ page, t }) => {
    await expect(page.getByTestId('step-heading').getByText(t.checkout_step_shipping, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible();
    await page.getByRole('button', { name: t.checkout_continue }).click();
  },
  SUBMIT_PAYMENT: async ({ page, t }) => {
    await testCard(page).check();
    await page.getByLabel(t.checkout_card_number, { exact: true }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: new RegExp(fill(t.checkout_pay, { total: '.+' })) }).click();
  },
  BACK: async ({ page, t }) => {
    await page.getByRole('button', { name: t.checkout_back }).click();
  },
  /** Nothing to click: the shopper waits until the seat hold really runs out (a short-hold Vendure). */
  HOLD_EXPIRED: async ({ page }) => {
    await expect(page.getByTestId('hold-expired')).toBeVisible({ timeout: 60_000 });
  },
  HOLD_AGAIN: async ({ page, t }) => {
    await page.getByRole('button', { name: t.checkout_hold_again }).click();
  },
};

/** The payment step's countdown, "Your seats are held for 9:41", in the page language. */
export const holdTimer = (page: Page) => page.getByRole('timer');
export const holdTimeText = (t: Messages) => new RegExp(`^${fill(t.checkout_hold_time, { time: '\\d{1,2}:\\d{2}' })}$`);

/**
 * The steps the page lists for this cart and shopper (ADR 058): a cart of tickets only has
 * no address and no delivery, a signed-in customer no details; a cart with goods has all.
 */
export async function listedSteps({ page, t }: Pick<Shopper, 'page' | 't'>) {
  const steps = page.getByRole('list', { name: t.checkout_steps });
  await expect(steps).toContainText(t.checkout_step_payment);
  const names = (await steps.getByRole('listitem').allTextContents()).map((name) => name.trim());
  const current = (await steps.locator('[aria-current="step"]').textContent())?.trim() ?? '';
  return { names, current };
}

/**
 * From the checkout's current step to its payment step, through the steps the page lists
 * for the cart: for a guest with goods details, address, the first delivery method; for
 * tickets only, the details alone; for a signed-in customer, no details.
 */
export async function toPaymentStep(shopper: Shopper) {
  const { page, t } = shopper;
  const { names, current } = await listedSteps(shopper);
  const submit: Record<string, (shopper: Shopper) => Promise<void>> = {
    [t.checkout_step_customer]: exec.SUBMIT_CUSTOMER,
    [t.checkout_step_address]: exec.SUBMIT_ADDRESS,
    [t.checkout_step_shipping]: exec.SUBMIT_SHIPPING,
  };
  if (!names.includes(current)) throw new Error(`The checkout marks no listed step as current: ${names.join(', ')}`);
  for (const name of names.slice(names.indexOf(current))) {
    if (name === t.checkout_step_payment) break;
    const step = submit[name];
    if (!step) throw new Error(`The checkout lists a step the tests do not know: ${name}`);
    await step(shopper);
  }
  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_step_payment);
}

/** A whole checkout with the test card: the steps the page lists for the cart (see `toPaymentStep`), then pay. */
export async function checkoutAsGuest(shopper: Shopper) {
  await toPaymentStep(shopper);
  await exec.SUBMIT_PAYMENT(shopper);
}
