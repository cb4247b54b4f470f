import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { startStack } from '../../scripts/stack.ts';
import type { CheckoutSnapshot } from '../../src/machines/checkout.machine';
import { GUEST_START, shortestCheckoutPaths, TICKETS_ONLY_GUEST_START } from '../../src/machines/checkout.paths';
import {
  addToCart,
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
import { shopSession } from '../support/shop-api';

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

/**
 * A guest with a seat for one of the seed's performances in the cart, at the checkout; with
 * `goods`, a T-shirt too, so the checkout asks for an address and a delivery (ADR 058).
 */
async function withSeatInCart(shopper: Shopper, { goods = false } = {}) {
  const { page, t } = shopper;
  // Read from this file's own Vendure: the shared one also has the performances other tests
  // scheduled, and the seed's Main and Chamber Stage nights sell numbered seats (ADR 053).
  const { performances } = await shopSession(stack!.shopApiUrl)(
    shopGraphql(
      `query Performances { performances(options: { take: 100 }) { items { cancelled reserved play { slug } productVariant { stockLevel } } } }`,
    ),
  );
  const play = performances.items.find(
    (p) => !p.cancelled && !p.reserved && p.productVariant?.stockLevel !== 'OUT_OF_STOCK',
  )?.play;
  if (!play) throw new Error('The hold stack has no performance sold by count with free places');
  await page.goto(`/en/plays/${play.slug}`);
  await page.getByRole('button', { name: t.play_buy_ticket }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  if (goods) await addToCart(shopper, 't-shirt-foyer-logo');
  await page.goto('/en/checkout');
}

const expiring = (start: CheckoutSnapshot) =>
  shortestCheckoutPaths(start).filter((p) => p.events.some((e) => e.type === 'HOLD_EXPIRED'));
// A cart with goods goes through every step; a cart of tickets only from the details to payment.
const carts = [
  { name: 'a ticket and a T-shirt', goods: true, paths: expiring(GUEST_START) },
  { name: 'a ticket only', goods: false, paths: expiring(TICKETS_ONLY_GUEST_START) },
];

test('the model reaches the expiry state only by a hold running out, for either kind of cart', () => {
  for (const cart of carts)
    expect(
      cart.paths.map((p) => p.target),
      cart.name,
    ).toEqual(['payment.expired']);
});

for (const cart of carts) {
  for (const modelPath of cart.paths) {
    test(`model path with ${cart.name}: ${modelPath.events.map((e) => e.type).join(' → ')} → ${modelPath.target}, then hold again and pay`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = messages('en');
      const shopper: Shopper = { page, t, locale: 'en', email: `expiry-${unique()}@example.com` };
      await withSeatInCart(shopper, { goods: cart.goods });
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
