import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { expect, type Page, test } from '../support/fixtures';
import { shopQuery } from '../support/shop-api';

const LOCALES = [
  { prefix: '', language: 'bg' },
  { prefix: '/en', language: 'en' },
  { prefix: '/de', language: 'de' },
  { prefix: '/es', language: 'es' },
  { prefix: '/fr', language: 'fr' },
  { prefix: '/it', language: 'it' },
  { prefix: '/pt', language: 'pt_BR' },
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Headings that come from Vendure, per route, in one language. */
async function expectedHeadings(language: string) {
  const data = await shopQuery(
    shopGraphql(`query Plays {
      plays(options: { take: 1, sort: { premiereYear: DESC } }) { items { slug title } }
      actors(options: { take: 1, sort: { id: ASC } }) { items { slug name } }
      collections(options: { topLevelOnly: true, take: 1, sort: { position: ASC } }) { items { slug name } }
      products(options: { take: 1, sort: { createdAt: ASC } }) { items { slug name } }
    }`),
    {},
    language,
  );
  const bg = await shopQuery(
    shopGraphql(`query TheatrePage { theatrePage(slug: "history") { title } festival(slug: "todor-kolev") { name } }`),
    {},
    'bg',
  );
  const en = await shopQuery(
    shopGraphql(`query TheatrePage { theatrePage(slug: "history") { title } festival(slug: "todor-kolev") { name } }`),
    {},
    'en',
  );
  const play = data.plays.items[0]!;
  const actor = data.actors.items[0]!;
  const collection = data.collections.items[0]!;
  const product = data.products.items[0]!;
  return [
    { path: `/plays/${play.slug}`, heading: play.title },
    { path: `/actors/${actor.slug}`, heading: actor.name },
    { path: `/category/${collection.slug}`, heading: collection.name },
    { path: `/product/${product.slug}`, heading: product.name },
    { path: '/about/history-bg', heading: bg.theatrePage!.title },
    { path: '/about/history-en', heading: en.theatrePage!.title },
    { path: '/festivals/todor-kolev-bg', heading: bg.festival!.name },
    { path: '/festivals/todor-kolev-en', heading: en.festival!.name },
  ];
}

for (const { prefix, language } of LOCALES) {
  test(`every page answers in ${language} with its heading from Vendure`, async ({ request }) => {
    for (const path of ['/', '/plays', '/actors', '/about/stages', '/search?term=a']) {
      const response = await request.get(`${prefix}${path}`);
      expect(response.status(), `${prefix}${path}`).toBe(200);
      expect(await response.text()).toContain(`<html lang="${language === 'pt_BR' ? 'pt' : language}"`);
    }
    for (const { path, heading } of await expectedHeadings(language)) {
      const response = await request.get(`${prefix}${path}`);
      expect(response.status(), `${prefix}${path}`).toBe(200);
      const html = await response.text();
      const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
      expect(decode(title ?? ''), `${prefix}${path}`).toBe(heading);
    }
    for (const path of ['/plays/no-such-play', '/actors/nobody-here', '/category/no-such-thing', '/product/Bad_Slug']) {
      expect((await request.get(`${prefix}${path}`)).status(), `${prefix}${path}`).toBe(404);
    }
  });
}

function decode(html: string) {
  return html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}

test.describe('shop listings', () => {
  test('a category pages through all of its products without repeats', async ({ page }) => {
    const { search } = await shopQuery(
      shopGraphql(
        `query Search { search(input: { collectionSlug: "merchandise", groupByProduct: true, take: 100 }) { totalItems } }`,
      ),
      {},
      'en',
    );
    expect(search.totalItems).toBeGreaterThan(12);
    await page.goto('/en/category/merchandise');
    const first = await page.getByTestId('product-card').getByRole('link').allTextContents();
    expect(first).toHaveLength(12);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    const second = await page.getByTestId('product-card').getByRole('link').allTextContents();
    expect(second).toHaveLength(search.totalItems - 12);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
  });

  test('search with a collection filter returns only that collection', async ({ page }) => {
    const { search } = await shopQuery(
      shopGraphql(
        `query Search { search(input: { term: "poster", collectionSlug: "posters", groupByProduct: true, take: 50 }) { totalItems items { productName } } }`,
      ),
      {},
      'en',
    );
    await page.goto('/en/search?term=poster');
    await page
      .getByRole('navigation', { name: 'Filter by collection' })
      .getByRole('link', { name: /^Posters/ })
      .click();
    await expect(page).toHaveURL(/collection=posters/);
    await expect(page.getByRole('status').first()).toHaveText(`${search.totalItems} products found`);
    const names = await page.getByTestId('product-card').getByRole('link').allTextContents();
    expect(names.sort()).toEqual(search.items.map((i: { productName: string }) => i.productName).sort());
  });

  test('shows a price range for products whose variants differ and a single price otherwise', async ({ page }) => {
    await page.goto('/en/category/posters');
    await expect(page.getByTestId('price').first()).toContainText('–');
    await page.goto('/en/category/gift-vouchers');
    await expect(page.getByTestId('price').first()).toContainText('–');
    const { search } = await shopQuery(
      shopGraphql(
        `query Search { search(input: { collectionSlug: "accessories", groupByProduct: true, take: 1 }) { items { productName priceWithTax { __typename ... on PriceRange { min max } } } } }`,
      ),
      {},
      'en',
    );
    const single = search.items[0]!;
    const price = expectType(single.priceWithTax, 'PriceRange');
    expect(price.min).toBe(price.max);
    await page.goto('/en/category/accessories');
    await expect(
      page.getByTestId('product-card').filter({ hasText: single.productName }).getByTestId('price'),
    ).not.toContainText('–');
  });

  test('a sold-out variant cannot be added to the cart', async ({ page }) => {
    await page.goto('/en/product/hoodie-backstage');
    await expect(page.getByTestId('stock-level')).toHaveText('Sold out');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  test('a product adds the chosen variant and quantity to the cart', async ({ page }) => {
    await page.goto('/en/product/t-shirt-foyer-logo');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });

  test('an impossible quantity is refused before the call, with a message', async ({ page }) => {
    await page.goto('/en/product/t-shirt-foyer-logo');
    // Until React has hydrated, typing is not yet validated: retry until it is.
    await expect(async () => {
      await page.getByLabel('Quantity').fill('0');
      await expect(page.getByText('Enter a whole number from 1 to 99.')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});

test.describe('keyboard', () => {
  test('opens the gallery, moves through it and closes it, returning focus', async ({ page }) => {
    const { plays } = await shopQuery(
      shopGraphql(`query Plays { plays(options: { take: 1 }) { items { slug gallery { id } } } }`),
      {},
      'en',
    );
    const play = plays.items[0]!;
    await page.goto(`/en/plays/${play.slug}`);
    const thumbnail = page.getByRole('button', { name: `Open photo 1 of ${play.gallery.length}` });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Photo 1 of ${play.gallery.length}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`Photo 2 of ${play.gallery.length}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`Photo ${play.gallery.length} of ${play.gallery.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test('switches language and stays on the same page', async ({ page }) => {
    const { plays } = await shopQuery(
      shopGraphql(`query Plays { plays(options: { take: 1 }) { items { slug title } } }`),
      {},
      'de',
    );
    await page.goto(`/en/plays/${plays.items[0]!.slug}`);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/de/plays/${plays.items[0]!.slug}$`));
    await expect(h1(page)).toHaveText(plays.items[0]!.title);
  });
});
