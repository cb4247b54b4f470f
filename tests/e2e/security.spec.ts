import { expect, test } from '../support/fixtures';

test('a server function refuses a write from another site, and the cart is unchanged', async ({ page, request }) => {
  await page.goto('/en/product/t-shirt-foyer-logo');
  const call = page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const sent = await call;
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

  // The same call, replayed as a form on another site would send it, with the victim's cookies.
  const forged = await request.post(sent.url(), {
    headers: {
      ...sent.headers(),
      cookie: cookies,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    },
    data: sent.postData() ?? '',
  });
  expect(forged.status()).toBe(403);

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('pages carry the security headers', async ({ request }) => {
  const response = await request.get('/en/plays');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('hostile input to a server function gets a 4xx or a validation message, never a 5xx or a leak', async ({
  page,
  request,
}) => {
  await page.goto('/en/product/t-shirt-foyer-logo');
  const call = page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const sent = await call;
  // The page's own call must finish first: the reload below would abort it, cookie and all.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const body = sent.postData() ?? '';
  // The framework's encoding of { variantId: "…", quantity: 1 }.
  const variant = /\{"t":1,"s":"\d+"\}/.exec(body)?.[0] ?? '';
  const quantity = '{"t":0,"s":1}';
  expect(variant && body.includes(quantity)).toBeTruthy();
  const headers = { ...sent.headers(), origin: new URL(sent.url()).origin };

  const hostile: Array<[string, string]> = [
    ['a negative quantity', body.replace(quantity, '{"t":0,"s":-5}')],
    ['a huge quantity', body.replace(quantity, '{"t":0,"s":1000000000000}')],
    ['a quantity that is text', body.replace(quantity, '{"t":1,"s":"two"}')],
    ['a script tag as the id', body.replace(variant, '{"t":1,"s":"<script>alert(1)</script>"}')],
    ['SQL as the id', body.replace(variant, `{"t":1,"s":"1' OR '1'='1"}`)],
    ['a huge id', body.replace(variant, `{"t":1,"s":"${'9'.repeat(200_000)}"}`)],
    ['a body that is not JSON', 'garbage{'],
    ['a JSON string instead of a call', '"garbage{"'],
    ['a JSON array', '[1, 2, 3]'],
    ['an empty object', '{}'],
  ];
  for (const [name, data] of hostile) {
    // A Buffer is sent byte for byte (a string would be JSON-encoded by Playwright).
    const response = await request.post(sent.url(), { headers, data: Buffer.from(data) });
    expect(response.status(), name).toBeLessThan(500);
    const text = await response.text();
    expect(text, name).not.toMatch(/\bat .*\.(ts|js|mjs):\d+/);
    expect(text, name).not.toMatch(/<script>alert/);
  }
  const unknown = await request.post(sent.url().replace(/[^/]+$/, 'deadbeef'), { headers, data: Buffer.from(body) });
  expect(unknown.status()).toBe(404);

  // None of it reached the cart.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
