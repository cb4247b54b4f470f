import { expect, test } from '../support/fixtures';

test.describe('root language redirect', () => {
  test('sends a first visit to / to the browser language once, with the cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    await context.close();
  });

  test('answers the redirect with 302', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'fr-FR,fr' } });
    const response = await api.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/fr/');
    await api.dispose();
  });

  test('never redirects explicit URLs or crawlers', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'de' } });
    expect((await api.get('/en/', { maxRedirects: 0 })).status()).toBe(200);
    expect((await api.get('/plays', { maxRedirects: 0 })).status()).toBe(200);
    const bot = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'accept-language': 'de', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect((await bot.get('/', { maxRedirects: 0 })).status()).toBe(200);
    await api.dispose();
    await bot.dispose();
  });
});
