import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { createProduct } from '../support/admin-api';
import { addToCart, messages, type Shopper, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { shopQuery } from '../support/shop-api';

/**
 * The profile's door is deploy/caddy/Caddyfile, run by Caddy over HTTPS with a CA made
 * for this run (ADR 039): what a shopper's browser and the internet see of it.
 */

const t = messages('en');

test('over HTTPS the session cookie is Secure and HttpOnly, and every answer carries HSTS', async ({
  page,
  baseURL,
}) => {
  expect(baseURL).toMatch(/^https:\/\//);
  const shopper: Shopper = { page, t, locale: 'en', email: `proxy-${unique()}@example.com` };
  const product = await createProduct(`Proxy poster ${unique()}`, 4);
  const answer = await page.goto(`/en/product/${product.slug}`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await addToCart(shopper, product.slug);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'foyer_session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
});

test('plain HTTP is redirected to HTTPS, path and query kept', async ({ baseURL }) => {
  const http = process.env.PROFILE_HTTP_URL ?? '';
  expect(http).toMatch(/^http:\/\//);
  const response = await fetch(`${http}/en/plays?page=2`, { redirect: 'manual' });
  expect(response.status).toBe(308);
  expect(response.headers.get('location')).toBe(`${baseURL}/en/plays?page=2`);
});

test("Vendure's Shop API, Admin API, mailbox and GraphiQL are not reachable through Caddy", async ({ request }) => {
  const query = { query: shopGraphql('{ activeChannel { code } }') };
  for (const path of ['/shop-api', '/admin-api', '/shop-api?languageCode=en', '/admin-api/']) {
    const response = await request.post(path, { data: query, headers: { 'vendure-token': 'foyer' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('activeChannel');
  }
  for (const path of ['/mailbox/list', '/graphiql/shop', '/dashboard/']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("images are linked through Caddy and served by Vendure's asset server", async ({ request, baseURL }) => {
  const { products } = await shopQuery(
    shopGraphql('query Products { products(options: { take: 20 }) { items { featuredAsset { preview } } } }'),
  );
  const preview = products.items.find((item) => item.featuredAsset)?.featuredAsset?.preview ?? '';
  // VENDURE_ASSET_URL names Caddy's origin, so a browser never sees a Vendure server's port.
  expect(preview.startsWith(`${baseURL}/assets/`)).toBe(true);
  const image = await request.get(`${preview}?preset=tiny`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  // The storefront names itself on what it answers; Vendure does not.
  expect(image.headers()['x-served-by']).toBeUndefined();
  expect((await request.post(new URL(preview).pathname)).status()).toBe(405);
});

test("the storefront's own scripts under /assets/ are the storefront's, not Vendure's", async ({ request }) => {
  const html = await (await request.get('/en/plays')).text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? '';
  expect(script).not.toBe('');
  const response = await request.get(script);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['x-served-by']).toBeDefined();
});

test("Caddy's request id replaces the client's and is the one the storefront answers with", async ({ request }) => {
  const response = await request.get('/en/plays', { headers: { 'x-request-id': 'chosen-by-the-client' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});
