import { STRIPE_JS_STAND_IN } from '@foyer/shared/stack/stripe-stand-in';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { createProduct } from '../support/admin-api';
import { exec, messages, toPaymentStep, unique } from '../support/checkout';
import { watchViolations } from '../support/csp';
import { expect, type Page, test } from '../support/fixtures';
import { shopQuery } from '../support/shop-api';

/**
 * The script Content-Security-Policy (ADR 015) in a real browser: pages hydrate and
 * work under it with no violation, its nonce is fresh per page and on every inline
 * script, and a script injected without the nonce does not run.
 */

const BASE_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

function directive(policy: string, name: string): string[] {
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
}

/** From an empty cart with one product in it to the payment step, as a guest. */
async function toPayment(page: Page) {
  const product = await createProduct(`CSP print ${Date.now().toString(36)}`, 5);
  await page.goto(`/en/product/${product.slug}`);
  await addToCart(page);
  await page.goto('/en/checkout');
  await toPaymentStep({ page, t: messages('en'), locale: 'en', email: `csp-${unique()}@example.com` });
}

test('a page carries a nonce policy without unsafe-inline, a fresh nonce each time, on every inline script', async ({
  request,
}) => {
  const nonces: string[] = [];
  for (const path of ['/en', '/en']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const scripts = directive(policy, 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    const nonce = nonceOf(policy) ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    nonces.push(nonce);

    // Every script the server wrote (router, hydration data, colour mode) carries this nonce.
    const html = await response.text();
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(2);
    for (const tag of tags) expect(tag, tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('JSON-LD on a product page carries the nonce too', async ({ request }) => {
  const response = await request.get('/en/product/t-shirt-foyer-logo');
  const nonce = nonceOf(response.headers()['content-security-policy'] ?? '');
  const html = await response.text();
  const jsonLd = html.match(/<script\b[^>]*application\/ld\+json[^>]*>/g) ?? [];
  expect(jsonLd.length).toBeGreaterThan(0);
  for (const tag of jsonLd) expect(tag).toContain(`nonce="${nonce}"`);
});

test('answers that are not pages keep the base policy, with no nonce', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(BASE_POLICY);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
});

test('home, a play, a product and the cart hydrate and work with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const { plays } = await shopQuery(
    shopGraphql('query Plays { plays(options: { take: 1 }) { items { slug } } }'),
    {},
    'en',
  );
  for (const path of ['/en', `/en/plays/${plays.items[0]!.slug}`, '/en/product/t-shirt-foyer-logo']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
    // Vendure's images load under img-src: some shown, none blocked (a blocked image
    // is complete with no width; lazy ones below the fold are not complete yet).
    const images = await page
      .locator('main img')
      .evaluateAll((nodes) =>
        (nodes as HTMLImageElement[])
          .filter((image) => image.complete)
          .map((image) => ({ src: image.currentSrc, width: image.naturalWidth })),
      );
    expect(images.filter((image) => image.width > 0).length, path).toBeGreaterThan(0);
    expect(
      images.filter((image) => image.width === 0),
      path,
    ).toEqual([]);
  }
  // Interactive after hydration: a server-function call from a click.
  await addToCart(page);
  await page.goto('/en/cart');
  const line = page.getByTestId('cart-line').getByRole('link', { name: 'Foyer Logo T-Shirt' });
  await expect(line).toBeVisible();
  // A client-side navigation loads the next route's code under the same policy.
  await line.click();
  await expect(page).toHaveURL(/\/en\/product\//);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the payment step with the test card pays with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await toPayment(page);
  await exec.SUBMIT_PAYMENT({ page, t: messages('en'), locale: 'en', email: '' });
  await expect(page.getByTestId('order-paid')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the payment step loads Stripe.js and its element with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const stripeJs: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    stripeJs.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN });
  });
  await toPayment(page);
  await page.getByRole('main').getByRole('radio', { name: 'Card', exact: true }).check();
  await expect(page.getByLabel('Card details (test double)')).toBeVisible();
  expect(stripeJs).toHaveLength(1);
  expect(await violations()).toEqual([]);
});

test('a script injected into a page without the nonce does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  // What a stored XSS would look like: markup in the server's HTML, under the page's own policy.
  const injected =
    '<script>window.__injectedScriptRan = true</script>' +
    '<script nonce="bm90LXRoZS1ub25jZQ==">window.__guessedNonceRan = true</script>' +
    '<img src="data:," onerror="window.__injectedHandlerRan = true">';
  await page.route('**/en/plays', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', `${injected}</body>`);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/en/plays');
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(() => {
    const flags = window as unknown as Record<string, boolean | undefined>;
    return [flags.__injectedScriptRan, flags.__guessedNonceRan, flags.__injectedHandlerRan];
  });
  expect(ran).toEqual([undefined, undefined, undefined]);
  const reported = await violations();
  expect(reported.filter((v) => v.startsWith('script-src-elem blocked inline'))).toHaveLength(2);
  expect(reported.filter((v) => v.startsWith('script-src-attr blocked inline'))).toHaveLength(1);
  // The page itself still works: it hydrated and its own scripts ran.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});
