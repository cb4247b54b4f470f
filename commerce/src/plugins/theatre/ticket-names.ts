/**
 * How tickets are named in the shop, in every language the theatre publishes: the
 * ticket product of a play, its "Performance" option group, and each performance's
 * option (date and time in the theatre's time zone, then the stage). Used by the seed
 * and by scheduling in the Dashboard, so both name tickets alike.
 */
export const THEATRE_TIME_ZONE = 'Europe/Sofia';

/** A performance's moment as staff read it in the Dashboard: "1 Dec 2026, 19:00", in the theatre's time zone. */
export const staffDateTime = (date: Date | string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: THEATRE_TIME_ZONE }).format(
    new Date(date),
  );

export const TICKET_LANGUAGES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt_BR'] as const;
export type TicketLanguage = (typeof TICKET_LANGUAGES)[number];
export type TicketTexts = Record<TicketLanguage, string>;

const FORMAT_LOCALE: TicketTexts = {
  bg: 'bg-BG',
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt_BR: 'pt-BR',
};

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

/** "Tickets for “Tartuffe”" in `language`. */
export const ticketProductName = (language: TicketLanguage, playTitle: string) =>
  TICKETS_FOR[language].replace('%s', playTitle);

/** "Nov 26, 2026, 7:00 PM · Main Stage" in `language`, at the theatre's local time. */
export const performanceOptionName = (language: TicketLanguage, startsAt: Date, stageName: string) =>
  `${new Intl.DateTimeFormat(FORMAT_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: THEATRE_TIME_ZONE,
  }).format(startsAt)} · ${stageName}`;

/** The ticket variant's SKU: the play and the local start, e.g. TICKET-TARTUFFE-202611261900. */
export const ticketSku = (playSlug: string, startsAt: Date) =>
  `TICKET-${playSlug.toUpperCase()}-${startsAt.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/** The slug of a play's ticket product. */
export const ticketProductSlug = (playSlug: string) => `tickets-${playSlug}`;
