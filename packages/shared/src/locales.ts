/**
 * The theatre's languages, as both programs name them: the storefront's locales (bg is the
 * default and unprefixed), Vendure's language code for each (Brazilian Portuguese for pt)
 * and the Intl tag that formats its money, dates and plurals. One table for the storefront,
 * the emails, the printed tickets and the ticket names (ADR 066).
 */
export const LOCALES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'bg';

/** Vendure's language code for a site locale (Brazilian Portuguese for pt). */
export const VENDURE_LANGUAGE = {
  bg: 'bg',
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  pt: 'pt_BR',
} as const satisfies Record<Locale, string>;

/** A language code Vendure holds the theatre's texts in. */
export type VendureLanguage = (typeof VENDURE_LANGUAGE)[Locale];

/** Vendure's language codes of the seven locales, in the locales' order. */
export const VENDURE_LANGUAGES: readonly VendureLanguage[] = LOCALES.map((locale) => VENDURE_LANGUAGE[locale]);

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

/** The site locale of a Vendure language code ("de", "pt_BR", or a locale itself); anything else is the default, Bulgarian. */
export function localeOfLanguage(languageCode: string | null | undefined): Locale {
  return LOCALES.find((locale) => VENDURE_LANGUAGE[locale] === languageCode || locale === languageCode) ?? BASE_LOCALE;
}
