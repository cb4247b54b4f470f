import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { FIRST_LOAD_BUDGETS } from '../../scripts/bench/budgets.ts';
import { paymentStepLoad } from '../../scripts/bench/first-load.ts';
import { addToCart, messages, type Shopper, toPaymentStep, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { shopQuery } from '../support/shop-api';

/** Chunks that must not be part of a catalog page's first load (ADR 018). */
const ON_DEMAND = /\/assets\/(toaster|gallery-lightbox|urlpattern-polyfill|schemas)-[\w-]+\.js$/;

test('a play page loads the toaster, the lightbox and the URLPattern polyfill only when needed', async ({ page }) => {
  // A play with photos and a performance sold by count: its "Buy ticket" adds to the cart
  // (a numbered-seat performance links to its seat page instead, ADR 053).
  const { performances } = await shopQuery(
    shopGraphql(
      `query Performances { performances(options: { take: 100 }) { items { cancelled reserved play { slug gallery { id } } productVariant { stockLevel } } } }`,
    ),
  );
  const open = performances.items.find(
    (p) => !p.cancelled && !p.reserved && p.productVariant!.stockLevel !== 'OUT_OF_STOCK' && p.play.gallery.length > 0,
  );
  if (!open) throw new Error('The seed has no play with photos and a performance sold by count with free places');
  const loaded: string[] = [];
  page.on('request', (request) => {
    const match = ON_DEMAND.exec(new URL(request.url()).pathname);
    if (match) loaded.push(match[1] ?? '');
  });
  await page.goto(`/en/plays/${open.play.slug}`);
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);

  await page.getByRole('button', { name: 'Buy ticket' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  expect(loaded).toContain('toaster');

  await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(loaded).toContain('gallery-lightbox');
  expect(loaded).not.toContain('urlpattern-polyfill');
});

test('a browser without URLPattern gets the polyfill and keeps its locale while navigating', async ({ page }) => {
  await page.addInitScript(() => {
    delete (globalThis as { URLPattern?: unknown }).URLPattern;
  });
  const polyfill = page.waitForRequest((request) => /\/assets\/urlpattern-polyfill-/.test(request.url()));
  await page.goto('/en/');
  await polyfill;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plays' }).click();
  await expect(page).toHaveURL(/\/en\/plays$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('neither the way to the payment step nor the sign-in page downloads zod; the verification page, which checks its token with it, does', async ({
  page,
}) => {
  const zod: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/zod-[\w-]+\.js$/.test(new URL(request.url()).pathname)) zod.push(page.url());
  });
  const shopper: Shopper = { page, t: messages('en'), locale: 'en', email: `first-load-${unique()}@example.com` };
  await addToCart(shopper, 't-shirt-foyer-logo');
  await page.goto('/en/checkout');
  await toPaymentStep(shopper);
  await page.waitForLoadState('networkidle');
  await page.goto('/en/account/login');
  await page.waitForLoadState('networkidle');
  expect(zod).toEqual([]);

  // The chunk exists under that name, so the check above can fail: the verification
  // page checks the token's shape with zod in the browser.
  await page.goto('/en/account/verify?token=not-a-real-token-at-all');
  await page.waitForLoadState('networkidle');
  expect(zod).not.toEqual([]);
});

test('the way to the payment step, the card chosen, loads no more JavaScript than its budget, measured as the bench measures it', async ({
  browser,
  baseURL,
}) => {
  // The bench's product (its first), the bench's walk and count: gzip bytes of every script.
  const { products } = await shopQuery(
    shopGraphql(`query FirstProduct { products(options: { take: 1 }) { items { slug } } }`),
  );
  const load = await paymentStepLoad(browser, baseURL ?? '', `/en/product/${products.items[0]?.slug}`);
  expect(load.consoleErrors).toEqual([]);
  expect(load.stripeJsRequests).toBe(1);
  expect(load.jsGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGETS.paymentStepJsGzipBytes);
});
