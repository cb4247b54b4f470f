import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { ResultOf } from '~/graphql/graphql';
import { PAGE_SIZE } from '~/lib/pagination';
import { schema } from '~/lib/schema';
import { slugInput, slugSchema } from '~/lib/validation';
import { CONTENT_TTL_MS, createAnonymousReadCache } from '../cache/anonymous-read.server';
import { withLiveSeats } from '../cache/live-stock.server';
import { shopApi } from '../vendure/vendure.server';
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

const listInput = schema(() => z.object({ skip: z.number().int().min(0).max(100_000) }));
/** Pages whose text is in a fixed language (history-bg, festival-en…), whatever the page's locale. */
const fixedLanguageInput = schema(() => z.object({ slug: slugSchema, language: z.enum(['bg', 'en']) }));

/*
 * Every read here is the same for every anonymous visitor, so it is cached in the
 * storefront's shared read cache (ADR 041) and dropped when staff change something (ADR
 * 024). Seats are the exception: they are read live beside the cached page. Home lists the
 * next performances and the play page its performances, so a performance that has just
 * started leaves them within their short TTL; the rest only needs a safety net.
 */
const withRichSynopsis = (play: ResultOf<typeof GetPlay>['play']) =>
  play ? { ...play, synopsis: richText(play.synopsis) } : null;
const withRichBiography = (actor: ResultOf<typeof GetActor>['actor']) =>
  actor ? { ...actor, biography: richText(actor.biography) } : null;
const withRichBody = (page: ResultOf<typeof GetTheatrePage>['theatrePage']) =>
  page ? { ...page, body: richText(page.body) } : null;
const withRichDescription = (festival: ResultOf<typeof GetFestival>['festival']) =>
  festival ? { ...festival, description: richText(festival.description) } : null;

const HOME_TTL_MS = 15_000;
const PLAY_TTL_MS = 60_000;
const homeCache = createAnonymousReadCache<ResultOf<typeof GetHome>>('GetHome', { ttlMs: HOME_TTL_MS });
const playsCache = createAnonymousReadCache<ResultOf<typeof GetPlays>['plays']>('GetPlays', {
  ttlMs: CONTENT_TTL_MS,
});
const playCache = createAnonymousReadCache<ReturnType<typeof withRichSynopsis>>('GetPlay', { ttlMs: PLAY_TTL_MS });
const actorsCache = createAnonymousReadCache<ResultOf<typeof GetActors>['actors']>('GetActors', {
  ttlMs: CONTENT_TTL_MS,
});
const actorCache = createAnonymousReadCache<ReturnType<typeof withRichBiography>>('GetActor', {
  ttlMs: CONTENT_TTL_MS,
});
const stagesCache = createAnonymousReadCache<ResultOf<typeof GetStages>['stages']['items']>('GetStages', {
  ttlMs: CONTENT_TTL_MS,
});
const theatrePageCache = createAnonymousReadCache<ReturnType<typeof withRichBody>>('GetTheatrePage', {
  ttlMs: CONTENT_TTL_MS,
});
const festivalCache = createAnonymousReadCache<ReturnType<typeof withRichDescription>>('GetFestival', {
  ttlMs: CONTENT_TTL_MS,
});

/** Current plays, next performances (seats live) and featured shop items. */
export const getHome = createServerFn({ method: 'GET' }).handler(async () => {
  const home = await homeCache.read({}, () => shopApi(GetHome, {}));
  return { ...home, performances: { ...home.performances, items: await withLiveSeats(home.performances.items) } };
});

export const getPlays = createServerFn({ method: 'GET' })
  .validator(listInput)
  .handler(({ data }) =>
    playsCache.read(data, async () => (await shopApi(GetPlays, { take: PAGE_SIZE, skip: data.skip })).plays),
  );

/** One play by slug (its performances' seats live), or null when there is none. */
export const getPlay = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const play = await playCache.read(data, async () => withRichSynopsis((await shopApi(GetPlay, data)).play));
    return play ? { ...play, performances: await withLiveSeats(play.performances) } : null;
  });

/** The whole ensemble (the theatre's company is small enough for one page). */
export const getActors = createServerFn({ method: 'GET' }).handler(() =>
  actorsCache.read({}, async () => (await shopApi(GetActors, { take: 100, skip: 0 })).actors),
);

export const getActor = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) => actorCache.read(data, async () => withRichBiography((await shopApi(GetActor, data)).actor)));

export const getStages = createServerFn({ method: 'GET' }).handler(() =>
  stagesCache.read({}, async () => (await shopApi(GetStages, {})).stages.items),
);

export const getTheatrePage = createServerFn({ method: 'GET' })
  .validator(fixedLanguageInput)
  .handler(({ data }) =>
    theatrePageCache.read(
      data.slug,
      async () =>
        withRichBody((await shopApi(GetTheatrePage, { slug: data.slug }, { locale: data.language })).theatrePage),
      data.language,
    ),
  );

export const getFestival = createServerFn({ method: 'GET' })
  .validator(fixedLanguageInput)
  .handler(({ data }) =>
    festivalCache.read(
      data.slug,
      async () =>
        withRichDescription((await shopApi(GetFestival, { slug: data.slug }, { locale: data.language })).festival),
      data.language,
    ),
  );
