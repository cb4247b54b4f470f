import { ticketProductName } from '@foyer/shared/ticket-names';
import { collections, couponPromotion, products } from '../../commerce/src/seed/data/catalog.data';
import {
  countryCodes,
  paymentMethods,
  shippingMethods,
  taxRates,
  zoneName,
} from '../../commerce/src/seed/data/shop.data';
import { actors, plays, stages } from '../../commerce/src/seed/data/theatre.data';
import { type Messages, messages } from './checkout';
import type { Page } from './fixtures';

/**
 * Our English texts, as phrases a page in another language must not show: the English
 * message file and the English seed texts a shopper reads (commerce/src/seed/data:
 * the catalog, the plays, stages and actors, delivery and payment, the FOYER10
 * promotion, the ticket products' names, Vendure's tax rates and zone). Texts that
 * tests write into Vendure are not ours, and are not looked for.
 * A phrase counts when it has two words or more; a message or a name also only when
 * the language's own text differs from it (a name that stays "Foyer" in every
 * language is not English left behind).
 */

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

/** A message's fixed parts: placeholders split it, each part is a phrase of its own. */
function phrasesOf(text: string): string[] {
  return text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => words(part) >= 2);
}

/**
 * A message's texts: itself, or for a message with plural variants (the inlang format's
 * `[{ declarations, selectors, match }]`) the text of each variant.
 */
function textsOf(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (!Array.isArray(message)) return [];
  return message.flatMap((variant: { match?: Record<string, unknown> }) =>
    Object.values(variant.match ?? {}).filter((text): text is string => typeof text === 'string'),
  );
}

/** Every translation record (an object with `en` and `bg` texts) in the seed data, found by walking it. */
function translations(value: unknown, found: Array<Record<string, string>> = []) {
  if (Array.isArray(value)) {
    for (const item of value) translations(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.bg === 'string') found.push(record as Record<string, string>);
    else for (const child of Object.values(record)) translations(child, found);
  }
  return found;
}

/**
 * The seed's texts a shopper reads on the pages walked: the catalog, the plays, stages
 * and actors, delivery and payment. The history and festival pages are written in
 * Bulgarian and English only (their own -bg and -en routes), so they are left out.
 */
const SEED = [collections, products, plays, stages, actors, shippingMethods, paymentMethods, couponPromotion];

/** "Tickets for “Tartuffe”": each play's ticket product, as the seed and the Dashboard name it. */
const ticketNames: Array<Record<string, string>> = plays.map((play) => ({
  en: ticketProductName('en', play.title.en),
  bg: ticketProductName('bg', play.title.bg),
  de: ticketProductName('de', play.title.de),
  es: ticketProductName('es', play.title.es),
  fr: ticketProductName('fr', play.title.fr),
  it: ticketProductName('it', play.title.it),
  pt_BR: ticketProductName('pt_BR', play.title.pt_BR),
}));

/**
 * Vendure's own names, in English only: the tax rates as the Populator names them
 * ("Standard VAT Europe") and without the zone. A page names the tax in its language.
 */
const vendureNames = taxRates.flatMap((rate) => [`${rate.name} ${zoneName}`, rate.name]);

/** The seed countries' English names ("Bulgaria"), from the runtime's CLDR data as the seed takes them. */
export function englishCountryNames(locale: string): string[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const own = new Intl.DisplayNames([locale === 'pt' ? 'pt-BR' : locale], { type: 'region' });
  // "Bulgaria" is Italian and Spanish too: only a name the language spells otherwise is English left behind.
  return countryCodes.map((code) => english.of(code) ?? code).filter((name, i) => name !== own.of(countryCodes[i]!));
}

/** The English country names the page shows as words of their own ("Bulgarien" does not count as "Bulgaria"). */
export async function englishCountriesOn(page: Page, locale: string): Promise<string[]> {
  const text = await readableText(page);
  return englishCountryNames(locale).filter((name) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text));
}

/** Markup out, entities read: what the reader sees of a description. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');

export function englishPhrases(locale: string): string[] {
  const en = messages('en');
  const own: Messages = messages(locale);
  const phrases = new Set<string>();
  for (const [key, message] of Object.entries(en) as Array<[keyof Messages, unknown]>) {
    if (key === ('$schema' as keyof Messages)) continue;
    const ownTexts = new Set(textsOf(own[key]));
    for (const text of textsOf(message)) {
      // A text the language shares with English (a name, a number's form) is not a leftover.
      if (ownTexts.has(text)) continue;
      for (const phrase of phrasesOf(text)) phrases.add(phrase);
    }
  }
  const language = locale === 'pt' ? 'pt_BR' : locale;
  for (const name of vendureNames) phrases.add(name);
  for (const record of [...translations(SEED), ...ticketNames]) {
    const text = record.en ?? '';
    // People's names have one Latin spelling outside Bulgarian: not a text to translate.
    if (record[language] === undefined) continue;
    // A name may be the same in every language ("Foyer"); a sentence left in English is English.
    if (record[language] === text && words(text) < 4) continue;
    for (const line of plain(text).split(/\n+|(?<=[.!?])\s+/))
      for (const phrase of phrasesOf(line)) phrases.add(phrase);
  }
  return [...phrases];
}

/**
 * What a reader meets on the page: its text, title and description, the alternative
 * texts and labels of its controls, and its structured data.
 */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // innerText is the text as rendered for a reader (no script or style contents), which is the point here.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a reader meets
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) parts.push(element.getAttribute(name) ?? '');
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"]')) {
      parts.push(meta.getAttribute('content') ?? '');
    }
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      parts.push(script.textContent ?? '');
    }
    return parts.join('\n').replace(/\s+/g, ' ');
  });
}

/** The English phrases the page shows; empty when every word is in the page's language. */
export async function englishOn(page: Page, phrases: string[]): Promise<string[]> {
  const text = await readableText(page);
  return phrases.filter((phrase) => text.includes(phrase));
}
