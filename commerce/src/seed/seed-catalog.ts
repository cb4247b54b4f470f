import { sofiaOffsetMinutes } from '@foyer/shared/theatre-clock';
import {
  PERFORMANCE_GROUP,
  performanceOptionName,
  ticketProductName,
  ticketProductSlug,
  ticketSku,
} from '@foyer/shared/ticket-names';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
  CollectionService,
  type ID,
  LanguageCode,
  ProductOptionGroupService,
  ProductOptionService,
  ProductService,
  ProductVariantService,
  PromotionService,
  TaxCategoryService,
  TransactionalConnection,
} from '@vendure/core';
import { SeatPlanService, type SeatPlanVersion } from '../plugins/seating';
import { Performance } from '../plugins/theatre';
import { collections, couponPromotion, products } from './data/catalog.data';
import { SEED_SEAT_PLANS, SEED_ZONE_PRICES } from './data/seat-plans';
import {
  type AllLanguages,
  SEED_LANGUAGES,
  type SeedLanguage,
  type SeedPerformance,
  type SeedProduct,
} from './data/seed-data.types';
import { performances, plays, stages } from './data/theatre.data';
import { allLanguages, type SeedContext } from './seed-context';
import { seedReserved } from './seed-seating';
import { required } from './seed-theatre';

export const TICKETS_COLLECTION = 'tickets';
export const SEED_COUPON_CODE = couponPromotion.couponCode;

/** The instant at which a day `dayOffset` days from `from`, at local time "HH:MM" in Sofia, begins. */
export function theatreTime(from: Date, dayOffset: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const day = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + dayOffset, hours, minutes),
  );
  return new Date(day.getTime() - sofiaOffsetMinutes(day) * 60_000);
}

const HALF_HOUR_MS = 30 * 60_000;

/** When a seeded performance starts: a day and local time, or hours after the seed, to the nearest half hour. */
export function performanceStart(seededAt: Date, performance: SeedPerformance): Date {
  if ('hoursFromSeed' in performance) {
    const at = seededAt.getTime() + performance.hoursFromSeed * 3600_000;
    return new Date(Math.round(at / HALF_HOUR_MS) * HALF_HOUR_MS);
  }
  return theatreTime(seededAt, performance.dayOffset, performance.time);
}

export async function seedCatalog(
  seed: SeedContext,
  theatre: { playIds: Map<string, ID>; stageIds: Map<string, ID>; playImageIds: Map<string, ID> },
) {
  const { app, ctx } = seed;
  const productService = app.get(ProductService);
  const variantService = app.get(ProductVariantService);
  const groupService = app.get(ProductOptionGroupService);
  const optionService = app.get(ProductOptionService);
  const taxCategories = await app.get(TaxCategoryService).findAll(ctx);
  const taxCategoryId = (name: string) => {
    const found = taxCategories.items.find((c) => c.name.toLowerCase().startsWith(name));
    if (!found) throw new Error(`No tax category "${name}"`);
    return found.id;
  };

  async function createProduct(product: SeedProduct, featuredAssetId: ID) {
    const created = await productService.create(ctx, {
      featuredAssetId,
      assetIds: [featuredAssetId],
      enabled: true,
      translations: allLanguages({ name: product.name, description: product.description }).map((t) => ({
        ...t,
        slug: product.slug,
      })),
    });
    const optionIds = new Map<string, ID>();
    const optionNames = new Map<string, AllLanguages>();
    for (const group of product.optionGroups) {
      const createdGroup = await groupService.create(ctx, {
        code: `${product.slug}-${group.code}`,
        translations: allLanguages({ name: group.name }),
      });
      for (const option of group.options) {
        const createdOption = await optionService.create(ctx, createdGroup, {
          code: option.code,
          translations: allLanguages({ name: option.name }),
        });
        optionIds.set(`${group.code}:${option.code}`, createdOption.id);
        optionNames.set(`${group.code}:${option.code}`, option.name);
      }
      await productService.addOptionGroupToProduct(ctx, created.id, createdGroup.id);
    }
    const variants = await variantService.create(
      ctx,
      product.variants.map((variant) => {
        const keys = variant.options.map((code, i) => `${product.optionGroups[i].code}:${code}`);
        return {
          productId: created.id,
          sku: variant.sku,
          price: variant.price,
          stockOnHand: variant.stock,
          trackInventory: GlobalFlag.TRUE,
          taxCategoryId: taxCategoryId(product.taxCategory),
          optionIds: keys.map((key) => required(optionIds, key)),
          translations: SEED_LANGUAGES.map((language) => ({
            languageCode: language as LanguageCode,
            name: [product.name[language], ...keys.map((key) => required(optionNames, key)[language])].join(' ').trim(),
          })),
        };
      }),
    );
    return { productId: created.id, variantIds: variants.map((v) => v.id) };
  }

  const productIdsByCollection = new Map<string, ID[]>();
  const addToCollection = (slug: string, id: ID) => {
    productIdsByCollection.set(slug, [...(productIdsByCollection.get(slug) ?? []), id]);
  };

  for (const product of products) {
    const { productId } = await createProduct(product, await seed.image('products', product.slug));
    for (const slug of product.collectionSlugs) addToCollection(slug, productId);
  }

  // Stages with a seat plan (ADR 053): their performances sell numbered seats at zone prices.
  const seatPlans = new Map<string, SeatPlanVersion>();
  for (const [slug, plan] of Object.entries(SEED_SEAT_PLANS)) {
    seatPlans.set(slug, await app.get(SeatPlanService).save(ctx, required(theatre.stageIds, slug), plan));
  }

  // Tickets: one product per play, one variant per performance; stock is free seats.
  const seededAt = new Date();
  const performanceRepo = app.get(TransactionalConnection).getRepository(ctx, Performance);
  const stageNames = new Map(stages.map((s) => [s.slug, s.name]));
  const stageName = (slug: string, language: SeedLanguage) => required(stageNames, slug)[language];
  for (const play of plays) {
    const own = performances.filter((p) => p.playSlug === play.slug);
    if (own.length === 0) continue;
    const dates = own.map((p) => performanceStart(seededAt, p));
    const ticketProduct: SeedProduct = {
      slug: ticketProductSlug(play.slug),
      name: Object.fromEntries(SEED_LANGUAGES.map((l) => [l, ticketProductName(l, play.title[l])])) as AllLanguages,
      description: play.summary,
      collectionSlugs: [TICKETS_COLLECTION],
      taxCategory: 'standard',
      hue: 0,
      optionGroups: [
        {
          code: 'performance',
          name: PERFORMANCE_GROUP,
          options: own.map((p, i) => ({
            code: `p${i + 1}`,
            name: Object.fromEntries(
              SEED_LANGUAGES.map((l) => [l, performanceOptionName(l, dates[i], stageName(p.stageSlug, l))]),
            ) as AllLanguages,
          })),
        },
      ],
      variants: own.map((p, i) => ({
        sku: ticketSku(play.slug, dates[i]),
        options: [`p${i + 1}`],
        price: play.ticketPrice,
        stock: p.freeSeats,
      })),
    };
    const { productId, variantIds } = await createProduct(ticketProduct, required(theatre.playImageIds, play.slug));
    addToCollection(TICKETS_COLLECTION, productId);
    for (const [i, p] of own.entries()) {
      const performance = await performanceRepo.save(
        new Performance({
          startsAt: dates[i],
          playId: required(theatre.playIds, play.slug),
          stageId: required(theatre.stageIds, p.stageSlug),
          productVariantId: variantIds[i],
        }),
      );
      const plan = seatPlans.get(p.stageSlug);
      if (plan) await seedReserved(seed, performance, plan, SEED_ZONE_PRICES[p.stageSlug] ?? {}, p.freeSeats);
    }
  }

  // Collections: each shows its own products and those of its descendants.
  const collectionService = app.get(CollectionService);
  const collectionIds = new Map<string, ID>();
  const descendantsProducts = (slug: string): ID[] => [
    ...(productIdsByCollection.get(slug) ?? []),
    ...collections.filter((c) => c.parentSlug === slug).flatMap((c) => descendantsProducts(c.slug)),
  ];
  for (const collection of collections) {
    const productIds = descendantsProducts(collection.slug);
    const created = await collectionService.create(ctx, {
      parentId: collection.parentSlug ? required(collectionIds, collection.parentSlug) : undefined,
      isPrivate: false,
      inheritFilters: false,
      filters: [
        {
          code: 'product-id-filter',
          arguments: [
            { name: 'productIds', value: JSON.stringify(productIds) },
            { name: 'combineWithAnd', value: 'false' },
          ],
        },
      ],
      translations: allLanguages({ name: collection.name, description: collection.description }).map((t) => ({
        ...t,
        slug: collection.slug,
      })),
    });
    collectionIds.set(collection.slug, created.id);
  }

  await app.get(PromotionService).createPromotion(ctx, {
    enabled: true,
    couponCode: SEED_COUPON_CODE,
    conditions: [],
    actions: [{ code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '10' }] }],
    translations: allLanguages({
      name: couponPromotion.name,
    }).map((t) => ({ ...t, description: '' })),
  });
}
