import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageCatalog } from './message-format';

const catalog: MessageCatalog = {
  hello: 'Hello {name}',
  tickets: [
    {
      declarations: ['input count', 'local countPlural = count: plural'],
      selectors: ['countPlural'],
      match: {
        'countPlural=one': '{count} billet',
        'countPlural=many': '{count} de billets',
        'countPlural=other': '{count} billets',
      },
    },
  ],
  fallback: [
    {
      declarations: ['input count', 'local countPlural = count: plural'],
      selectors: ['countPlural'],
      match: { 'countPlural=one': 'one', 'countPlural=*': 'some {count}' },
    },
  ],
};

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage(catalog, 'en-US', 'hello', { name: 'Ana' })).toBe('Hello Ana');
  });

  it("chooses the plural variant by the language's CLDR rules", () => {
    expect(formatMessage(catalog, 'fr-FR', 'tickets', { count: 1 })).toBe('1 billet');
    // French counts 0 and 1 as "one", and a million as "many".
    expect(formatMessage(catalog, 'fr-FR', 'tickets', { count: 0 })).toBe('0 billet');
    expect(formatMessage(catalog, 'fr-FR', 'tickets', { count: 2 })).toBe('2 billets');
    expect(formatMessage(catalog, 'fr-FR', 'tickets', { count: 1_000_000 })).toBe('1000000 de billets');
    expect(formatMessage(catalog, 'en-US', 'tickets', { count: 0 })).toBe('0 billets');
  });

  it('prefers an exact variant and falls back to the catch-all', () => {
    expect(formatMessage(catalog, 'en-US', 'fallback', { count: 1 })).toBe('one');
    expect(formatMessage(catalog, 'en-US', 'fallback', { count: 3 })).toBe('some 3');
  });

  it('refuses an unknown key or a missing placeholder rather than sending a broken email', () => {
    expect(() => formatMessage(catalog, 'en-US', 'nope')).toThrow(/No message nope/);
    expect(() => formatMessage(catalog, 'en-US', 'hello')).toThrow(/needs \{name\}/);
  });
});
