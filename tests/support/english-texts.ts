import { type Messages, messages } from './checkout';
import type { Page } from './fixtures';
import { shopQuery } from './shop-api';

/**
 * Our English texts, as phrases a page in another language must not show: the English
 * message file and the English seed texts a shopper reads (the catalog: collections,
 * products and tickets with their descriptions and variants; plays' titles and
 * summaries; delivery and payment), read from the freshly seeded Vendure in English.
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

/** Delivery and payment as Vendure names them in English (seed.ts); the Shop API lists them only for an order. */
const ENGLISH_METHODS = ['Pick up at the box office', 'Courier to an address', 'Express courier', 'Test card'];

const CATALOG = `query {
  collections(options: { take: 100 }) { items { id name description } }
  products(options: { take: 100 }) { items { id name description variants { id name } } }
  plays(options: { take: 100 }) { items { id title summary } }
}`;

/** Each seed text in a language, keyed by entity and field, so English can be compared with it. */
async function seedTexts(languageCode: string): Promise<Map<string, string>> {
  const data = await shopQuery(CATALOG, {}, languageCode);
  const texts = new Map<string, string>();
  const put = (key: string, text: string | null | undefined) => text && texts.set(key, text);
  for (const c of data.collections.items) {
    put(`c${c.id}.name`, c.name);
    put(`c${c.id}.description`, c.description);
  }
  for (const p of data.products.items) {
    put(`p${p.id}.name`, p.name);
    put(`p${p.id}.description`, p.description);
    for (const v of p.variants) put(`v${v.id}.name`, v.name);
  }
  for (const play of data.plays.items) {
    put(`play${play.id}.title`, play.title);
    put(`play${play.id}.summary`, play.summary);
  }
  return texts;
}

/** Markup out, entities read: what the reader sees of a description. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');

export async function englishPhrases(locale: string): Promise<string[]> {
  const en = messages('en');
  const own: Messages = messages(locale);
  const phrases = new Set<string>();
  for (const [key, text] of Object.entries(en) as Array<[keyof Messages, string]>) {
    if (key === ('$schema' as keyof Messages) || own[key] === text) continue;
    for (const phrase of phrasesOf(text)) phrases.add(phrase);
  }
  const [english, translated] = await Promise.all([seedTexts('en'), seedTexts(locale === 'pt' ? 'pt_BR' : locale)]);
  for (const [key, text] of english) {
    // A name may be the same in every language ("Foyer"); a description or summary left in English is English.
    const isName = key.endsWith('.name') || key.endsWith('.title');
    if (isName && translated.get(key) === text) continue;
    for (const line of plain(text).split(/\n+|(?<=[.!?])\s+/))
      for (const phrase of phrasesOf(line)) phrases.add(phrase);
  }
  for (const method of ENGLISH_METHODS) phrases.add(method);
  return [...phrases];
}

/**
 * What a reader meets on the page: its text, title and description, the alternative
 * texts and labels of its controls, and its structured data.
 */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
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
