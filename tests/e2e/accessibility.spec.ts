import AxeBuilder from '@axe-core/playwright';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { expect, test } from '../support/fixtures';
import { playWithTickets, shopQuery } from '../support/shop-api';

async function samplePaths() {
  const data = await shopQuery(
    shopGraphql(`query Plays {
    plays(options: { take: 1 }) { items { slug } }
    actors(options: { take: 1 }) { items { slug } }
    products(options: { take: 1, sort: { createdAt: ASC } }) { items { slug } }
  }`),
  );
  return [
    '/',
    `/plays/${data.plays.items[0]!.slug}`,
    `/actors/${data.actors.items[0]!.slug}`,
    '/category/merchandise',
    `/product/${data.products.items[0]!.slug}`,
    '/search?term=poster',
  ];
}

for (const prefix of ['', '/en']) {
  test(`no serious or critical axe violations on the main pages (${prefix || 'bg'})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of await samplePaths()) {
      await page.goto(`${prefix}${path}`);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `${prefix}${path}`).toEqual([]);
    }
  });
}

test('colour mode switches by keyboard and applies before the first paint on reload', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { darkAtFirstParse: boolean }).darkAtFirstParse =
        document.documentElement.classList.contains('dark');
    });
  });
  await page.goto('/en/');
  const dark = page.getByRole('radio', { name: 'Dark' });
  await dark.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtFirstParse: boolean }).darkAtFirstParse)).toBe(true);
  await page.getByRole('radio', { name: 'Light' }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the toast region answers F8 and cart feedback is announced', async ({ page }) => {
  // A play with a performance sold by count: its "Buy ticket" adds to the cart (ADR 053).
  const play = await playWithTickets('en');
  await page.goto(`/en/plays/${play.slug}`);
  await page.getByRole('button', { name: 'Buy ticket' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await page.keyboard.press('F8');
  // Radix moves focus into the notifications region (onto its list of toasts).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')))
    .toBe('Notifications (F8)');
});

test('pages fit a 320 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/en/plays', '/en/category/merchandise', '/en/product/t-shirt-foyer-logo']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
