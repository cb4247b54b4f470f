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
