import type { TicketLanguage } from '@foyer/shared/ticket-names';
import { type EmailLanguage, emailLanguage } from '../../emails/email-locale';
import { fillText, PRINT_TEXTS, type PrintTexts } from './print-texts';

/** The language a print is in: its words and the Intl locale of its dates and money. */
export interface PrintLanguage extends EmailLanguage {
  texts: PrintTexts;
}

/**
 * The print language for a Vendure language code ("bg", "pt_BR"), read the way the emails
 * read it: anything else prints in Bulgarian, the theatre's own language.
 */
export function printLanguage(languageCode: string): PrintLanguage {
  const language = emailLanguage(languageCode);
  const code: TicketLanguage = language.locale === 'pt' ? 'pt_BR' : language.locale;
  return { ...language, texts: PRINT_TEXTS[code] };
}

/** An amount in minor units (Vendure's integers) as money, e.g. 1250 EUR → "12,50 €" in bg. */
export function printMoney(language: PrintLanguage, amount: number, currencyCode: string): string {
  return new Intl.NumberFormat(language.intl, { style: 'currency', currency: currencyCode }).format(amount / 100);
}

/** A date and time as Intl writes it, its time kept on one line ("7:00 PM" never breaks before "PM"). */
function dateAndTime(language: PrintLanguage, options: Intl.DateTimeFormatOptions, date: Date): string {
  const parts = new Intl.DateTimeFormat(language.intl, options).formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  return parts
    .map((part, index) =>
      hour >= 0 && index > hour && part.type === 'literal' ? part.value.replace(/ /g, '\u00a0') : part.value,
    )
    .join('');
}

/** A performance's moment with its weekday, at the theatre's local time: "четвъртък, 26 ноември 2026 г. в 19:00". */
export function printPerformanceTime(language: PrintLanguage, date: Date, timeZone: string): string {
  return dateAndTime(language, { dateStyle: 'full', timeStyle: 'short', timeZone }, date);
}

/** When an order was placed, at the theatre's local time: "26.11.2026 г., 18:42". */
export function printPlacedAt(language: PrintLanguage, date: Date, timeZone: string): string {
  return dateAndTime(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }, date);
}

/** "Място: Партер"; "Place : Parterre" in French. */
export function printLabelled(language: PrintLanguage, label: string, value: string): string {
  return fillText(language.texts.label, { label, value });
}

/** A VAT rate as the language writes numbers: 20 → "20", 9.5 → "9,5" in bg. */
export function printRate(language: PrintLanguage, rate: number): string {
  return new Intl.NumberFormat(language.intl, { maximumFractionDigits: 2 }).format(rate);
}

/** A ticket's place as the seat plan writes it (ADR 060); row and seat are absent for an unreserved area's place. */
export interface PrintedPlace {
  area: string;
  row?: string | null;
  seat?: string | null;
  zone?: string;
  entrance?: string | null;
}

/** "Партер, ред F, място 12"; the area alone for a place sold by count. */
export function printPlace(language: PrintLanguage, place: PrintedPlace): string {
  const { texts } = language;
  const parts = [place.area];
  if (place.row) parts.push(fillText(texts.row, { row: place.row }));
  if (place.seat) parts.push(fillText(texts.seatNumber, { seat: place.seat }));
  return parts.filter((part) => part.trim() !== '').join(', ');
}

/** The counter's payment methods by their codes (ADR 061); any other method is printed as given. */
const METHOD_WORDS: Record<string, keyof Pick<PrintTexts, 'cash' | 'card'>> = {
  'counter-cash': 'cash',
  'counter-card-terminal': 'card',
};

export function printPaymentMethod(language: PrintLanguage, method: string): string {
  const word = METHOD_WORDS[method];
  return word ? language.texts[word] : method;
}

/** "ДУБЛИКАТ № 2" for the second reprint; null for a first print (0 or no count). */
export function printReprintMark(language: PrintLanguage, reprint: number | undefined): string | null {
  return reprint && reprint > 0 ? fillText(language.texts.reprint, { n: reprint }) : null;
}
