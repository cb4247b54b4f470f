/**
 * JavaScript and CSS sent on first load per page (gzip bytes) from a real Chromium load, with
 * image bytes, console errors and Stripe.js requests counted apart; and the same for a guest's
 * way through the checkout up to choosing the card.
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { STRIPE_JS_STAND_IN, STRIPE_JS_STAND_IN_LABEL } from '@foyer/shared/stack/stripe-stand-in';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM } from './config.ts';

/** What a page sent on first load. */
export interface FirstLoad {
  jsGzipBytes: number;
  cssGzipBytes: number;
  imageBytes: number;
  stripeJsRequests: number;
  consoleErrors: string[];
  /** The page's HTTP status (not for the payment step, a way through several pages). */
  status?: number;
}

/**
 * Watches what a page loads: script and stylesheet bytes after gzip, image bytes as
 * sent, requests to Stripe.js, and console errors (CSP violations, failed requests,
 * exceptions). Inline scripts (hydration data) travel in the HTML and are not counted.
 */
function watchLoad(page: Page): () => Promise<FirstLoad> {
  const assets = { script: 0, stylesheet: 0, image: 0 };
  const problems: string[] = [];
  const seen = new Set<string>();
  const bodies: Promise<void>[] = [];
  let stripe = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().startsWith('https://js.stripe.com/')) stripe++;
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.url().startsWith('https://js.stripe.com/')) return;
    if ((type === 'script' || type === 'stylesheet' || type === 'image') && !seen.has(response.url())) {
      seen.add(response.url());
      bodies.push(
        response
          .body()
          .then((body) => {
            // Images are already compressed (webp): their bytes as sent.
            assets[type] += type === 'image' ? body.length : gzipSync(body).length;
          })
          .catch(() => {}),
      );
    }
  });
  return async () => {
    await Promise.all(bodies);
    return {
      jsGzipBytes: assets.script,
      cssGzipBytes: assets.stylesheet,
      imageBytes: assets.image,
      stripeJsRequests: stripe,
      consoleErrors: problems,
    };
  };
}

/**
 * A guest's way to the checkout's payment step, then choosing the card: what that
 * loads in a browser that has not seen the shop before (a fresh context holding only
 * the cart's cookie). Stripe.js is answered by a small stand-in (there is no internet
 * here, and its bytes are Stripe's, not ours): only its requests are counted.
 */
export async function paymentStepLoad(
  browser: Browser,
  storefrontUrl: string,
  productPath: string,
): Promise<FirstLoad> {
  const t = JSON.parse(fs.readFileSync('messages/en.json', 'utf8'));
  const visible = { state: 'visible', timeout: 15_000 } as const;
  const shopping = await browser.newContext();
  const shop = await shopping.newPage();
  await shop.goto(`${storefrontUrl}${productPath}`, { waitUntil: 'networkidle' });
  await shop.getByRole('button', { name: t.product_add_to_cart }).click();
  await shop.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent !== '0');
  const cart = await shopping.storageState();
  await shopping.close();

  const context = await browser.newContext({ storageState: cart });
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN }),
  );
  const page = await context.newPage();
  const measured = watchLoad(page);
  try {
    await page.goto(`${storefrontUrl}/en/checkout`, { waitUntil: 'networkidle' });
    await page.getByLabel(t.account_first_name, { exact: true }).fill('Bench');
    await page.getByLabel(t.account_last_name, { exact: true }).fill('Shopper');
    await page.getByLabel(t.account_email, { exact: true }).fill(`bench-${Date.now()}@example.com`);
    await page.getByRole('button', { name: t.checkout_continue }).click();
    await page.getByLabel(t.address_street1, { exact: true }).waitFor(visible);
    await page.getByLabel(t.address_street1, { exact: true }).fill('1 Bench Street');
    await page.getByLabel(t.address_city, { exact: true }).fill('Sofia');
    await page.getByLabel(t.address_postal_code, { exact: true }).fill('1000');
    await page.getByRole('button', { name: t.checkout_continue }).click();
    await page.getByRole('main').getByRole('radio').first().waitFor(visible);
    await page.getByRole('button', { name: t.checkout_continue }).click();
    const card = page.getByRole('main').getByRole('radio', { name: t.payment_card, exact: true });
    await card.waitFor(visible);
    await card.check();
    await page.getByText(STRIPE_JS_STAND_IN_LABEL).waitFor(visible);
    await page.waitForLoadState('networkidle');
    return await measured();
  } finally {
    await context.close();
  }
}

/** Each page's first load by name (`pages`: name → path; `product` also starts the payment step's way), then `withBrowser`. */
export async function firstLoadBytes(
  storefrontUrl: string,
  pages: Record<string, string>,
  withBrowser: (browser: Browser) => Promise<void> = async () => {},
): Promise<Record<string, FirstLoad>> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const results: Record<string, FirstLoad> = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const measured = watchLoad(page);
      const response = await page.goto(`${storefrontUrl}${pagePath}`, { waitUntil: 'networkidle' });
      results[name] = { ...(await measured()), status: response?.status() ?? 0 };
      await context.close();
    }
    if (pages.product) results['payment step (card)'] = await paymentStepLoad(browser, storefrontUrl, pages.product);
    await withBrowser(browser);
  } finally {
    await browser.close();
  }
  return results;
}
