import { isValidSlug, SLUG_MAX } from './slug';

/**
 * Route `validateSearch` parsers, hand-written so that no schema library is in the
 * browser's first load (ADR 018). Each is total: a malformed value falls back the way
 * the zod schemas did before (`.catch`), and an absent one stays absent. Server
 * functions still validate their own input with zod, on the server.
 */

/** Listing pages beyond this are not served; a larger `?page=` means the first page. */
export const PAGE_MAX = 10_000;
/** The longest search term the search page accepts (the server function has the same limit). */
export const SEARCH_TERM_MAX = 100;
/** Account tokens in `?token=` longer than this are dropped. */
export const SEARCH_TOKEN_MAX = 512;

export type Search = Record<string, unknown>;

/** `?page=N`: a whole number from 1 to PAGE_MAX (numeric strings too), otherwise 1; absent stays absent. */
export function parsePage(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/*
 * The router keeps raw params a parser leaves out (`{ ...raw, ...parsed }`), so a key
 * given in the URL is always answered, with undefined when its value is refused.
 */

/** Listing pages: `?page=`. */
export function parsePageSearch(search: Search): { page?: number } {
  return 'page' in search ? { page: parsePage(search.page) } : {};
}

/** The search page: `?term=` (too long or not text is an empty search), `?collection=` (a slug), `?page=`. */
export function parseProductSearch(search: Search): { term?: string; collection?: string; page?: number } {
  const result: { term?: string; collection?: string; page?: number } = {};
  if ('term' in search) {
    const { term } = search;
    result.term =
      term === undefined ? undefined : typeof term === 'string' && term.length <= SEARCH_TERM_MAX ? term : '';
  }
  if ('collection' in search) result.collection = isValidSlug(search.collection) ? search.collection : undefined;
  if ('page' in search) result.page = parsePage(search.page);
  return result;
}

/** The sign-in page: `?returnTo=` when it is text (safeReturnTo decides whether to follow it). */
export function parseReturnToSearch(search: Search): { returnTo?: string } {
  if (!('returnTo' in search)) return {};
  return { returnTo: typeof search.returnTo === 'string' ? search.returnTo : undefined };
}

/** Verification and password reset: `?token=` when it is text of at most SEARCH_TOKEN_MAX characters. */
export function parseTokenSearch(search: Search): { token?: string } {
  if (!('token' in search)) return {};
  const { token } = search;
  return { token: typeof token === 'string' && token.length <= SEARCH_TOKEN_MAX ? token : undefined };
}

/** A month of the programme, e.g. "2026-12". */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The programme's filters as the URL carries them; an empty value means "all". */
export interface ProgrammeSearch {
  play?: string;
  stage?: string;
  month?: string;
  page?: number;
}

/** The programme's filter keys, in the order the form shows them. */
export const PROGRAMME_FILTERS = ['play', 'stage', 'month'] as const;
export type ProgrammeFilter = (typeof PROGRAMME_FILTERS)[number];

/**
 * A filter value as text of at most SLUG_MAX characters. The router reads `?play=123` as a
 * number and `?play=a&play=b` as an array; they become text too, so that what names no
 * play, stage or month stays in the URL and the page can say it was ignored.
 */
function filterText(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return (text ?? '').slice(0, SLUG_MAX);
}

/**
 * The programme: `?play=` and `?stage=` (slugs), `?month=` (YYYY-MM), `?page=`. Only the
 * type and length are settled here: whether a value names a real play, stage or offered
 * month is the server's to decide, against Vendure's lists. An empty value (what the form
 * sends for "all") stays empty.
 */
export function parseProgrammeSearch(search: Search): ProgrammeSearch {
  const result: ProgrammeSearch = {};
  for (const key of PROGRAMME_FILTERS) if (key in search) result[key] = filterText(search[key]);
  if ('page' in search) result.page = parsePage(search.page);
  return result;
}
