/**
 * The site's languages: bg is the default and unprefixed, the rest are prefixed. The
 * table itself (locales, Vendure's codes, Intl tags) is @foyer/shared's, agreed with the
 * Vendure server (ADR 066); this module adds what only the storefront needs. Safe on
 * both sides; the router's URL rewrite comes from Paraglide's runtime.
 */
import type { Locale } from '@foyer/shared/locales';

export { BASE_LOCALE, FORMAT_LOCALE, isLocale, LOCALES, type Locale, VENDURE_LANGUAGE } from '@foyer/shared/locales';

/** Writing direction; all seven are left-to-right, kept explicit for <html dir>. */
export function directionOf(_locale: Locale): 'ltr' | 'rtl' {
  return 'ltr';
}

/** Carries the page's locale on server-function calls, whose URLs have no prefix. */
export const LOCALE_HEADER = 'x-foyer-locale';
