import { describe, expect, it } from 'vitest';
import { isPlural, keysOf, type Message, missingPluralCategories, placeholdersOf } from './message-checks';

const plural = (match: Record<string, string>): Message => [
  { declarations: ['input count', 'local countPlural = count: plural'], selectors: ['countPlural'], match },
];

describe('message checks', () => {
  it('reads the placeholders of a text and of agreeing variants', () => {
    expect(placeholdersOf('{b} and {a} and {a}')).toEqual(['a', 'b']);
    expect(placeholdersOf('no placeholder')).toEqual([]);
    expect(placeholdersOf(plural({ 'countPlural=one': '{count} seat', 'countPlural=other': '{count} seats' }))).toEqual(
      ['count'],
    );
  });

  it('refuses variants whose placeholders differ', () => {
    expect(() =>
      placeholdersOf(plural({ 'countPlural=one': 'one seat', 'countPlural=other': '{count} seats' })),
    ).toThrow(/different placeholders/);
  });

  it("names the plural categories a language needs and a message lacks (CLDR's, through Intl)", () => {
    const oneOther = plural({ 'countPlural=one': '{count} place', 'countPlural=other': '{count} places' });
    expect(missingPluralCategories(oneOther, 'en-US')).toEqual([]);
    expect(missingPluralCategories(oneOther, 'fr-FR')).toEqual(['many']);
    expect(
      missingPluralCategories(plural({ 'countPlural=one': 'x {count}', 'countPlural=*': 'y {count}' }), 'fr-FR'),
    ).toEqual([]);
    expect(missingPluralCategories('{count} places', 'fr-FR')).toEqual([]);
  });

  it('tells plural messages from texts and leaves $schema out of the keys', () => {
    expect(isPlural(plural({ 'countPlural=other': '{count}' }))).toBe(true);
    expect(isPlural('{count}')).toBe(false);
    expect(keysOf({ $schema: 'x', a: 'b' })).toEqual(['a']);
  });
});
