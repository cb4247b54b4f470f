import { createServerFn } from '@tanstack/react-start';
import { slugInput } from '~/lib/validation';
import { GetHome, GetPlay } from './theatre.graphql';
import { shopApi } from './vendure.server';

/** Current plays, next performances and featured shop items, in one Vendure round trip. */
export const getHome = createServerFn({ method: 'GET' }).handler(() => shopApi(GetHome));

/** One play by slug, or null when there is none. */
export const getPlay = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => (await shopApi(GetPlay, { slug: data.slug })).play ?? null);
