import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { ResultOf } from '~/graphql/graphql';
import { PAGE_SIZE } from '~/lib/pagination';
import { schema } from '~/lib/schema';
import { SEARCH_TERM_MAX } from '~/lib/search-params';
import { idSchema, slugInput, slugSchema } from '~/lib/validation';
import { CONTENT_TTL_MS, createAnonymousReadCache } from '../cache/anonymous-read.server';
import { liveStockLevels } from '../cache/live-stock.server';
import { shopApi } from '../vendure/vendure.server';
import {
  GetCollection,
  GetCollectionProducts,
  GetProductDetail,
  GetProductVariantStock,
  SearchProducts,
} from './catalog.graphql';
import { plainText, richText } from './rich-text.server';

const skipSchema = schema(() => z.number().int().min(0).max(100_000));

const withRichDescription = (product: ResultOf<typeof GetProductDetail>['product']) =>
  product ? { ...product, description: richText(product.description), summary: plainText(product.description) } : null;

/*
 * What these pages show is the same for every anonymous visitor: cached in the shared read
 * cache (ADR 041), dropped when staff change something. A product's stock is read live
 * beside it. Lists and search results come from Vendure's search index, whose "in stock"
 * the worker updates without an Admin API mutation, so their safety net is a minute.
 * Search keys are what visitors type: the memory level keeps at most 500 of them.
 */
const LIST_TTL_MS = 60_000;
const SEARCH_KEYS = 500;
const collectionCache = createAnonymousReadCache<ResultOf<typeof GetCollection>['collection']>('GetCollection', {
  ttlMs: CONTENT_TTL_MS,
});
const collectionProductsCache = createAnonymousReadCache<ResultOf<typeof GetCollectionProducts>['search']>(
  'GetCollectionProducts',
  { ttlMs: LIST_TTL_MS },
);
const productCache = createAnonymousReadCache<ReturnType<typeof withRichDescription>>('GetProductDetail', {
  ttlMs: CONTENT_TTL_MS,
});
const searchCache = createAnonymousReadCache<ResultOf<typeof SearchProducts>['search']>('SearchProducts', {
  ttlMs: LIST_TTL_MS,
  maxEntries: SEARCH_KEYS,
});

/** A collection with its breadcrumb and children, and one page of its products (search grouped by product). */
export const getCategory = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: slugSchema, skip: skipSchema }))
  .handler(async ({ data }) => {
    const [collection, products] = await Promise.all([
      collectionCache.read(data.slug, async () => (await shopApi(GetCollection, { slug: data.slug })).collection),
      collectionProductsCache.read(
        data,
        async () =>
          (await shopApi(GetCollectionProducts, { slug: data.slug, skip: data.skip, take: PAGE_SIZE })).search,
      ),
    ]);
    return collection ? { collection, products } : null;
  });

/** A product, with each variant's stock as Vendure has it now. */
export const getProduct = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const product = await productCache.read(data.slug, async () =>
      withRichDescription((await shopApi(GetProductDetail, data)).product),
    );
    if (!product) return null;
    const stock = await liveStockLevels(product.variants.map((v) => v.id));
    return {
      ...product,
      variants: product.variants.map((v) => ({ ...v, stockLevel: stock.get(v.id) ?? v.stockLevel })),
    };
  });

/** The live stock level of one variant (polled by the product page). */
export const getVariantStock = createServerFn({ method: 'GET' })
  .validator(z.object({ productId: idSchema, variantId: idSchema }))
  .handler(async ({ data }) => {
    const { product } = await shopApi(GetProductVariantStock, data);
    return product?.variantList.items[0]?.stockLevel ?? null;
  });

export const searchInput = schema(() =>
  z.object({
    term: z.string().trim().max(SEARCH_TERM_MAX),
    collection: slugSchema.optional(),
    skip: skipSchema,
    take: z.number().int().min(1).max(PAGE_SIZE).default(PAGE_SIZE),
  }),
);

export const searchProducts = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(({ data }) =>
    searchCache.read(
      data,
      async () =>
        (
          await shopApi(SearchProducts, {
            term: data.term,
            skip: data.skip,
            take: data.take,
            collectionSlug: data.collection,
          })
        ).search,
    ),
  );
