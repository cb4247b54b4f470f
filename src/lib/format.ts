import { THEATRE_TIME_ZONE } from '@foyer/shared/theatre-clock';
import { FORMAT_LOCALE, type Locale } from './locales';

/** Money in minor units (Vendure's integers) in the locale's region format. */
export function formatMoney(minor: number, currencyCode: string, locale: Locale): string {
  return new Intl.NumberFormat(FORMAT_LOCALE[locale], { style: 'currency', currency: currencyCode }).format(
    minor / 100,
  );
}

/** A plain number (a tax rate) in the locale's region format: 9.5 → "9,5" in de. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(FORMAT_LOCALE[locale], { maximumFractionDigits: 2 }).format(value);
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: THEATRE_TIME_ZONE,
  }).format(new Date(iso));
}

/** A day of the theatre's calendar ("2026-12-01") in full: weekday, day, month and year. */
export function formatDay(day: string, locale: Locale): string {
  // Noon UTC is the same day in Sofia, in summer and in winter.
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { dateStyle: 'full', timeZone: THEATRE_TIME_ZONE }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The time of day of an instant on the theatre's clock, e.g. 19:00 or 7:00 PM. */
export function formatTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeStyle: 'short', timeZone: THEATRE_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** A month of the theatre's calendar ("2026-12") with its year, e.g. "December 2026". */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: THEATRE_TIME_ZONE,
  }).format(new Date(`${month}-15T12:00:00Z`));
}
