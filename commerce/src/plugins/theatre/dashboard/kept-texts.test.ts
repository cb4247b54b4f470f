import { describe, expect, it } from 'vitest';
import { type KeptTexts, keepEdit, languagesWithText, restoreEdits } from './kept-texts';

const texts = ['title', 'summary'];
const seeded = [
  { languageCode: 'bg', title: '', summary: '' },
  { languageCode: 'en', title: '', summary: '' },
];

describe('texts kept by language', () => {
  it('keeps a typed text under the language shown when it was typed', () => {
    const rows = [seeded[0], { languageCode: 'en', title: 'The Seagull', summary: '' }];
    const kept = keepEdit({}, 'translations.1.title', rows, texts, 'en');
    expect(kept).toEqual({ en: { title: 'The Seagull' } });
    const more = keepEdit(kept, 'translations.1.summary', [{}, { ...rows[1], summary: 'A comedy' }], texts, 'en');
    expect(more).toEqual({ en: { title: 'The Seagull', summary: 'A comedy' } });
  });

  it('ignores what is not a text of a translation row (slugs, numbers, the cast’s rows, ids)', () => {
    const kept: KeptTexts = {};
    expect(keepEdit(kept, 'slug', seeded, texts, 'en')).toBe(kept);
    expect(keepEdit(kept, 'cast.0.translations.0.character', seeded, texts, 'en')).toBe(kept);
    expect(keepEdit(kept, 'translations.0.languageCode', seeded, texts, 'en')).toBe(kept);
    expect(keepEdit(kept, 'translations.0.id', seeded, texts, 'en')).toBe(kept);
  });

  it('puts the texts back after the form was reset to blank rows: the English title stays English', () => {
    const kept: KeptTexts = { en: { title: 'The Seagull', summary: 'A comedy' } };
    expect(restoreEdits(seeded, kept)).toEqual([
      { path: 'translations.1.title', value: 'The Seagull' },
      { path: 'translations.1.summary', value: 'A comedy' },
    ]);
  });

  it('adds a row for a language the reset form does not have yet', () => {
    const kept: KeptTexts = { en: { title: 'The Seagull' } };
    expect(restoreEdits([seeded[0]], kept)).toEqual([
      { path: 'translations.1', value: { languageCode: 'en', title: 'The Seagull' } },
    ]);
  });

  it('keeps two languages typed one after the other through a switch between them', () => {
    let kept: KeptTexts = {};
    kept = keepEdit(kept, 'translations.1.title', [seeded[0], { ...seeded[1], title: 'The Seagull' }], texts, 'en');
    kept = keepEdit(kept, 'translations.0.title', [{ ...seeded[0], title: 'Чайка' }, seeded[1]], texts, 'bg');
    expect(restoreEdits(seeded, kept)).toEqual([
      { path: 'translations.1.title', value: 'The Seagull' },
      { path: 'translations.0.title', value: 'Чайка' },
    ]);
    expect(languagesWithText(kept).sort()).toEqual(['bg', 'en']);
  });

  it('changes nothing when the rows already hold the kept texts', () => {
    const rows = [seeded[0], { ...seeded[1], title: 'The Seagull' }];
    expect(restoreEdits(rows, { en: { title: 'The Seagull' } })).toEqual([]);
  });

  it('does not mark a language whose texts were typed and then cleared', () => {
    expect(languagesWithText({ en: { title: '  ' }, bg: { title: 'Чайка' } })).toEqual(['bg']);
  });
});
