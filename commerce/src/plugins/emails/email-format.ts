import type { EmailLanguage } from './email-locale';

/** The theatre's time zone: performances and orders are dated as in Sofia. */
export const THEATRE_TIME_ZONE = 'Europe/Sofia';

/** An amount in minor units (Vendure's integers) as money in the email's language, e.g. 1250 EUR → "12,50 €" in de. */
export function formatMoney(language: EmailLanguage, amount: number, currencyCode: string): string {
  return new Intl.NumberFormat(language.intl, { style: 'currency', currency: currencyCode }).format(amount / 100);
}

/** A moment as a date and time in the email's language, in the theatre's time zone. */
export function formatDateTime(language: EmailLanguage, date: Date): string {
  return new Intl.DateTimeFormat(language.intl, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: THEATRE_TIME_ZONE,
  }).format(date);
}
