import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { adminQuery } from '../support/admin-api';
import { watchViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { createCustomerWithAddress } from '../support/shop-api';

/**
 * The page cache (ADR 049) in a real browser: a page an anonymous visitor gets from it
 * hydrates and works under its own fresh nonce, a staff change shows on the next load,
 * and a visitor with a cart or a sign-in always gets a page rendered for them.
 */

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? '';

/** The HTML of a page as an anonymous visitor gets it (no cookie), with its policy's nonce. */
async function anonymous(baseURL: string | undefined, path: string) {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status).toBe(200);
  return { html: await response.text(), nonce: nonceOf(response.headers.get('content-security-policy') ?? '') };
}

test('a kept page hydrates and works under its own nonce, a different one on every load', async ({ page, baseURL }) => {
  // Several full loads in a browser: on a busy machine each takes seconds.
  test.slow();
  // Rendered once and kept: the loads below are served from the page cache.
  await anonymous(baseURL, '/en/actors');
  await anonymous(baseURL, '/en/actors');
  const violations = await watchViolations(page);
  const nonces: string[] = [];
  for (let load = 0; load < 2; load++) {
    const response = await page.goto('/en/actors');
    expect(response?.status()).toBe(200);
    const nonce = nonceOf(response?.headers()['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = (await response?.text()) ?? '';
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(2);
    for (const tag of tags) expect(tag, tag).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  // Two anonymous loads without a browser: again a new nonce each, and the same page otherwise.
  const [a, b] = [await anonymous(baseURL, '/en/actors'), await anonymous(baseURL, '/en/actors')];
  expect(a.nonce).not.toBe(b.nonce);
  expect(a.html).not.toContain(b.nonce);
  expect(a.html.replaceAll(a.nonce, '')).toBe(b.html.replaceAll(b.nonce, ''));

  // Hydrated: the search box suggests and navigates, and a link is a client navigation.
  await page.getByRole('searchbox').first().fill('shirt');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?term=shirt/);
  await expect(page.getByRole('main')).toContainText(/shirt/i);
  await page.getByRole('banner').getByRole('link', { name: 'Plays' }).first().click();
  await expect(page).toHaveURL(/\/en\/plays$/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('a staff change shows on the next load of a kept page', async ({ baseURL }) => {
  const before = await anonymous(baseURL, '/en/plays');
  await anonymous(baseURL, '/en/plays');
  const { plays } = await adminQuery(
    adminGraphql(`query { plays(options: { take: 100 }) { items { id translations { languageCode summary } } } }`),
  );
  const play = plays.items
    .map((p) => ({ id: p.id, summary: p.translations.find((t) => t.languageCode === 'en')?.summary ?? '' }))
    .find((p) => p.summary.length > 20 && before.html.includes(p.summary.slice(0, 20)));
  if (!play) throw new Error('No play is shown with its summary on the plays page');
  const setSummary = (summary: string) =>
    adminQuery(adminGraphql(`mutation ($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }`), {
      input: { id: play.id, translations: [{ languageCode: 'en', summary }] },
    });
  const token = `kept-${Date.now().toString(36)}`;
  await setSummary(`${play.summary} ${token}`);
  try {
    // ADR 024's moments: Vendure's announcement reaches the storefront within a few seconds.
    await expect
      .poll(async () => (await anonymous(baseURL, '/en/plays')).html.includes(token), {
        timeout: 5_000,
        intervals: [250],
      })
      .toBe(true);
  } finally {
    await setSummary(play.summary);
  }
  await expect
    .poll(async () => (await anonymous(baseURL, '/en/plays')).html.includes(token), {
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(false);
});

/** The cart count the server wrote into the page's HTML (before any script ran). */
const serverCartCount = (html: string) => /data-testid="cart-count"[^>]*>(\d+)</.exec(html)?.[1];

test('a visitor with a cart, signed in or not, never gets the kept HTML', async ({ page, baseURL }) => {
  test.slow();
  // The anonymous copy, kept: its cart count is 0.
  await anonymous(baseURL, '/en/about/stages');
  const kept = await anonymous(baseURL, '/en/about/stages');
  expect(serverCartCount(kept.html)).toBe('0');

  // A guest with one item in the cart: the server renders their count.
  await page.goto('/en/product/t-shirt-foyer-logo');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const guest = await page.context().request.get('/en/about/stages');
  expect(serverCartCount(await guest.text())).toBe('1');

  // A signed-in customer with a cart: the same.
  const email = `page-cache-${Date.now().toString(36)}@foyer.test`;
  const password = 'curtain-call-42';
  await createCustomerWithAddress(email, password, tokenFromEmail);
  const signedIn = await page.context().browser()!.newContext({ baseURL });
  const customer = await signedIn.newPage();
  try {
    await customer.goto('/en/account/login');
    await customer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await customer.getByLabel('Email address').fill(email);
    await customer.getByLabel('Password').fill(password);
    await customer.getByRole('button', { name: 'Sign in' }).click();
    await expect(customer).toHaveURL(/\/en\/account$/);
    const signedInPage = await signedIn.request.get('/en/about/stages');
    expect(signedInPage.status()).toBe(200);
    expect(serverCartCount(await signedInPage.text())).toBe('0');
    await customer.goto('/en/product/t-shirt-foyer-logo');
    await customer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await customer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(customer.getByTestId('cart-count')).not.toHaveText('0');
    const withCart = await signedIn.request.get('/en/about/stages');
    expect(serverCartCount(await withCart.text())).not.toBe('0');
  } finally {
    await signedIn.close();
  }
  // And the anonymous copy is still the anonymous one.
  expect(serverCartCount((await anonymous(baseURL, '/en/about/stages')).html)).toBe('0');
});
