import { THEATRE_TIME_ZONE } from '@foyer/shared/theatre-clock';
import type { EmailLanguage } from './email-locale';

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

/** The part of an order's address an email shows. */
export interface EmailAddressInput {
  fullName?: string | null;
  streetLine1?: string | null;
  streetLine2?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** Vendure's stored name: in the language of whichever request set the address. */
  country?: string | null;
  countryCode?: string | null;
}

/**
 * The address as the email shows it, the country named in the email's language from its
 * code (Intl.DisplayNames), not the name Vendure stored with the address.
 */
export function emailAddress(address: EmailAddressInput | null | undefined, language: EmailLanguage) {
  if (!address?.streetLine1) return null;
  const code = address.countryCode?.toUpperCase();
  let country = address.country ?? '';
  if (code && /^[A-Z]{2}$/.test(code)) {
    country = new Intl.DisplayNames([language.intl], { type: 'region', fallback: 'none' }).of(code) ?? country;
  }
  return {
    fullName: address.fullName ?? '',
    streetLine1: address.streetLine1,
    streetLine2: address.streetLine2 ?? '',
    postalCode: address.postalCode ?? '',
    city: address.city ?? '',
    country,
  };
}
