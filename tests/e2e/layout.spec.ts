import AxeBuilder from '@axe-core/playwright';
import { messages, prefix } from '../support/checkout';
import { expect, type Page, test } from '../support/fixtures';
import { firstPlays } from '../support/shop-api';

const PHONE = { width: 390, height: 844 };

async function seriousAxe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the header on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const locale of ['bg', 'de', 'pt']) {
    test(`fits in about two lines, with a menu and a language select (${locale})`, async ({ page }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/plays`);
      const header = page.locator('body > header');
      const box = await header.boundingBox();
      // Title, account, cart and menu on one line; search, colour mode and language on the next.
      expect(box?.height, 'header height').toBeLessThanOrEqual(130);
      const nav = page.getByRole('navigation', { name: t.nav_main });
      await expect(nav).toBeHidden();
      const menu = page.getByRole('button', { name: t.nav_menu });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      expect(await seriousAxe(page, 'body > header')).toEqual([]);
      // Escape closes it and gives the focus back to the button.
      await nav.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      // A link in the menu goes there and the menu closes.
      await menu.click();
      await nav.getByRole('link', { name: t.nav_actors }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/actors$`));
      await expect(nav).toBeHidden();
    });
  }

  test('the language select takes the visitor to the same page in the chosen language', async ({ page }) => {
    const play = (await firstPlays('de'))[0]!;
    await page.goto(`/en/plays/${play.slug}`);
    const select = page.getByRole('combobox', { name: messages('en').language_label });
    await expect(select).toHaveValue('en');
    await select.selectOption('de');
    await expect(page).toHaveURL(new RegExp(`/de/plays/${play.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(play.title);
  });
});

test('the play facts keep each label with its value at every width', async ({ page }) => {
  const play = (await firstPlays('en'))[0]!;
  for (const width of [390, 768, 1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/en/plays/${play.slug}`);
    const pairs = page.getByTestId('play-facts').locator(':scope > div');
    expect(await pairs.count()).toBeGreaterThanOrEqual(3);
    for (const pair of await pairs.all()) {
      const label = await pair.locator('dt').boundingBox();
      const value = await pair.locator('dd').boundingBox();
      // The value sits right under its label, in the same column.
      expect(Math.abs((label?.x ?? 0) - (value?.x ?? -100)), `${width} px`).toBeLessThan(2);
      expect((value?.y ?? 0) - (label?.y ?? 0), `${width} px`).toBeGreaterThan(0);
      expect((value?.y ?? 0) - ((label?.y ?? 0) + (label?.height ?? 0)), `${width} px`).toBeLessThan(8);
    }
  }
});

test.describe('404 pages', () => {
  for (const path of ['/en/no-such-page', '/en/plays/no-such-play', '/no-such-page']) {
    test(`${path} has the landmarks, skip link and title of every page`, async ({ page }) => {
      const locale = path.startsWith('/en') ? 'en' : 'bg';
      const t = messages(locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${t.error_not_found_title} · ${t.site_title}`);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.error_not_found_title);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.skip_to_content });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      expect(await seriousAxe(page)).toEqual([]);
    });
  }
});
