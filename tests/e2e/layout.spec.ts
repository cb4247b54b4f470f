import AxeBuilder from '@axe-core/playwright';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { test as plain } from '@playwright/test';
import { messages, prefix } from '../support/checkout';
import { expect, type Page, test } from '../support/fixtures';
import { firstPlays, shopQuery } from '../support/shop-api';

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
      test.setTimeout(60_000);
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
      // Escape right after opening, with the focus still on the button, closes it too.
      await expect(menu).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
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

  test('the language select changes nothing until its button is pressed', async ({ page }) => {
    const play = (await firstPlays('de'))[0]!;
    const t = messages('en');
    await page.goto(`/en/plays/${play.slug}`);
    const select = page.getByRole('combobox', { name: t.language_label });
    await expect(select).toHaveValue('en');
    // Arrowing through a closed select fires change at every step on some systems (WCAG 3.2.2).
    await select.selectOption('fr');
    await select.dispatchEvent('change');
    await select.selectOption('de');
    await select.dispatchEvent('change');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/en/plays/${play.slug}$`));
    await page.getByRole('button', { name: t.language_submit }).click();
    await expect(page).toHaveURL(new RegExp(`/de/plays/${play.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(play.title);
    await expect(page.getByRole('button', { name: messages('de').language_submit })).toBeVisible();
  });
});

plain.describe('the header on a 390 px phone without JavaScript', () => {
  plain.use({ viewport: PHONE, javaScriptEnabled: false });

  plain('shows the navigation, with no menu button that could not open it', async ({ page }) => {
    const t = messages('de');
    await page.goto('/de/plays');
    const nav = page.getByRole('navigation', { name: t.nav_main });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: t.nav_menu })).toBeHidden();
    await nav.getByRole('link', { name: t.nav_actors }).click();
    await expect(page).toHaveURL(/\/de\/actors$/);
  });

  plain('the language form takes the visitor to the same page in the chosen language', async ({ page }) => {
    const play = (await firstPlays('it'))[0]!;
    await page.goto(`/de/plays/${play.slug}?from=form`);
    await page.getByRole('combobox', { name: messages('de').language_label }).selectOption('it');
    await page.getByRole('button', { name: messages('de').language_submit }).click();
    await expect(page).toHaveURL(new RegExp(`/it/plays/${play.slug}\\?from=form$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(play.title);
  });
});

test.describe('the /language route', () => {
  test('redirects to the local path in the chosen language, with the security headers', async ({ request }) => {
    for (const [query, location] of [
      ['locale=de&path=/plays', '/de/plays'],
      ['locale=bg&path=/plays%3Fpage%3D2', '/plays?page=2'],
      ['locale=en&path=/de/actors', '/en/actors'],
      ['locale=fr&path=/', '/fr/'],
    ]) {
      const response = await request.get(`/language?${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(303);
      expect(response.headers().location, query).toBe(location);
      expect(response.headers()['x-frame-options'], query).toBe('DENY');
      expect(response.headers()['x-content-type-options'], query).toBe('nosniff');
      expect(response.headers()['content-security-policy'], query).toContain("frame-ancestors 'none'");
    }
  });

  test('never redirects to another site: any other path is the language home', async ({ request }) => {
    for (const path of [
      '//evil.example/x',
      '/%5Cevil.example',
      '%5C%5Cevil.example',
      'https://evil.example/',
      '/%09/evil.example',
      'javascript:alert(1)',
      '/plays//x',
      '',
    ]) {
      const response = await request.get(`/language?locale=it&path=${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toBe('/it/');
    }
    const unknown = await request.get('/language?locale=xx&path=/plays', { maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
    expect(unknown.headers().location).toBeUndefined();
    expect(unknown.headers()['x-frame-options']).toBe('DENY');
  });
});

/**
 * A play with every fact the page shows (author, director, home stage, age rating): the
 * newest premiere may be one another test made with its age rating alone.
 */
async function playWithEveryFact() {
  const { plays } = await shopQuery(
    shopGraphql(`query PlayFacts { plays(options: { take: 100, sort: { premiereYear: DESC } }) {
       items { slug author director ageRating stage { name } } } }`),
    {},
    'en',
  );
  const play = plays.items.find((p) => p.author && p.director && p.ageRating && p.stage?.name);
  if (!play) throw new Error('The seed has no play with an author, a director, a stage and an age rating');
  return play;
}

test('the play facts keep each label with its value at every width', async ({ page }) => {
  const play = await playWithEveryFact();
  for (const width of [390, 768, 1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/en/plays/${play.slug}`);
    const pairs = page.getByTestId('play-facts').locator(':scope > div');
    await expect(pairs).toHaveCount(4);
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
