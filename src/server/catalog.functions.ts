import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { PAGE_SIZE } from '~/lib/pagination';
import { schema } from '~/lib/schema';
import { SEARCH_TERM_MAX } from '~/lib/search-params';
import { idSchema, slugInput, slugSchema } from '~/lib/validation';
import {
  GetCollection,
  GetCollectionProducts,
  GetProductDetail,
  GetProductVariantStock,
  SearchProducts,
} from './catalog.graphql';
import { plainText, richText } from './rich-text.server';
import { shopApi } from './vendure.server';

const skipSchema = schema(() => z.number().int().min(0).max(100_000));

/** A collection with its breadcrumb and children, and one page of its products (search grouped by product). */
export const getCategory = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: slugSchema, skip: skipSchema }))
  .handler(async ({ data }) => {
    const [{ collection }, { search }] = await Promise.all([
      shopApi(GetCollection, { slug: data.slug }),
      shopApi(GetCollectionProducts, { slug: data.slug, skip: data.skip, take: PAGE_SIZE }),
    ]);
    return collection ? { collection, products: search } : null;
  });

export const getProduct = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const { product } = await shopApi(GetProductDetail, { slug: data.slug });
    if (!product) return null;
    return { ...product, description: richText(product.description), summary: plainText(product.description) };
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
  .handler(async ({ data }) => {
    const { search } = await shopApi(SearchProducts, {
      term: data.term,
      skip: data.skip,
      take: data.take,
      collectionSlug: data.collection,
    });
    return search;
  });
