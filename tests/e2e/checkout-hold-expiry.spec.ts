import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/stack.mjs';
import { GUEST_START, shortestCheckoutPaths } from '../../src/machines/checkout.paths';
import {
  exec,
  holdTimer,
  holdTimeText,
  messages,
  type Shopper,
  testCard,
  toPaymentStep,
  unique,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { playWithTickets } from '../support/shop-api';

/**
 * Seat holds that really run out. The shared stack holds seats for ten minutes, so
 * this file starts a second Vendure and storefront of its own whose holds last
 * HOLD_SECONDS, and walks the model's paths into the expiry state against it.
 */

const HOLD_SECONDS = 12;
const storefrontPort = Number(process.env.E2E_HOLD_STOREFRONT_PORT ?? 3282);
const commercePort = Number(process.env.E2E_HOLD_COMMERCE_PORT ?? 3292);

let stack: Awaited<ReturnType<typeof startStack>> | undefined;
let dataDir = '';

test.use({ baseURL: `http://localhost:${storefrontPort}` });

test.beforeAll(async () => {
  // A cold Vendure seeds its own database first.
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-hold-'));
  stack = await startStack({
    commercePort,
    storefrontPort,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: { SECURE_COOKIES: 'false', TEST_CARD_PAYMENTS: 'true', SEAT_HOLD_SECONDS: String(HOLD_SECONDS) },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A guest with a seat for one of the seed's performances in the cart, at the checkout. */
async function withSeatInCart(shopper: Shopper) {
  const { page, t } = shopper;
  // The second stack is seeded from the same code as the first: the same plays exist.
  const play = await playWithTickets('en');
  await page.goto(`/en/plays/${play.slug}`);
  await page.getByRole('button', { name: t.play_buy_ticket }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/en/checkout');
}

const expiryPaths = shortestCheckoutPaths(GUEST_START).filter((p) => p.events.some((e) => e.type === 'HOLD_EXPIRED'));

test('the model reaches the expiry state only by a hold running out', () => {
  expect(expiryPaths.map((p) => p.target)).toEqual(['payment.expired']);
});

for (const modelPath of expiryPaths) {
  test(`model path: ${modelPath.events.map((e) => e.type).join(' → ')} → ${modelPath.target}, then hold again and pay`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages('en');
    const shopper: Shopper = { page, t, locale: 'en', email: `expiry-${unique()}@example.com` };
    await withSeatInCart(shopper);
    for (const event of modelPath.events) {
      if (event.type === 'HOLD_EXPIRED') {
        // A short hold starts inside its last minute: the polite status says so once.
        await expect(holdTimer(page)).toHaveText(holdTimeText(t));
        await expect(page.getByRole('status').filter({ hasText: t.checkout_hold_one_minute })).toHaveCount(1);
      }
      await exec[event.type as keyof typeof exec](shopper);
    }
    await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_hold_expired_title);
    await expect(page.getByTestId('hold-expired')).toHaveText(t.checkout_hold_expired);
    await expect(holdTimer(page)).toHaveCount(0);

    await exec.HOLD_AGAIN(shopper);
    await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_step_payment);
    await expect(holdTimer(page)).toHaveText(holdTimeText(t));
    await exec.SUBMIT_PAYMENT(shopper);
    await expect(page.getByTestId('order-paid')).toBeVisible();
  });
}

test('a test-card payment that reaches Vendure just after the hold ran out lands in the expiry state', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = messages('en');
  const shopper: Shopper = { page, t, locale: 'en', email: `late-${unique()}@example.com` };
  await withSeatInCart(shopper);
  await toPaymentStep(shopper);
  await expect(holdTimer(page)).toHaveText(holdTimeText(t));
  // The page's clock stands still, so the countdown never reaches zero: only Vendure knows the
  // hold ran out, as when the shopper clicks in its last moment. The hold was taken before the
  // payment step showed, so it has surely run out HOLD_SECONDS (and a margin) after now.
  const runOut = Date.now() + HOLD_SECONDS * 1000 + 1500;
  await page.clock.setFixedTime(new Date());
  await testCard(page).check();
  await page.getByLabel(t.checkout_card_number, { exact: true }).fill('4242 4242 4242 4242');
  await page.waitForTimeout(Math.max(0, runOut - Date.now()));
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_hold_expired_title);
  await expect(page.getByTestId('hold-expired')).toBeVisible();
  await exec.HOLD_AGAIN(shopper);
  await expect(holdTimer(page)).toHaveText(holdTimeText(t));
  await exec.SUBMIT_PAYMENT(shopper);
  await expect(page.getByTestId('order-paid')).toBeVisible();
});
