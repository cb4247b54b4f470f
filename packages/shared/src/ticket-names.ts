/**
 * How tickets are named in the shop, in every language the theatre publishes: the
 * ticket product of a play, its "Performance" option group, and each performance's
 * option (date and time in the theatre's time zone, then the stage). Used by the seed
 * and by scheduling in the Dashboard, so both name tickets alike.
 */
import { FORMAT_LOCALE, localeOfLanguage, VENDURE_LANGUAGES, type VendureLanguage } from './locales.ts';
import { THEATRE_TIME_ZONE } from './theatre-clock.ts';
import { translatedText } from './translated-text.ts';

export { THEATRE_TIME_ZONE };

/** A performance's moment as staff read it in the Dashboard: "1 Dec 2026, 19:00", in the theatre's time zone. */
export const staffDateTime = (date: Date | string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: THEATRE_TIME_ZONE }).format(
    new Date(date),
  );

/** Tickets are named in Vendure's language codes, one for each of the site's locales. */
export const TICKET_LANGUAGES = VENDURE_LANGUAGES;
export type TicketLanguage = VendureLanguage;
export type TicketTexts = Record<TicketLanguage, string>;

const TICKETS_FOR: TicketTexts = {
  bg: 'Билети за „%s“',
  en: 'Tickets for “%s”',
  de: 'Karten für „%s“',
  es: 'Entradas para «%s»',
  fr: 'Billets pour « %s »',
  it: 'Biglietti per «%s»',
  pt_BR: 'Ingressos para “%s”',
};

export const PERFORMANCE_GROUP: TicketTexts = {
  bg: 'Представление',
  en: 'Performance',
  de: 'Vorstellung',
  es: 'Función',
  fr: 'Représentation',
  it: 'Spettacolo',
  pt_BR: 'Sessão',
};

/**
 * What a ticket is called when its play has no title in any language (never the slug,
 * ADR 056); also the name of the shop's Tickets collection.
 */
export const TICKETS: TicketTexts = {
  bg: 'Билети',
  en: 'Tickets',
  de: 'Karten',
  es: 'Entradas',
  fr: 'Billets',
  it: 'Biglietti',
  pt_BR: 'Ingressos',
};

/** "Tickets for “Tartuffe”" in `language`; "Tickets" without a title. */
export const ticketProductName = (language: TicketLanguage, playTitle: string | undefined) =>
  playTitle?.trim() ? TICKETS_FOR[language].replace('%s', playTitle) : TICKETS[language];

/** "Nov 26, 2026, 7:00 PM · Main Stage" in `language`, at the theatre's local time; the moment alone without a stage name. */
export const performanceOptionName = (language: TicketLanguage, startsAt: Date, stageName: string | undefined) => {
  const moment = new Intl.DateTimeFormat(FORMAT_LOCALE[localeOfLanguage(language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: THEATRE_TIME_ZONE,
  }).format(startsAt);
  return stageName?.trim() ? `${moment} · ${stageName}` : moment;
};

type Translations<F extends string> = ReadonlyArray<{ languageCode: string } & Record<F, string>>;

/**
 * A play's ticket product name in `language`, its title taken along the fallback order
 * (the language, bg, en, any other: ADR 056) when the language has none.
 */
export const playTicketName = (language: TicketLanguage, play: { translations: Translations<'title'> }) =>
  ticketProductName(language, translatedText(play.translations, 'title', language));

/** A performance's option and ticket variant names in every language (ADR 005), names falling back as in ADR 056. */
export function performanceTicketNames(
  play: { translations: Translations<'title'> },
  stage: { translations: Translations<'name'> },
  startsAt: Date,
) {
  const optionName = (language: TicketLanguage) =>
    performanceOptionName(language, startsAt, translatedText(stage.translations, 'name', language));
  return {
    option: TICKET_LANGUAGES.map((language) => ({ languageCode: language, name: optionName(language) })),
    variant: TICKET_LANGUAGES.map((language) => ({
      languageCode: language,
      name: `${playTicketName(language, play)} ${optionName(language)}`,
    })),
  };
}

/** The ticket variant's SKU: the play and the local start, e.g. TICKET-TARTUFFE-202611261900. */
export const ticketSku = (playSlug: string, startsAt: Date) =>
  `TICKET-${playSlug.toUpperCase()}-${startsAt.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/** The slug of a play's ticket product. */
export const ticketProductSlug = (playSlug: string) => `tickets-${playSlug}`;
