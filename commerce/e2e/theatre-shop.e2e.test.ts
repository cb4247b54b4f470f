import { expectType, type VariablesOf } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './graphql-client';

let shop: TestClient;
beforeAll(() => {
  shop = new TestClient(inject('shopApiUrl'));
});

const PLAYS = shopGraphql(`query { plays(options: { take: 50 }) { totalItems items { slug title languageCode } } }`);

describe('theatre Shop API', () => {
  it('lists the seeded plays in Bulgarian and in English', async () => {
    const bg = await shop.query(PLAYS, {}, 'bg');
    const en = await shop.query(PLAYS, {}, 'en');
    expect(bg.plays.totalItems).toBeGreaterThanOrEqual(8);
    expect(en.plays.items.map((p) => p.slug)).toEqual(bg.plays.items.map((p) => p.slug));
    expect(bg.plays.items[0].languageCode).toBe('bg');
    expect(bg.plays.items[0].title).toMatch(/[\u0400-\u04FF]/);
    expect(en.plays.items[0].title).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('pages through plays', async () => {
    const page = await shop.query(
      shopGraphql(`query { plays(options: { take: 3, skip: 3 }) { totalItems items { slug } } }`),
    );
    expect(page.plays.items).toHaveLength(3);
  });

  it('finds a play by slug with its cast, stage and upcoming performances', async () => {
    const { plays } = await shop.query(PLAYS);
    const slug = plays.items[0].slug;
    const { play } = await shop.query(
      shopGraphql(`query ($slug: String!) { play(slug: $slug) {
        slug title synopsis stage { name capacity }
        cast { character actor { slug name } }
        performances { startsAt stage { slug } productVariant { id stockLevel priceWithTax } }
        gallery { id preview }
      } }`),
      { slug },
      'en',
    );
    expect(play!.slug).toBe(slug);
    expect(play!.cast.length).toBeGreaterThan(0);
    expect(play!.cast[0].actor.slug).toBeTruthy();
    expect(play!.gallery.length).toBeGreaterThan(0);
    for (const performance of play!.performances) {
      expect(new Date(performance.startsAt).getTime()).toBeGreaterThan(Date.now());
      expect(performance.productVariant!.id).toBeTruthy();
    }
  });

  it('answers null for an unknown play', async () => {
    expect((await shop.query(shopGraphql(`query { play(slug: "no-such-play") { id } }`))).play).toBeNull();
  });

  it('gives an actor their roles in plays', async () => {
    const { actors } = await shop.query(
      shopGraphql(`query { actors(options: { take: 100 }) { totalItems items { slug } } }`),
    );
    expect(actors.totalItems).toBeGreaterThanOrEqual(16);
    const { actor } = await shop.query(
      shopGraphql(
        `query ($slug: String!) { actor(slug: $slug) { name biography portrait { preview } roles { character play { slug title } } } }`,
      ),
      { slug: actors.items[0].slug },
      'bg',
    );
    expect(actor!.roles.length).toBeGreaterThan(0);
    expect(actor!.roles[0].play.slug).toBeTruthy();
    expect(actor!.portrait!.preview).toMatch(/^http/);
  });

  it('lists at least 12 upcoming performances sold as ticket variants, some sold out', async () => {
    const { performances } = await shop.query(
      shopGraphql(
        `query { performances(options: { take: 100 }) { totalItems items { startsAt play { slug } productVariant { stockLevel } } } }`,
      ),
    );
    expect(performances.totalItems).toBeGreaterThanOrEqual(12);
    const times = performances.items.map((p) => new Date(p.startsAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(performances.items.some((p) => p.productVariant!.stockLevel === 'OUT_OF_STOCK')).toBe(true);
  });

  it("tells each variant's stock level as ProductVariant.stockLevel does, and leaves unknown ids out", async () => {
    const { performances } = await shop.query(
      shopGraphql(`query { performances(options: { take: 100 }) { items { productVariant { id stockLevel } } } }`),
    );
    const variants = performances.items.map((p) => p.productVariant!);
    const { stockLevels } = await shop.query(
      shopGraphql(`query ($ids: [ID!]!) { stockLevels(productVariantIds: $ids) { productVariantId stockLevel } }`),
      { ids: [...variants.map((v) => v.id), '999999'] },
    );
    const byId = Object.fromEntries(stockLevels.map((s) => [s.productVariantId, s.stockLevel]));
    expect(byId).toEqual(Object.fromEntries(variants.map((v) => [v.id, v.stockLevel])));
    expect(Object.values(byId)).toContain('OUT_OF_STOCK');
    await expect(
      shop.query(shopGraphql(`query ($ids: [ID!]!) { stockLevels(productVariantIds: $ids) { stockLevel } }`), {
        ids: Array.from({ length: 101 }, (_, i) => String(i + 1)),
      }),
    ).rejects.toThrow();
  });

  it('serves the three stages, the festival with its editions and the history page', async () => {
    const data = await shop.query(
      shopGraphql(`query {
        stages { totalItems items { slug name capacity address } }
        festival(slug: "todor-kolev") { name editions { year theme programme { day title play { slug } } } gallery { id } }
        theatrePage(slug: "history") { title body }
      }`),
      {},
      'en',
    );
    expect(data.stages.totalItems).toBe(3);
    expect(data.festival!.editions.length).toBeGreaterThan(0);
    expect(data.festival!.editions[0].programme.length).toBeGreaterThan(0);
    expect(data.theatrePage!.body.length).toBeGreaterThan(200);
  });

  it('gives titles and synopses in all seven languages; the bg/en-only history page falls back to English', async () => {
    const titles = new Set<string>();
    const synopses = new Set<string>();
    for (const language of ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt_BR']) {
      const { plays } = await shop.query(
        shopGraphql(`query { plays(options: { take: 1 }) { items { title synopsis } } }`),
        {},
        language,
      );
      titles.add(plays.items[0].title);
      synopses.add(plays.items[0].synopsis);
    }
    expect(titles.size).toBeGreaterThanOrEqual(5);
    expect(synopses.size).toBe(7);
    const history = async (language: string) =>
      (await shop.query(shopGraphql(`query { theatrePage(slug: "history") { body } }`), {}, language)).theatrePage!
        .body;
    expect(await history('de')).toBe(await history('en'));
  });
});

/*
 * Each list below selects everything the home page and a play page ask of a
 * performance, and a little more: id startsAt productVariantId, play { id slug title
 * featuredAsset { id } }, stage { id slug name }, productVariant { id name sku
 * priceWithTax currencyCode stockLevel }.
 */

describe('performances in a list (play, stage and ticket variant batched per request)', () => {
  it('resolves every performance of a list as it resolves each one alone, in the same order', async () => {
    const list = async (take: number, skip: number) =>
      (
        await shop.query(
          shopGraphql(`query ($take: Int, $skip: Int) {
            performances(options: { take: $take, skip: $skip }) { totalItems items {
            id startsAt productVariantId
            play { id slug title featuredAsset { id } }
            stage { id slug name }
            productVariant { id name sku priceWithTax currencyCode stockLevel }
          } } }`),
          { take, skip },
          'bg',
        )
      ).performances;
    const all = await list(100, 0);
    expect(all.items.length).toBe(all.totalItems);
    expect(all.items.length).toBeGreaterThanOrEqual(12);
    // One at a time, each batch holds a single id: what the resolvers did before batching.
    const alone = [];
    for (let skip = 0; skip < all.items.length; skip++) alone.push(...(await list(1, skip)).items);
    expect(all.items).toEqual(alone);
    // The home page's first six are the list's first six.
    expect((await list(6, 0)).items).toEqual(all.items.slice(0, 6));

    const times = all.items.map((p) => new Date(p.startsAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const performance of all.items) {
      expect(performance.productVariant!.id).toBe(performance.productVariantId);
      expect(performance.play.title).toMatch(/[\u0400-\u04FF]/);
      expect(performance.productVariant!.priceWithTax).toBeGreaterThan(0);
    }
    // Several performances share a play and a stage: the batch answers each of them.
    expect(new Set(all.items.map((p) => p.play.id)).size).toBeLessThan(all.items.length);
  });

  it("gives each ticket variant the name, price and stock Vendure's own product query gives it", async () => {
    // Both documents select the same variant fields: id name sku priceWithTax currencyCode stockLevel.
    const { performances } = await shop.query(
      shopGraphql(`query { performances(options: { take: 100 }) { items {
        productVariant { id name sku priceWithTax currencyCode stockLevel product { id } } } } }`),
      {},
      'de',
    );
    for (const item of performances.items) {
      const productVariant = item.productVariant!;
      const { product } = await shop.query(
        shopGraphql(
          `query ($id: ID!) { product(id: $id) { variants { id name sku priceWithTax currencyCode stockLevel } } }`,
        ),
        { id: productVariant.product.id },
        'de',
      );
      const { product: _, ...ticket } = productVariant;
      expect(product!.variants).toContainEqual(ticket);
    }
  });

  it('gives a play page the same performances, stages and tickets as the list', async () => {
    const { performances } = await shop.query(
      shopGraphql(`query { performances(options: { take: 100 }) { items {
        id startsAt productVariantId
            play { id slug title featuredAsset { id } }
            stage { id slug name }
            productVariant { id name sku priceWithTax currencyCode stockLevel }
      } } }`),
    );
    const slug = performances.items[0].play.slug;
    const { play } = await shop.query(
      shopGraphql(`query ($slug: String!) { play(slug: $slug) { performances {
        id startsAt productVariantId
            play { id slug title featuredAsset { id } }
            stage { id slug name }
            productVariant { id name sku priceWithTax currencyCode stockLevel }
      } } }`),
      { slug },
    );
    expect(play!.performances.length).toBeGreaterThan(1);
    expect(play!.performances).toEqual(performances.items.filter((p) => p.play.slug === slug));
  });
});

describe("the programme's filters (play slug, stage slug, start time)", () => {
  const FILTERED = shopGraphql(`query ($filter: PerformanceFilterParameter) {
    performances(options: { take: 100, filter: $filter }) { totalItems items {
      id startsAt productVariantId
            play { id slug title featuredAsset { id } }
            stage { id slug name }
            productVariant { id name sku priceWithTax currencyCode stockLevel }
    } } }`);
  const filtered = async (filter: VariablesOf<typeof FILTERED>['filter']) =>
    (await shop.query(FILTERED, { filter })).performances;

  it('keeps the performances of one play, of one stage, or of both', async () => {
    const all = await filtered({});
    const { play, stage } = all.items[0];
    const ofPlay = await filtered({ playSlug: { eq: play.slug } });
    expect(ofPlay.items).toEqual(all.items.filter((p) => p.play.slug === play.slug));
    expect(ofPlay.totalItems).toBe(ofPlay.items.length);
    const onStage = await filtered({ stageSlug: { eq: stage.slug } });
    expect(onStage.items).toEqual(all.items.filter((p) => p.stage.slug === stage.slug));
    expect(onStage.items.length).toBeLessThan(all.items.length);
    const both = await filtered({ playSlug: { eq: play.slug }, stageSlug: { eq: stage.slug } });
    expect(both.items).toEqual(ofPlay.items.filter((p) => p.stage.slug === stage.slug));
    expect((await filtered({ playSlug: { eq: 'no-such-play' } })).items).toEqual([]);
  });

  it('keeps the performances that start in a range, still only upcoming ones', async () => {
    const all = await filtered({});
    const first = new Date(all.items[0].startsAt);
    const end = new Date(first.getTime() + 14 * 24 * 3600_000);
    const range = await filtered({
      startsAt: { between: { start: new Date(0).toISOString(), end: end.toISOString() } },
    });
    expect(range.items).toEqual(all.items.filter((p) => new Date(p.startsAt) <= end));
    expect(range.items.length).toBeGreaterThan(0);
  });
});

describe('catalog seed', () => {
  it('has nested collections, at least 30 products and low and sold-out stock', async () => {
    const data = await shop.query(
      shopGraphql(`query {
      collections(options: { take: 100 }) { totalItems items { slug parent { slug } } }
      products(options: { take: 100 }) { totalItems items { slug variants { stockLevel } } }
    }`),
    );
    expect(data.collections.totalItems).toBeGreaterThanOrEqual(6);
    expect(data.collections.items.some((c) => c.parent && c.parent.slug !== '__root_collection__')).toBe(true);
    expect(data.products.totalItems).toBeGreaterThanOrEqual(30);
    const levels = data.products.items.flatMap((p) => p.variants.map((v) => v.stockLevel));
    expect(levels).toContain('OUT_OF_STOCK');
    expect(levels).toContain('LOW_STOCK');
  });

  it('indexes the catalog for search', async () => {
    const { search } = await shop.query(
      shopGraphql(`query { search(input: { groupByProduct: true, take: 5 }) { totalItems } }`),
    );
    expect(search.totalItems).toBeGreaterThanOrEqual(30);
  });

  it('translates product names into all seven languages', async () => {
    const names = new Set<string>();
    for (const language of ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt_BR']) {
      const { products } = await shop.query(
        shopGraphql(`query { products(options: { take: 1, sort: { id: ASC } }) { items { name } } }`),
        {},
        language,
      );
      names.add(products.items[0].name);
    }
    expect(names.size).toBeGreaterThanOrEqual(5);
  });

  it('takes 10 % off an order with the seeded coupon code, and refuses an unknown one', async () => {
    const buyer = new TestClient(inject('shopApiUrl'));
    const { products } = await buyer.query(
      shopGraphql(`query { products(options: { take: 50 }) { items { variants { id stockLevel priceWithTax } } } }`),
    );
    const variant = products.items
      .flatMap((p) => p.variants)
      .find((v) => v.stockLevel === 'IN_STOCK' && v.priceWithTax >= 1000);
    const { addItemToOrder } = await buyer.query(
      shopGraphql(
        `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename ... on Order { totalWithTax } } }`,
      ),
      { id: variant!.id },
    );
    const invalid = await buyer.query(
      shopGraphql(
        `mutation { applyCouponCode(couponCode: "NOT-A-CODE") { __typename ... on ErrorResult { errorCode } } }`,
      ),
    );
    expect(expectType(invalid.applyCouponCode, 'CouponCodeInvalidError').errorCode).toBe('COUPON_CODE_INVALID_ERROR');
    const { applyCouponCode } = await buyer.query(
      shopGraphql(
        `mutation { applyCouponCode(couponCode: "FOYER10") { __typename ... on Order { totalWithTax couponCodes discounts { amountWithTax } } } }`,
      ),
    );
    const discounted = expectType(applyCouponCode, 'Order');
    expect(discounted.couponCodes).toEqual(['FOYER10']);
    expect(discounted.discounts).toHaveLength(1);
    // Vendure rounds per line; allow one cent either way.
    expect(
      Math.abs(discounted.totalWithTax - expectType(addItemToOrder, 'Order').totalWithTax * 0.9),
    ).toBeLessThanOrEqual(1);
  });
});
