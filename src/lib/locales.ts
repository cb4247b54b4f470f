/**
 * The site's languages: bg is the default and unprefixed, the rest are prefixed.
 * Safe on both sides; the router's URL rewrite comes from Paraglide's runtime.
 */
export const LOCALES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'bg';

/** Vendure's language code for a site locale (Brazilian Portuguese for pt). */
export const VENDURE_LANGUAGE: Record<Locale, string> = {
  bg: 'bg',
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  pt: 'pt_BR',
};

/** The region format for money and dates, from the seed's locale table. */
export const FORMAT_LOCALE: Record<Locale, string> = {
  bg: 'bg-BG',
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-BR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Writing direction; all seven are left-to-right, kept explicit for <html dir>. */
export function directionOf(_locale: Locale): 'ltr' | 'rtl' {
  return 'ltr';
}

/** Carries the page's locale on server-function calls, whose URLs have no prefix. */
export const LOCALE_HEADER = 'x-foyer-locale';
