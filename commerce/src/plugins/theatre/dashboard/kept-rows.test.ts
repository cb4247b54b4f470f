import { describe, expect, it } from 'vitest';
import {
  type KeptRows,
  keepRowEdit,
  keepRowsPresent,
  newRowKey,
  noRows,
  type Row,
  restoreRows,
  rowLanguagesWithText,
  rowsIn,
  savedRowKey,
  withoutRowKeys,
} from './kept-rows';

/** A saved play's form: two roles read from the server, each in Bulgarian only. */
const savedPlay = (): Row => ({
  slug: 'the-seagull',
  translations: [{ languageCode: 'bg', title: 'Чайка' }],
  cast: [
    { key: 'cast:7', actorId: '1', translations: [{ id: '70', languageCode: 'bg', character: 'Нина' }] },
    { key: 'cast:8', actorId: '2', translations: [{ id: '80', languageCode: 'bg', character: 'Треплев' }] },
  ],
});

/** Types `text` as a role's name in `language`, as the row's text input does. */
function type(values: Row, rowIndex: number, language: string, text: string): { values: Row; path: string } {
  const next = structuredClone(values);
  const row = (next.cast as Row[])[rowIndex] as Row;
  const translations = row.translations as Row[];
  const index = translations.findIndex((t) => t.languageCode === language);
  if (index >= 0) {
    (translations[index] as Row).character = text;
    return { values: next, path: `cast.${rowIndex}.translations.${index}.character` };
  }
  translations.push({ languageCode: language, character: text });
  return { values: next, path: `cast.${rowIndex}.translations.${translations.length - 1}` };
}

/** The translations of the row at `path`, to type into as the row's text input does. */
function translationsAt(values: Row, path: string): Row[] {
  const row = path.split('.').reduce<unknown>((value, part) => (value as Row)[part], values) as Row;
  return row.translations as Row[];
}

/** Applies restore changes as the form's setValue would. */
const apply = (values: Row, changes: Array<{ path: string; value: unknown }>) => ({
  ...values,
  ...Object.fromEntries(changes.map((change) => [change.path, change.value])),
});

describe('texts kept in nested rows, by row and language', () => {
  it('keeps a role’s name under its row’s key and the language of the translation typed in', () => {
    const typed = type(savedPlay(), 1, 'en', 'Treplev');
    const kept = keepRowEdit(noRows, typed.path, typed.values);
    expect(kept.texts).toEqual({ 'cast:8': { en: { character: 'Treplev' } } });
    const more = type(typed.values, 1, 'en', 'Konstantin Treplev');
    expect(keepRowEdit(kept, more.path, more.values).texts).toEqual({
      'cast:8': { en: { character: 'Konstantin Treplev' } },
    });
  });

  it('ignores the form’s own texts, non-text fields and rows without a key', () => {
    const values = savedPlay();
    expect(keepRowEdit(noRows, 'translations.0.title', values)).toBe(noRows);
    expect(keepRowEdit(noRows, 'cast.0.actorId', values)).toBe(noRows);
    const keyless = { cast: [{ actorId: '', translations: [{ languageCode: 'en', character: 'Nina' }] }] };
    expect(keepRowEdit(noRows, 'cast.0.translations.0.character', keyless)).toBe(noRows);
  });

  it('puts the text back into the same role after a reset reordered nothing but dropped the typing', () => {
    const typed = type(savedPlay(), 1, 'en', 'Treplev');
    const kept = keepRowEdit(noRows, typed.path, typed.values);
    const reset = savedPlay();
    const changes = restoreRows(reset, kept, { addMissing: true });
    expect(changes.map((change) => change.path)).toEqual(['cast']);
    const restored = apply(reset, changes);
    expect((restored.cast as Row[])[1]?.translations).toEqual([
      { id: '80', languageCode: 'bg', character: 'Треплев' },
      { languageCode: 'en', character: 'Treplev' },
    ]);
    expect((restored.cast as Row[])[0]).toEqual((reset.cast as Row[])[0]);
    expect(restoreRows(restored, kept, { addMissing: true })).toEqual([]);
  });

  it('follows the row, not the position: a role moved up keeps its own name', () => {
    const typed = type(savedPlay(), 1, 'en', 'Treplev');
    const kept = keepRowEdit(noRows, typed.path, typed.values);
    const moved = { ...savedPlay(), cast: [...(savedPlay().cast as Row[])].reverse() };
    const restored = apply(moved, restoreRows(moved, kept, { addMissing: true }));
    const [first, second] = restored.cast as Row[];
    expect(first?.key).toBe('cast:8');
    expect(first?.translations).toContainEqual({ languageCode: 'en', character: 'Treplev' });
    expect(second?.translations).toEqual([{ id: '70', languageCode: 'bg', character: 'Нина' }]);
  });

  it('puts a role added on a new play back, where it was, after a reset to the Dashboard’s seeded blank row', () => {
    const key = newRowKey();
    const form: Row = { translations: [], cast: [{ key, actorId: '3', translations: [] }] };
    const typed = type(form, 0, 'en', 'Nina');
    let kept = keepRowEdit(noRows, typed.path, typed.values);
    kept = keepRowsPresent(kept, typed.values);
    const reset: Row = { translations: [], cast: [{ actorId: '', translations: [{ languageCode: 'bg' }] }] };
    const restored = apply(reset, restoreRows(reset, kept, { addMissing: true }));
    expect(restored.cast).toEqual([{ key, actorId: '3', translations: [{ languageCode: 'en', character: 'Nina' }] }]);
  });

  it('does not add rows back when it is not after a reset, and forgets a removed row', () => {
    const key = newRowKey();
    const typed = type({ cast: [{ key, actorId: '3', translations: [] }] }, 0, 'en', 'Nina');
    const kept = keepRowsPresent(keepRowEdit(noRows, typed.path, typed.values), typed.values);
    const removed: Row = { cast: [] };
    expect(restoreRows(removed, kept, { addMissing: false })).toEqual([]);
    expect(keepRowsPresent(kept, removed)).toEqual(noRows);
  });

  it('keeps a programme item’s title inside a new edition, and both come back together', () => {
    const edition = newRowKey();
    const item = newRowKey();
    const values: Row = {
      editions: [
        { key: 'edition:4', year: 2025, translations: [], programme: [] },
        { key: edition, year: 2026, translations: [], programme: [{ key: item, day: 1, translations: [] }] },
      ],
    };
    translationsAt(values, 'editions.1.programme.0').push({ languageCode: 'en', title: 'Opening' });
    let kept = keepRowEdit(noRows, 'editions.1.programme.0.translations.0', values);
    kept = keepRowsPresent(kept, values);
    expect(kept.texts).toEqual({ [item]: { en: { title: 'Opening' } } });
    expect(Object.keys(kept.added).sort()).toEqual([edition, item].sort());
    expect(kept.added[item]).toMatchObject({ parent: edition, list: 'programme', index: 0 });

    const reset: Row = { editions: [{ key: 'edition:4', year: 2025, translations: [], programme: [] }] };
    const restored = apply(reset, restoreRows(reset, kept, { addMissing: true }));
    expect(rowsIn(restored).map((found) => [found.path, found.key])).toEqual([
      ['editions.0', 'edition:4'],
      ['editions.1', edition],
      ['editions.1.programme.0', item],
    ]);
    expect(restoreRows(restored, kept, { addMissing: true })).toEqual([]);
  });

  it('keeps a saved edition’s theme typed in a second language through a re-read', () => {
    const saved = (): Row => ({
      editions: [
        {
          key: savedRowKey('edition', 4),
          year: 2025,
          translations: [{ id: '40', languageCode: 'bg', theme: 'Граници' }],
          programme: [],
        },
      ],
    });
    const typed = saved();
    translationsAt(typed, 'editions.0').push({ languageCode: 'en', theme: 'Borders' });
    const kept: KeptRows = keepRowEdit(noRows, 'editions.0.translations.1', typed);
    const restored = apply(saved(), restoreRows(saved(), kept, { addMissing: true }));
    expect(restored).toEqual(typed);
  });

  it('marks the languages typed in rows, not those only cleared', () => {
    const kept: KeptRows = {
      texts: { 'cast:7': { en: { character: 'Nina' } }, 'cast:8': { de: { character: ' ' }, en: { character: 'X' } } },
      added: {},
    };
    expect(rowLanguagesWithText(kept)).toEqual(['en']);
  });

  it('sends rows without their keys', () => {
    const input = { slug: 'x', key: 'not a row', cast: [{ key: 'cast:7', actorId: '1', translations: [] }] };
    expect(withoutRowKeys(input)).toEqual({ slug: 'x', key: 'not a row', cast: [{ actorId: '1', translations: [] }] });
  });
});
