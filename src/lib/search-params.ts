import { isValidSlug } from './slug';

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

/** Listing pages: `?page=`. */
export function parsePageSearch(search: Search): { page?: number } {
  const page = parsePage(search.page);
  return page === undefined ? {} : { page };
}

/** The search page: `?term=` (too long or not text is an empty search), `?collection=` (a slug), `?page=`. */
export function parseProductSearch(search: Search): { term?: string; collection?: string; page?: number } {
  const result: { term?: string; collection?: string; page?: number } = {};
  if (search.term !== undefined) {
    result.term = typeof search.term === 'string' && search.term.length <= SEARCH_TERM_MAX ? search.term : '';
  }
  if (isValidSlug(search.collection)) result.collection = search.collection;
  const page = parsePage(search.page);
  if (page !== undefined) result.page = page;
  return result;
}

/** The sign-in page: `?returnTo=` when it is text (safeReturnTo decides whether to follow it). */
export function parseReturnToSearch(search: Search): { returnTo?: string } {
  return typeof search.returnTo === 'string' ? { returnTo: search.returnTo } : {};
}

/** Verification and password reset: `?token=` when it is text of at most SEARCH_TOKEN_MAX characters. */
export function parseTokenSearch(search: Search): { token?: string } {
  return typeof search.token === 'string' && search.token.length <= SEARCH_TOKEN_MAX ? { token: search.token } : {};
}
