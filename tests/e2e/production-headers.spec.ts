import { startProgram } from '@foyer/shared/stack/programs';
import { expect, test, waitForHydrationOnGoto } from '../support/fixtures';

/**
 * The storefront as it runs in production (NODE_ENV=production, nothing else set):
 * HSTS on every answer and a Secure, HttpOnly, SameSite=Lax session cookie. The
 * other browser tests run with SECURE_COOKIES=false; this one starts a storefront of
 * its own against the test stack's Vendure.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PRODUCTION_STOREFRONT_PORT ?? 3297);
const origin = `http://localhost:${PORT}`;
let storefront: Awaited<ReturnType<typeof startProgram>> | undefined;

test.beforeAll(async () => {
  const { SECURE_COOKIES: _, ...env } = process.env;
  storefront = await startProgram({
    name: 'production-storefront',
    script: '.output/server/index.mjs',
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      STOREFRONT_URL: origin,
      VENDURE_SHOP_API_URL: process.env.E2E_SHOP_API_URL ?? 'http://localhost:3290/shop-api',
    },
    url: `${origin}/favicon.svg`,
    quiet: true,
    timeoutMs: 60_000,
  });
});

test.afterAll(async () => {
  await storefront?.stop();
});

test('every answer carries HSTS and the security headers in production', async ({ request }) => {
  for (const path of ['/en/plays', '/robots.txt', '/en/no-such-page']) {
    const response = await request.get(`${origin}${path}`);
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('the session cookie is Secure, HttpOnly and SameSite=Lax in production', async ({ page, context }) => {
  waitForHydrationOnGoto(page);
  // Chromium keeps Secure cookies from http://localhost: it counts as a secure context.
  await page.goto(`${origin}/en/product/t-shirt-foyer-logo`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const session = (await context.cookies(origin)).find((cookie) => cookie.name === 'foyer_session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('foyer_session');
});
