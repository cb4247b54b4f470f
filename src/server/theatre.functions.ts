import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { ResultOf } from '~/graphql/graphql';
import { PAGE_SIZE } from '~/lib/pagination';
import { schema } from '~/lib/schema';
import { slugInput, slugSchema } from '~/lib/validation';
import { getLocale } from '~/paraglide/runtime';
import { createReadCache } from './read-cache.server';
import { richText } from './rich-text.server';
import {
  GetActor,
  GetActors,
  GetFestival,
  GetHome,
  GetPlay,
  GetPlays,
  GetStages,
  GetTheatrePage,
} from './theatre.graphql';
import { shopApi } from './vendure.server';

const listInput = schema(() => z.object({ skip: z.number().int().min(0).max(100_000) }));
/** Pages whose text is in a fixed language (history-bg, festival-en…), whatever the page's locale. */
const fixedLanguageInput = schema(() => z.object({ slug: slugSchema, language: z.enum(['bg', 'en']) }));

/**
 * Home is the same for every visitor and the busiest page, so it is read from Vendure at
 * most every 15 s per language and process. It shows prices and whether a performance
 * is sold out, never a seat count, and adding a ticket to the cart asks Vendure again
 * (a seat sold meanwhile is refused there, with a message): 15 s of lag is honest for a
 * theatre, a minute would not be (ADR 019).
 */
const HOME_TTL_MS = 15_000;
const homeCache = createReadCache<ResultOf<typeof GetHome>>(HOME_TTL_MS);

/** Current plays, next performances and featured shop items, in one Vendure round trip. */
export const getHome = createServerFn({ method: 'GET' }).handler(() => {
  const locale = getLocale();
  return homeCache.read(locale, () => shopApi(GetHome, {}, { locale }));
});

export const getPlays = createServerFn({ method: 'GET' })
  .validator(listInput)
  .handler(async ({ data }) => (await shopApi(GetPlays, { take: PAGE_SIZE, skip: data.skip })).plays);

/** One play by slug, or null when there is none. */
export const getPlay = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const { play } = await shopApi(GetPlay, { slug: data.slug });
    return play ? { ...play, synopsis: richText(play.synopsis) } : null;
  });

/** The whole ensemble (the theatre's company is small enough for one page). */
export const getActors = createServerFn({ method: 'GET' }).handler(
  async () => (await shopApi(GetActors, { take: 100, skip: 0 })).actors,
);

export const getActor = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const { actor } = await shopApi(GetActor, { slug: data.slug });
    return actor ? { ...actor, biography: richText(actor.biography) } : null;
  });

export const getStages = createServerFn({ method: 'GET' }).handler(
  async () => (await shopApi(GetStages, {})).stages.items,
);

export const getTheatrePage = createServerFn({ method: 'GET' })
  .validator(fixedLanguageInput)
  .handler(async ({ data }) => {
    const { theatrePage } = await shopApi(GetTheatrePage, { slug: data.slug }, { locale: data.language });
    return theatrePage ? { ...theatrePage, body: richText(theatrePage.body) } : null;
  });

export const getFestival = createServerFn({ method: 'GET' })
  .validator(fixedLanguageInput)
  .handler(async ({ data }) => {
    const { festival } = await shopApi(GetFestival, { slug: data.slug }, { locale: data.language });
    return festival ? { ...festival, description: richText(festival.description) } : null;
  });
