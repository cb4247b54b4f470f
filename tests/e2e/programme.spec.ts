import AxeBuilder from '@axe-core/playwright';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { test as plain } from '@playwright/test';
import { scheduleOwnPerformance } from '../support/admin-api';
import { buyTickets } from '../support/door';
import { expect, type Page, test } from '../support/fixtures';
import { shopQuery } from '../support/shop-api';

/**
 * The programme (/programme) against the seeded Vendure. Other tests cancel performances
 * and sell seats meanwhile, so every expectation is read from the Shop API just before.
 */

interface Performance {
  id: string;
  startsAt: string;
  cancelled: boolean;
  reserved: boolean;
  play: { slug: string; title: string };
  stage: { slug: string; name: string };
  productVariant: { priceWithTax: number; currencyCode: string; stockLevel: string } | null;
}

const FORMAT_LOCALE = { bg: 'bg-BG', en: 'en-US', de: 'de-DE' } as const;
const LANGUAGE_CODE = { bg: 'bg', en: 'en', de: 'de' } as const;
type Language = keyof typeof FORMAT_LOCALE;
const PREFIX: Record<Language, string> = { bg: '', en: '/en', de: '/de' };

async function upcoming(language: Language = 'bg', filter: Record<string, unknown> = {}) {
  const data = await shopQuery(
    shopGraphql(`query Performances($filter: PerformanceFilterParameter) {
      performances(options: { take: 100, filter: $filter }) {
        totalItems
        items { id startsAt cancelled reserved play { slug title } stage { slug name } productVariant { priceWithTax currencyCode stockLevel } }
      }
    }`),
    { filter },
    LANGUAGE_CODE[language],
  );
  return data.performances;
}

/**
 * The first performance still on sale (not cancelled, seats left); `reserved` picks one
 * sold by numbered seat (a seat map) or by count (a buy button), ADR 053.
 */
async function onSale(language: Language = 'bg', reserved?: boolean) {
  const { items } = await upcoming(language);
  const found = items.find(
    (p) =>
      !p.cancelled &&
      p.productVariant &&
      p.productVariant.stockLevel !== 'OUT_OF_STOCK' &&
      (reserved === undefined || p.reserved === reserved),
  );
  if (!found) throw new Error('No performance is on sale');
  return found;
}

const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
const time = (iso: string, language: Language) =>
  oneSpace(
    new Intl.DateTimeFormat(FORMAT_LOCALE[language], { timeStyle: 'short', timeZone: 'Europe/Sofia' }).format(
      new Date(iso),
    ),
  );
const money = (minor: number, currency: string, language: Language) =>
  oneSpace(new Intl.NumberFormat(FORMAT_LOCALE[language], { style: 'currency', currency }).format(minor / 100));
const sofiaMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit' })
    .format(new Date(iso))
    .slice(0, 7);

const rows = (page: Page) => page.getByTestId('programme-performance');
const rowOf = (page: Page, performance: Performance) =>
  rows(page)
    .filter({ has: page.locator(`time[datetime="${performance.startsAt}"]`) })
    .filter({
      hasText: performance.play.title,
    });

/**
 * Opens `url` until it lists as many performances as `count()` reads from Vendure: the
 * page may be up to the cache's 15 s behind a performance scheduled by another test.
 */
async function expectListed(page: Page, url: string, count: () => Promise<number>) {
  await expect(async () => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(rows(page)).toHaveCount(Math.min(await count(), 30), { timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
}

/** The play slugs of the listed rows, from their links to the plays (not to a seat map). */
async function listedPlays(page: Page) {
  return rows(page)
    .locator('a[href*="/plays/"]')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/').pop()));
}

for (const language of ['bg', 'en'] as const) {
  test(`lists upcoming performances with time, play, stage and price (${language})`, async ({ page, context }) => {
    const performance = await onSale(language, false);
    const response = await page.goto(`${PREFIX[language]}/programme`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'bg' ? 'Програма' : 'Programme');
    const row = rowOf(page, performance).first();
    await expect(row).toContainText(time(performance.startsAt, language));
    await expect(row.getByRole('link', { name: performance.play.title })).toHaveAttribute(
      'href',
      `${PREFIX[language]}/plays/${performance.play.slug}`,
    );
    await expect(row.getByTestId('performance-stage')).toHaveText(performance.stage.name);
    const variant = performance.productVariant!;
    expect(oneSpace((await row.getByTestId('performance-price').textContent()) ?? '')).toBe(
      money(variant.priceWithTax, variant.currencyCode, language),
    );
    // A night sold by numbered seat offers its seat map, from its lowest zone price.
    const reserved = await onSale(language, true);
    const reservedRow = rowOf(page, reserved).first();
    await expect(
      reservedRow.getByRole('link', { name: language === 'bg' ? 'Изберете места' : 'Choose seats' }),
    ).toHaveAttribute('href', `${PREFIX[language]}/seats/${reserved.id}`);
    expect(oneSpace((await reservedRow.getByTestId('performance-price').textContent()) ?? '')).toContain(
      money(reserved.productVariant!.priceWithTax, reserved.productVariant!.currencyCode, language),
    );
    // Days are headings of their own, in the page's language.
    const day = new Intl.DateTimeFormat(FORMAT_LOCALE[language], {
      dateStyle: 'full',
      timeZone: 'Europe/Sofia',
    }).format(new Date(performance.startsAt));
    await expect(page.getByRole('heading', { level: 2, name: day })).toBeVisible();
    // The page shows what Vendure lists, sold out and cancelled ones included (first page).
    await expectListed(page, `${PREFIX[language]}/programme`, async () => (await upcoming(language)).totalItems);
    expect(await context.cookies()).toEqual([]);
  });
}

test('filters by play, stage and month through the URL', async ({ page }) => {
  const performance = await onSale('en');
  const ofPlay = () => upcoming('en', { playSlug: { eq: performance.play.slug } });
  await expectListed(page, `/en/programme?play=${performance.play.slug}`, async () => (await ofPlay()).totalItems);
  expect(new Set(await listedPlays(page))).toEqual(new Set([performance.play.slug]));
  await expect(page.getByLabel('Play')).toHaveValue(performance.play.slug);

  const onStage = () => upcoming('en', { stageSlug: { eq: performance.stage.slug } });
  await expectListed(page, `/en/programme?stage=${performance.stage.slug}`, async () => (await onStage()).totalItems);
  for (const stage of await rows(page).getByTestId('performance-stage').allTextContents()) {
    expect(stage).toBe(performance.stage.name);
  }

  const month = sofiaMonth(performance.startsAt);
  const inMonth = async () => (await upcoming('en')).items.filter((p) => sofiaMonth(p.startsAt) === month).length;
  await expectListed(page, `/en/programme?month=${month}`, inMonth);
  for (const iso of await rows(page)
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))) {
    expect(sofiaMonth(iso ?? '')).toBe(month);
  }
});

test('filters through the labelled controls, and clears them', async ({ page }) => {
  const performance = await onSale('en');
  await page.goto('/en/programme');
  await page.getByLabel('Play').selectOption(performance.play.slug);
  await page.getByLabel('Stage').selectOption(performance.stage.slug);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`play=${performance.play.slug}`));
  await expect(page).toHaveURL(new RegExp(`stage=${performance.stage.slug}`));
  await expect(rowOf(page, performance).first()).toBeVisible();
  // The URL changes before the filtered list arrives: read the list until it is the filtered one.
  await expect.poll(async () => [...new Set(await listedPlays(page))]).toEqual([performance.play.slug]);
  for (const stage of await rows(page).getByTestId('performance-stage').allTextContents()) {
    expect(stage).toBe(performance.stage.name);
  }
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/en\/programme$/);
  await expect(page.getByLabel('Play')).toHaveValue('');
});

plain.describe('without JavaScript', () => {
  plain.use({ javaScriptEnabled: false });

  plain('the filter form is a plain GET form that works', async ({ page }) => {
    const performance = await onSale('bg');
    await page.goto('/programme');
    await page.getByLabel('Спектакъл').selectOption(performance.play.slug);
    await page.getByRole('button', { name: 'Покажи' }).click();
    await expect(page).toHaveURL(new RegExp(`/programme\\?play=${performance.play.slug}&stage=&month=$`));
    await expect(rowOf(page, performance).first()).toBeVisible();
    expect(new Set(await listedPlays(page))).toEqual(new Set([performance.play.slug]));
    await expect(page.getByTestId('programme-ignored')).toHaveCount(0);
  });
});

test('an invalid or unknown filter gives the page with a message, not an error', async ({ page }) => {
  for (const query of ['play=Not_A_Slug!&month=2026-13', 'stage=no-such-stage', 'month=1999-01', 'play=a&play=b']) {
    // The filters that named nothing are left out: the whole programme is listed.
    await expectListed(page, `/programme?${query}`, async () => (await upcoming('bg')).totalItems);
    await expect(page.getByTestId('programme-ignored'), query).toHaveText(
      'Някои стойности на филтрите не бяха разпознати и бяха пренебрегнати.',
    );
  }
  const response = await page.goto('/de/programme?month=13-2026');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('programme-ignored')).toHaveText(
    'Einige Filterwerte wurden nicht erkannt und daher ignoriert.',
  );
});

test('filters that match nothing say so', async ({ page }) => {
  const { items } = await upcoming('en');
  const { plays, stages } = await shopQuery(
    shopGraphql(`query Plays { plays(options: { take: 100 }) { items { slug } } stages { items { slug } } }`),
  );
  const pair = plays.items
    .flatMap((play) => stages.items.map((stage) => ({ play: play.slug, stage: stage.slug })))
    .find(({ play, stage }) => !items.some((p) => p.play.slug === play && p.stage.slug === stage));
  test.skip(!pair, 'Every play is on every stage');
  await page.goto(`/en/programme?play=${pair!.play}&stage=${pair!.stage}`);
  await expect(page.getByTestId('programme-empty')).toHaveText('No performances match these filters.');
  await expect(rows(page)).toHaveCount(0);
});

test('buying from the programme puts the ticket in the cart', async ({ page }) => {
  const performance = await onSale('en', false);
  await page.goto(`/en/programme?play=${performance.play.slug}`);
  await rowOf(page, performance).first().getByRole('button', { name: 'Buy ticket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the sitemap lists the programme in every language with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const origin = /<loc>(https?:\/\/[^/<]+)\//.exec(xml)?.[1];
  expect(origin).toBeTruthy();
  for (const prefix of ['', '/en', '/de', '/es', '/fr', '/it', '/pt']) {
    expect(xml).toContain(`<loc>${origin}${prefix}/programme</loc>`);
    expect(xml).toMatch(
      new RegExp(`hreflang="${prefix.slice(1) || 'bg'}" href="${origin}${prefix}/programme"`.replaceAll('/', '\\/')),
    );
  }
});

test('home shows the next performances with their dates and leads to the programme', async ({ page }) => {
  const next = page.locator('section[aria-labelledby="next-performances"]');
  // Other tests schedule performances for tonight: home may be up to its cache's 15 s behind.
  await expect(async () => {
    const { items } = await upcoming('bg');
    await page.goto('/');
    await expect(next.locator(`time[datetime="${items[0]!.startsAt}"]`).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await next.getByRole('link', { name: 'Цялата програма' }).click();
  await expect(page).toHaveURL(/\/programme$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Програма');
});

test('the programme is in the navigation', async ({ page }) => {
  await page.goto('/de/');
  await page.getByRole('link', { name: 'Spielplan', exact: true }).first().click();
  await expect(page).toHaveURL(/\/de\/programme$/);
});

test('no serious or critical axe violations on the programme', async ({ page }) => {
  test.setTimeout(90_000);
  const performance = await onSale('en');
  for (const path of ['/programme', '/en/programme', `/en/programme?play=${performance.play.slug}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
});

test('a performance shows "few seats left" on the programme, then "sold out" once its last seat is sold', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A performance of its own, with three seats (Vendure's low-stock level is 5), some weeks ahead.
  const performance = await scheduleOwnPerformance({ nth: 1, seats: 3, daysAhead: 20 });
  const url = `/en/programme?play=${performance.play.slug}&month=${sofiaMonth(performance.startsAt)}`;
  const row = () => rows(page).filter({ has: page.locator(`time[datetime="${performance.startsAt}"]`) });
  // The programme is cached until Vendure says a performance was scheduled: read it again until it shows.
  await expect(async () => {
    await page.goto(url);
    await expect(row().getByTestId('performance-few-left')).toHaveText('Few seats left', { timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
  await expect(row().getByRole('button', { name: 'Buy ticket' })).toBeVisible();
  await expect(row().getByTestId('performance-sold-out')).toHaveCount(0);

  await buyTickets(performance.productVariant.id, 3);
  await expect(async () => {
    await page.goto(url);
    await expect(row().getByTestId('performance-sold-out')).toHaveText('Sold out', { timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
  await expect(row().getByTestId('performance-few-left')).toHaveCount(0);
  await expect(row().getByRole('button', { name: 'Buy ticket' })).toHaveCount(0);
});

test('a page number past the last page offers the first page', async ({ page }) => {
  const response = await page.goto('/en/programme?page=999');
  expect(response?.status()).toBe(200);
  const past = page.getByTestId('programme-past-last-page');
  await expect(past).toContainText('This page is past the last one.');
  await past.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(/\/en\/programme$/);
  await expect(rows(page).first()).toBeVisible();
});
