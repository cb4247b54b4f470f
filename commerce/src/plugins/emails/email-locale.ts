/** The languages Foyer writes emails in: the storefront's locales (pt is Vendure's pt_BR). */
export const EMAIL_LOCALES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt'] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

/** The storefront's formatting locale for each language (src/lib/locales.ts FORMAT_LOCALE). */
const INTL_LOCALE: Record<EmailLocale, string> = {
  bg: 'bg-BG',
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-BR',
};

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
  const code = languageCode === 'pt_BR' ? 'pt' : languageCode;
  const locale = EMAIL_LOCALES.find((candidate) => candidate === code) ?? 'bg';
  return { locale, intl: INTL_LOCALE[locale] };
}
