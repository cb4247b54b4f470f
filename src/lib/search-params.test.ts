import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isMonth,
  parsePage,
  parsePageSearch,
  parseProductSearch,
  parseProgrammeSearch,
  parseReturnToSearch,
  parseTokenSearch,
} from './search-params';
import { SLUG_MAX } from './slug';
import { slugSchema } from './validation';

// The schemas the routes used before (ADR 018): the parsers must answer as they did.
const pageSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).optional() });
const productSearchSchema = z.object({
  term: z.string().max(100).catch('').optional(),
  collection: slugSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).optional(),
});
const tokenSchema = z.object({ token: z.string().max(512).optional().catch(undefined) });
const returnToSchema = z.object({ returnTo: z.string().optional().catch(undefined) });

/** The router merges parsed over raw params, so a refused value must come back as an explicit undefined. */
const merged = (raw: object, parsed: object) => ({ ...raw, ...parsed });

const pages: unknown[] = [undefined, 1, 2, 10_000, 10_001, 0, -3, 2.5, '3', '', 'abc', null, true, Number.NaN, [4]];
const terms: unknown[] = [undefined, '', 'hamlet', 'x'.repeat(100), 'x'.repeat(101), 123, null, ['a']];
const slugs: unknown[] = [undefined, 'posters', 'Posters', 'a--b', '', 7, null];
const tokens: unknown[] = [undefined, 'abc', 'x'.repeat(512), 'x'.repeat(513), 5, null];

describe('parsePage', () => {
  it('keeps whole pages from 1 to 10,000, numeric strings included', () => {
    expect(parsePage(1)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(10_000)).toBe(10_000);
  });

  it('turns anything else into the first page, and leaves an absent page absent', () => {
    for (const value of [0, -1, 1.5, 10_001, 'abc', '', null, Number.POSITIVE_INFINITY])
      expect(parsePage(value)).toBe(1);
    expect(parsePage(undefined)).toBeUndefined();
  });
});

describe('route search parsers', () => {
  it('parsePageSearch answers as the zod schema did', () => {
    for (const page of pages) {
      expect(parsePageSearch({ page, other: 'x' })).toStrictEqual(pageSchema.parse({ page, other: 'x' }));
    }
  });

  it('parseProductSearch answers as the zod schema did', () => {
    for (const term of terms) {
      for (const collection of slugs) {
        for (const page of pages) {
          const search = { term, collection, page };
          expect(parseProductSearch(search)).toStrictEqual(productSearchSchema.parse(search));
          expect(merged(search, parseProductSearch(search))).toStrictEqual(
            merged(search, productSearchSchema.parse(search)),
          );
        }
      }
    }
  });

  it('answers a refused value with an explicit undefined, so the raw one does not survive', () => {
    expect(merged({ collection: 12345 }, parseProductSearch({ collection: 12345 }))).toStrictEqual({
      collection: undefined,
    });
    expect(parseProductSearch({})).toStrictEqual({});
    expect(parseTokenSearch({ token: 7 })).toStrictEqual({ token: undefined });
  });

  it('parseTokenSearch and parseReturnToSearch answer as the zod schemas did', () => {
    for (const token of tokens) expect(parseTokenSearch({ token })).toStrictEqual(tokenSchema.parse({ token }));
    for (const returnTo of [undefined, '/cart', '//evil.example', 3, null]) {
      expect(parseReturnToSearch({ returnTo })).toStrictEqual(returnToSchema.parse({ returnTo }));
    }
  });
});

describe('parseProgrammeSearch', () => {
  it('keeps slugs, months and pages, and leaves absent filters absent', () => {
    expect(parseProgrammeSearch({})).toEqual({});
    expect(parseProgrammeSearch({ play: 'the-seagull', stage: 'main-stage', month: '2026-12', page: '2' })).toEqual({
      play: 'the-seagull',
      stage: 'main-stage',
      month: '2026-12',
      page: 2,
    });
  });

  it('keeps an empty value (the form\'s "all") as empty', () => {
    expect(parseProgrammeSearch({ play: '', stage: '', month: '' })).toEqual({ play: '', stage: '', month: '' });
  });

  it('turns what the router parsed into text, at most a slug long, for the server to judge', () => {
    const parsed = parseProgrammeSearch({ play: 123, stage: ['a', 'b'], month: 202612, page: 'x' });
    expect(parsed).toEqual({ play: '123', stage: '["a","b"]', month: '202612', page: 1 });
    expect(parseProgrammeSearch({ play: null, stage: true, month: { a: 1 } })).toEqual({
      play: 'null',
      stage: 'true',
      month: '{"a":1}',
    });
    expect(parseProgrammeSearch({ play: 'x'.repeat(500) }).play).toHaveLength(SLUG_MAX);
    expect(parseProgrammeSearch({ play: undefined })).toEqual({ play: '' });
  });

  it('accepts months as YYYY-MM only', () => {
    for (const month of ['2026-01', '2026-12', '1999-09']) expect(isMonth(month)).toBe(true);
    for (const month of ['2026-00', '2026-13', '2026-1', '26-01', '2026-01-01', '', 202601, null]) {
      expect(isMonth(month)).toBe(false);
    }
  });
});
