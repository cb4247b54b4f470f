/**
 * The shape of Foyer's seed content. The data files beside this one are plain
 * typed constants; `seed.ts` turns them into Vendure entities on first start.
 */

/** Vendure language codes the shop is translated into. */
export const SEED_LANGUAGES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt_BR'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** A text in all seven languages: leaving one out is a compile error. */
export type AllLanguages = Record<SeedLanguage, string>;
/**
 * A text in Bulgarian and English only. Only the history page and the festival page
 * use it: the site publishes them in those two languages (`/about/history-bg|en`,
 * `/festivals/todor-kolev-bg|en`); other languages fall back to English.
 */
export type BgEn = { bg: string; en: string };
/**
 * A person's name: Cyrillic in bg, the person's own Latin spelling in en, which every
 * other language writes the same way (a living person's name is not translated).
 */
export type PersonName = { bg: string; en: string };

export interface SeedStage {
  slug: string;
  name: AllLanguages;
  description: AllLanguages;
  capacity: number;
  /** Postal address, one line. */
  address: AllLanguages;
}

export interface SeedActor {
  slug: string;
  name: PersonName;
  /** One sentence, all seven languages. */
  summary: AllLanguages;
  /** Two or three paragraphs separated by blank lines. */
  biography: AllLanguages;
  /** Year the actor joined the company. */
  memberSince: number;
}

export interface SeedCastMember {
  actorSlug: string;
  /** The character's name. */
  character: AllLanguages;
}

export interface SeedPlay {
  slug: string;
  title: AllLanguages;
  /** One sentence, all seven languages. */
  summary: AllLanguages;
  /** Three paragraphs separated by blank lines. */
  synopsis: AllLanguages;
  /** Classic authors are spelled differently per language (Tschechow, Tchekhov, Chéjov). */
  author: AllLanguages;
  director: PersonName;
  durationMinutes: number;
  /** e.g. "12+" */
  ageRating: string;
  premiereYear: number;
  /** The stage the play is usually given on. */
  stageSlug: string;
  cast: SeedCastMember[];
  /** Full ticket price in euro cents, tax included. */
  ticketPrice: number;
  /** How many gallery images the play has (2 to 4). */
  galleryImages: number;
}

/**
 * A performance of the seed. Most are on a day after the seeding date at a local time;
 * one is hours after the seeding itself, so that its door is open right away and the
 * check-in page can be tried on a fresh shop (the door opens 12 hours before a
 * performance starts, ADR 035).
 */
export type SeedPerformance = {
  playSlug: string;
  stageSlug: string;
  /** Seats still free: the ticket variant's stock. 0 means sold out. */
  freeSeats: number;
} & (
  | {
      /** Days after the seeding date. */
      dayOffset: number;
      /** Local time, "HH:MM". */
      time: string;
    }
  | {
      /** Hours after the seed runs, rounded to the nearest half hour. */
      hoursFromSeed: number;
    }
);

export interface SeedFestivalProgrammeItem {
  /** Day of the edition, 1-based. */
  day: number;
  title: BgEn;
  /** A play of the repertoire, when the item is one. */
  playSlug?: string;
}

export interface SeedFestivalEdition {
  year: number;
  theme: BgEn;
  programme: SeedFestivalProgrammeItem[];
}

export interface SeedFestival {
  slug: string;
  name: AllLanguages;
  summary: AllLanguages;
  /** Two or three paragraphs separated by blank lines. */
  description: BgEn;
  editions: SeedFestivalEdition[];
  galleryImages: number;
}

export interface SeedPage {
  slug: string;
  title: AllLanguages;
  summary: AllLanguages;
  /** Several paragraphs separated by blank lines; "## " starts a heading. */
  body: BgEn;
}

export interface SeedCollection {
  slug: string;
  parentSlug?: string;
  name: AllLanguages;
  description: AllLanguages;
}

export interface SeedOptionGroup {
  code: string;
  name: AllLanguages;
  options: { code: string; name: AllLanguages }[];
}

export interface SeedVariant {
  sku: string;
  /** One option code per option group, in group order. Empty when the product has no options. */
  options: string[];
  /** Euro cents, tax included. */
  price: number;
  stock: number;
}

export interface SeedProduct {
  slug: string;
  name: AllLanguages;
  description: AllLanguages;
  collectionSlugs: string[];
  /** "standard" (20 % VAT) or "reduced" (9 % VAT: printed books and scripts). */
  taxCategory: 'standard' | 'reduced';
  optionGroups: SeedOptionGroup[];
  variants: SeedVariant[];
  /** A hue 0-359 for the generated product image. */
  hue: number;
}
