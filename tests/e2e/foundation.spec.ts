import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { expect, test } from '../support/fixtures';
import { firstPlays, playWithTickets, shopQuery } from '../support/shop-api';

test.describe('home page', () => {
  test('renders real plays and products from Vendure in Bulgarian', async ({ page }) => {
    const plays = await firstPlays('bg');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Театър „Фоайе“');
    for (const play of plays.slice(0, 3)) {
      await expect(page.getByRole('link', { name: play.title, exact: true })).toBeVisible();
    }
    const { products } = await shopQuery(
      shopGraphql(`query Products { products(options: { take: 1, sort: { createdAt: ASC } }) { items { name } } }`),
    );
    await expect(page.getByRole('link', { name: products.items[0]!.name, exact: true })).toBeVisible();
  });

  test('renders the same plays in English under /en', async ({ page }) => {
    const plays = await firstPlays('en');
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foyer Theatre');
    await expect(page.getByRole('link', { name: plays[0]!.title, exact: true })).toBeVisible();
  });
});

test.describe('locale routing', () => {
  test('serves a play unprefixed in Bulgarian and prefixed in English and German', async ({ page }) => {
    const [bg] = await firstPlays('bg');
    const [en] = await firstPlays('en');
    const [de] = await firstPlays('de');
    await page.goto(`/plays/${bg!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bg!.title);
    await page.goto(`/en/plays/${en!.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en!.title);
    await page.goto(`/de/plays/${de!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de!.title);
  });

  test('keeps the locale prefix on client-side navigation', async ({ page }) => {
    const [en] = await firstPlays('en');
    await page.goto('/en/');
    await page.getByRole('link', { name: en!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/plays/${en!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en!.title);
  });
});

test.describe('error pages', () => {
  test('a missing play gives 404 "Page not found", like an unmatched path', async ({ page }) => {
    const response = await page.goto('/en/plays/no-such-play');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /en/plays/no-such-play');
  });

  test('a malformed slug gives the same 404, in the page language', async ({ page }) => {
    const response = await page.goto('/plays/Not_A_Slug!');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Страницата не е намерена');
  });

  test('an unmatched path gives 404 "Page not found"', async ({ page }) => {
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /en/no/such/page');
  });
});

test.describe('session', () => {
  test('anonymous browsing creates no Vendure session', async ({ page, context }) => {
    const [play] = await firstPlays('en');
    await page.goto('/en/');
    await page.goto(`/en/plays/${play!.slug}`);
    expect(await context.cookies()).toEqual([]);
  });

  test('the first change starts an HttpOnly session whose token never reaches HTML or JavaScript', async ({
    page,
    context,
  }) => {
    const play = await playWithTickets('en');
    const bodies: string[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json/.test(type)) bodies.push(await response.text().catch(() => ''));
    });
    await page.goto(`/en/plays/${play.slug}`);
    await page.getByRole('button', { name: 'Buy ticket' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    const session = (await context.cookies()).find((c) => c.name === 'foyer_session');
    expect(session).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);

    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const html = await page.content();
    expect(html).not.toContain(session!.value);
    for (const body of bodies) expect(body).not.toContain(session!.value);
  });
});
