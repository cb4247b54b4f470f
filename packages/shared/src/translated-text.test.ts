import { describe, expect, it } from 'vitest';
import { fallbackOrder, translatedText } from './translated-text.ts';

const play = (titles: Record<string, string>) =>
  Object.entries(titles).map(([languageCode, title]) => ({ languageCode, title }));

describe('translatedText', () => {
  it('takes the language asked for, then en, then bg, then any other', () => {
    expect(fallbackOrder('de')).toEqual(['de', 'en', 'bg']);
    expect(fallbackOrder('bg')).toEqual(['bg', 'en']);
    const all = play({ en: 'The Seagull', bg: 'Чайка', de: 'Die Möwe' });
    expect(translatedText(all, 'title', 'de')).toBe('Die Möwe');
    expect(translatedText(all, 'title', 'fr')).toBe('The Seagull');
    expect(translatedText(play({ en: 'The Seagull', it: 'Il gabbiano' }), 'title', 'fr')).toBe('The Seagull');
    expect(translatedText(play({ it: 'Il gabbiano' }), 'title', 'pt_BR')).toBe('Il gabbiano');
  });

  it('treats an empty or blank text as missing, and says so when none has one', () => {
    expect(translatedText(play({ de: '', en: '  ', bg: 'Чайка' }), 'title', 'de')).toBe('Чайка');
    expect(translatedText(play({ de: '', bg: '' }), 'title', 'de')).toBeUndefined();
    expect(translatedText<{ languageCode: string; title: string }>(undefined, 'title', 'de')).toBeUndefined();
  });
});
