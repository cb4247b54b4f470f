import { normalizeString } from '@vendure/common/lib/normalize-string';
import { describe, expect, it } from 'vitest';
import { countryName } from '../seed-shop';
import { collections, products } from './catalog.data';
import { SEED_LANGUAGES } from './seed-data.types';
import { paymentMethods, shippingMethods } from './shop.data';
import { actors, festival, pages, plays, stages } from './theatre.data';

type Texts = Record<string, string>;
const OTHER_LANGUAGES = SEED_LANGUAGES.filter((l) => l !== 'bg' && l !== 'en');

/** Every object in `value` that holds a text per seed language, with where it was found. */
function allLanguageTexts(value: unknown, at = ''): [string, Texts][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => allLanguageTexts(item, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (SEED_LANGUAGES.every((l) => typeof record[l] === 'string')) return [[at, record as Texts]];
  const where = typeof record.slug === 'string' ? `${at}(${record.slug})` : at;
  return Object.entries(record).flatMap(([key, child]) => allLanguageTexts(child, `${where}.${key}`));
}

const data = { collections, products, stages, actors, plays, festival, pages, shippingMethods, paymentMethods };
const texts = allLanguageTexts(data);

describe('seed texts', () => {
  it('has no empty text in any language', () => {
    const empty = texts.flatMap(([at, t]) => SEED_LANGUAGES.filter((l) => t[l].trim() === '').map((l) => `${at}.${l}`));
    expect(empty).toEqual([]);
  });

  it('translates every description, biography and synopsis rather than copying the English', () => {
    const long = texts.filter(([at]) => /\.(description|biography|synopsis)$/.test(at));
    expect(long.length).toBeGreaterThan(60);
    const copied = long.flatMap(([at, t]) => OTHER_LANGUAGES.filter((l) => t[l] === t.en).map((l) => `${at}.${l}`));
    expect(copied).toEqual([]);
  });

  it('keeps paragraphs aligned: a translation has as many paragraphs as the English text', () => {
    const paragraphs = (text: string) => text.split('\n\n').length;
    const misaligned = texts.flatMap(([at, t]) =>
      OTHER_LANGUAGES.filter((l) => paragraphs(t[l]) !== paragraphs(t.en)).map((l) => `${at}.${l}`),
    );
    expect(misaligned).toEqual([]);
  });
});

describe('shop settings', () => {
  it("names each method's code as Vendure's Populator derives it from the English name", () => {
    for (const method of [...shippingMethods, ...paymentMethods]) {
      expect(normalizeString(method.name.en, '-')).toBe(method.code);
    }
  });

  it('names countries in each language', () => {
    expect(countryName('bg', 'DE')).toBe('Германия');
    expect(countryName('de', 'BG')).toBe('Bulgarien');
    expect(countryName('pt_BR', 'ES')).toBe('Espanha');
    expect(countryName('en', 'GR')).toBe('Greece');
  });
});
