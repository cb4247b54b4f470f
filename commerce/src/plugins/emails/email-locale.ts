import { FORMAT_LOCALE, LOCALES, type Locale, localeOfLanguage } from '@foyer/shared/locales';

/** The languages Foyer writes emails in: the storefront's locales (pt is Vendure's pt_BR), from @foyer/shared. */
export const EMAIL_LOCALES = LOCALES;
export type EmailLocale = Locale;

/** An email's language: which message file it reads and how Intl formats its numbers, dates and plurals. */
export interface EmailLanguage {
  locale: EmailLocale;
  intl: string;
}

/**
 * The email language for a Vendure language code ("de", "pt_BR"); anything else gets
 * Bulgarian, the storefront's default language.
 */
export function emailLanguage(languageCode: string | null | undefined): EmailLanguage {
  const locale = localeOfLanguage(languageCode);
  return { locale, intl: FORMAT_LOCALE[locale] };
}
