import { Redis } from 'ioredis';
import { createProduct, orderByCode } from '../support/admin-api';
import { addToCart, checkoutAsGuest, messages, type Shopper, unique } from '../support/checkout';
import { expect, test, waitForHydrationOnGoto } from '../support/fixtures';
import { tokenFromEmail, waitForEmail } from '../support/mailbox';
import { createCustomerWithAddress } from '../support/shop-api';

/**
 * The production profile (scripts/profile.ts) on this machine's PostgreSQL and Redis:
 * two Vendure servers (no jobs), one worker (all jobs, through BullMQ), two storefront
 * instances (each with its own Vendure server) and Caddy over HTTPS. Nothing is
 * pinned: a shopper's requests land on either instance, so everything a shopper keeps
 * must live in the cookie and in Vendure.
 */

const t = messages('en');
const [instance1, instance2] = (process.env.PROFILE_STOREFRONTS ?? '').split(' ') as [string, string];

test('Caddy spreads requests over both storefront instances', async ({ request }) => {
  const servedBy: string[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await request.get('/en/plays');
    expect(response.status()).toBe(200);
    servedBy.push(response.headers()['x-served-by'] ?? 'none');
  }
  // Caddy names the instance by the address it proxies to (X-Served-By).
  expect(new Set(servedBy)).toEqual(new Set([new URL(instance1).host, new URL(instance2).host]));
});

test('a cart and a sign-in move freely between the instances', async ({ page }) => {
  const product = await createProduct(`Profile poster ${unique()}`, 10);
  const email = `profile-${unique()}@example.com`;
  const password = 'correct horse battery';
  // Registration's verification email is sent by the worker.
  await createCustomerWithAddress(email, password, tokenFromEmail);

  // A guest's cart, started on the first instance…
  await page.goto(`${instance1}/en/product/${product.slug}`);
  await page.getByRole('button', { name: t.product_add_to_cart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // …is the same cart on the second.
  await page.goto(`${instance2}/en/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Profile poster');

  // Signed in on the second instance, signed in on the first, with the guest's cart kept.
  await page.goto(`${instance2}/en/account/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Vera');
  await page.goto(`${instance1}/en/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Vera');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

for (const [through, baseURL] of [
  ['the first instance', () => instance1],
  ['the second instance', () => instance2],
  ['Caddy, alternating instances on every request', () => undefined],
] as const) {
  test(`a guest order placed through ${through}, its email sent by the worker`, async ({ browser }) => {
    const context = await browser.newContext(baseURL() ? { baseURL: baseURL() } : {});
    const page = waitForHydrationOnGoto(await context.newPage());
    const shopper: Shopper = { page, t, locale: 'en', email: `order-${unique()}@example.com` };
    const product = await createProduct(`Profile programme ${unique()}`, 5);
    await addToCart(shopper, product.slug);
    await page.goto('/en/checkout');
    await checkoutAsGuest(shopper);
    await expect(page).toHaveURL(/\/en\/checkout\/confirmation\/[A-Z0-9]+$/);
    await expect(page.getByTestId('order-paid')).toContainText(shopper.email);
    const code = page.url().split('/').pop() ?? '';
    const order = await orderByCode(code);
    expect(order?.state).toBe('PaymentSettled');
    expect(order?.payments?.filter((payment) => payment.state === 'Settled')).toHaveLength(1);
    // The worker sends it; on a busy machine that can take a while.
    expect(await waitForEmail(shopper.email, new RegExp(code), 60_000)).toMatch(/order/i);
    await context.close();
  });
}

test('the worker indexes a new product for search, through BullMQ in Redis', async ({ request }) => {
  const name = `Profile mug ${unique()}`;
  // Created on the second server; the search index is written by the worker's job.
  await createProduct(name, 3);
  await expect
    .poll(
      async () => (await (await request.get(`/en/search?term=${encodeURIComponent(name)}`)).text()).includes(name),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);

  // The jobs went through the profile's BullMQ queue, not a database queue.
  const redis = new Redis(process.env.PROFILE_REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const prefix = `${process.env.PROFILE_REDIS_PREFIX}-bull`;
    const queues = await redis.keys(`${prefix}:*:completed`);
    expect(queues.length).toBeGreaterThan(0);
    const completed = await Promise.all(queues.map((key) => redis.zcard(key)));
    expect(completed.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  } finally {
    redis.disconnect();
  }
});
