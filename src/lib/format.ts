import { FORMAT_LOCALE, type Locale } from './locales';

/** Money in minor units (Vendure's integers) in the locale's region format. */
export function formatMoney(minor: number, currencyCode: string, locale: Locale): string {
  return new Intl.NumberFormat(FORMAT_LOCALE[locale], { style: 'currency', currency: currencyCode }).format(
    minor / 100,
  );
}

/** The theatre is in Sofia's time zone, whatever the server's or visitor's zone. */
export const THEATRE_TIME_ZONE = 'Europe/Sofia';

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: THEATRE_TIME_ZONE,
  }).format(new Date(iso));
}
