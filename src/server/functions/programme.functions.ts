import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { ResultOf, VariablesOf } from '~/graphql/graphql';
import { FORMAT_LOCALE } from '~/lib/locales';
import { monthRange, PROGRAMME_PAGE_SIZE, programmeMonths } from '~/lib/programme';
import { schema } from '~/lib/schema';
import { PAGE_MAX, type ProgrammeFilter } from '~/lib/search-params';
import { SLUG_MAX } from '~/lib/slug';
import { getLocale } from '~/paraglide/runtime';
import { createAnonymousReadCache } from '../cache/anonymous-read.server';
import { withLiveSeats } from '../cache/live-stock.server';
import { shopApi } from '../vendure/vendure.server';
import { GetProgramme, GetProgrammeChoices } from './programme.graphql';

const programmeInput = schema(() =>
  z.object({
    // Any text: what names no play, stage or offered month is ignored, and the page says so.
    play: z.string().max(SLUG_MAX).optional(),
    stage: z.string().max(SLUG_MAX).optional(),
    month: z.string().max(SLUG_MAX).optional(),
    page: z.number().int().min(1).max(PAGE_MAX),
  }),
);
type ProgrammeInput = z.infer<typeof programmeInput>;

/*
 * The programme is the same for every anonymous visitor, like home, and is cached as home
 * is: 15 s per language and filter, with its seats read live (ADR 019, 028, 041). Only filters that name a real play, stage or offered month
 * reach the key, and the cache keeps a bounded number of keys, so odd URLs cannot grow it.
 */
const PROGRAMME_TTL_MS = 15_000;
const PROGRAMME_CACHE_KEYS = 500;
const CHOICES_TTL_MS = 60_000;
const programmeCache = createAnonymousReadCache<ResultOf<typeof GetProgramme>>('GetProgramme', {
  ttlMs: PROGRAMME_TTL_MS,
  maxEntries: PROGRAMME_CACHE_KEYS,
});
const choicesCache = createAnonymousReadCache<ResultOf<typeof GetProgrammeChoices>>('GetProgrammeChoices', {
  ttlMs: CHOICES_TTL_MS,
});

type Choices = ResultOf<typeof GetProgrammeChoices>;

/** The filters that name nothing the theatre has: an unknown play or stage, a month not offered. */
function unknownFilters(input: ProgrammeInput, choices: Choices, months: string[]): ProgrammeFilter[] {
  const unknown: ProgrammeFilter[] = [];
  if (input.play && !choices.plays.items.some((play) => play.slug === input.play)) unknown.push('play');
  if (input.stage && !choices.stages.items.some((stage) => stage.slug === input.stage)) unknown.push('stage');
  if (input.month && !months.includes(input.month)) unknown.push('month');
  return unknown;
}

/** Vendure's performance filter for the filters that apply. */
function performanceFilter(input: ProgrammeInput, ignored: ProgrammeFilter[]) {
  const filter: NonNullable<VariablesOf<typeof GetProgramme>['filter']> = {};
  if (input.play && !ignored.includes('play')) filter.playSlug = { eq: input.play };
  if (input.stage && !ignored.includes('stage')) filter.stageSlug = { eq: input.stage };
  if (input.month && !ignored.includes('month')) filter.startsAt = { between: monthRange(input.month) };
  return filter;
}

/**
 * The programme: upcoming performances by play, stage and month, what the filters offer,
 * and which of the given filters named nothing and were left out.
 */
export const getProgramme = createServerFn({ method: 'GET' })
  .validator(programmeInput)
  .handler(async ({ data }) => {
    const locale = getLocale();
    const choices = await choicesCache.read({}, () => shopApi(GetProgrammeChoices, {}, { locale }), locale);
    const months = programmeMonths(new Date());
    const ignored = unknownFilters(data, choices, months);
    const filter = performanceFilter(data, ignored);
    const key = [filter.playSlug?.eq, filter.stageSlug?.eq, filter.startsAt && data.month, data.page];
    const { performances } = await programmeCache.read(
      key,
      () =>
        shopApi(
          GetProgramme,
          { filter, take: PROGRAMME_PAGE_SIZE, skip: (data.page - 1) * PROGRAMME_PAGE_SIZE },
          { locale },
        ),
      locale,
    );
    const collator = new Intl.Collator(FORMAT_LOCALE[locale]);
    return {
      plays: [...choices.plays.items].sort((a, b) => collator.compare(a.title, b.title)),
      stages: choices.stages.items,
      months,
      ignored,
      performances: { ...performances, items: await withLiveSeats(performances.items) },
    };
  });
