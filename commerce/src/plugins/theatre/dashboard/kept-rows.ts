/**
 * The texts typed in a form's nested rows (a play's cast, a festival's editions and their
 * programme), kept the way kept-texts.ts keeps the form's own texts: outside the form, so
 * that a reset of the Dashboard's form does not drop them.
 *
 * A reset rebuilds the rows from what the page was built from, so a row's position says
 * nothing about which row it was: each row carries a `key` instead, `<kind>:<id>` for a
 * saved row (the same after every re-read) and `new:…` for one added on the page. Texts
 * are kept by that key and the language of the translation they were typed in, and a row
 * added on the page is kept whole, to be put back when a reset drops it.
 */
import type { KeptTexts, Restore } from './kept-texts';

/** A row of a nested list as the form holds it. */
export type Row = Record<string, unknown>;

/** Where an added row was, and what it held when last seen. */
export interface AddedRow {
  /** The key of the row whose list holds it; null for a list of the form itself. */
  parent: string | null;
  list: string;
  index: number;
  row: Row;
}

export interface KeptRows {
  /** Row key → language → text field → the text typed in it. */
  readonly texts: Readonly<Record<string, KeptTexts>>;
  /** Rows added on this page, by key, as last seen. */
  readonly added: Readonly<Record<string, AddedRow>>;
}

export const noRows: KeptRows = { texts: {}, added: {} };

/** The key of a saved row: its kind ("cast", "edition", "item") keeps ids of different tables apart. */
export const savedRowKey = (kind: string, id: string | number) => `${kind}:${id}`;

let added = 0;
/** The key of a row added on the page; unique within the page's life, which is all it needs. */
export const newRowKey = () => `new:${Date.now().toString(36)}-${++added}`;

const isNew = (key: string) => key.startsWith('new:');
const isRow = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as Row).translations);
const keyOf = (row: Row) => (typeof row.key === 'string' && row.key !== '' ? row.key : undefined);

interface Located extends AddedRow {
  path: string;
  key: string | undefined;
}

/**
 * Every row of every nested list, depth first: a list is any field other than
 * `translations` whose items are rows with translations of their own.
 */
export function rowsIn(holder: Row, prefix = '', parent: string | null = null): Located[] {
  const found: Located[] = [];
  for (const [list, value] of Object.entries(holder)) {
    if (list === 'translations' || !Array.isArray(value) || !value.some(isRow)) continue;
    value.forEach((row, index) => {
      if (!isRow(row)) return;
      const path = `${prefix}${list}.${index}`;
      const key = keyOf(row);
      found.push({ path, key, parent, list, index, row });
      found.push(...rowsIn(row, `${path}.`, key ?? null));
    });
  }
  return found;
}

function at(values: Row, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value as Row | undefined)?.[part], values);
}

const ROW_TEXT = /^(.+)\.translations\.(\d+)(?:\.([A-Za-z]\w*))?$/;
const NOT_TEXTS = new Set(['id', 'languageCode', 'key']);

/**
 * What a change at `path` adds to the kept texts: a text of a keyed row's translation
 * (one field, or all of a translation just added), under that translation's language.
 * Anything else leaves them as they are.
 */
export function keepRowEdit(kept: KeptRows, path: string, values: Row): KeptRows {
  const match = ROW_TEXT.exec(path);
  if (!match) return kept;
  const [, rowPath, index, field] = match as unknown as [string, string, string, string | undefined];
  const row = at(values, rowPath);
  const key = isRow(row) ? keyOf(row) : undefined;
  const translation = isRow(row) ? (row.translations as Row[])[Number(index)] : undefined;
  const language = translation?.languageCode;
  if (!key || !translation || typeof language !== 'string') return kept;
  const fields = field ? [field] : Object.keys(translation).filter((name) => !NOT_TEXTS.has(name));
  const before = kept.texts[key]?.[language] ?? {};
  let texts = before;
  for (const name of fields) {
    const value = translation[name];
    if (typeof value === 'string' && texts[name] !== value) texts = { ...texts, [name]: value };
  }
  if (texts === before) return kept;
  return { ...kept, texts: { ...kept.texts, [key]: { ...kept.texts[key], [language]: texts } } };
}

/**
 * The kept rows after a change the editor made: rows added on the page as they are now,
 * and nothing kept for a row no longer in the form (removed). Not to be used between a
 * reset and its restore, when the rows missing are exactly the ones to put back.
 */
export function keepRowsPresent(kept: KeptRows, values: Row): KeptRows {
  const rows = rowsIn(values).filter((found): found is Located & { key: string } => found.key !== undefined);
  const present = new Set(rows.map((found) => found.key));
  const added: Record<string, AddedRow> = {};
  for (const { key, parent, list, index, row } of rows) {
    if (isNew(key)) added[key] = { parent, list, index, row: structuredClone(row) };
  }
  const removed = Object.keys(kept.texts).some((key) => !present.has(key));
  const texts = removed
    ? Object.fromEntries(Object.entries(kept.texts).filter(([key]) => present.has(key)))
    : kept.texts;
  return { texts, added };
}

/**
 * The changes that put kept rows and texts back into the form: after a reset
 * (`addMissing`), each added row the form lost goes back where it was (its list's keyless
 * rows, the Dashboard's seeded blanks, making way); then each kept text goes into its
 * row's translation of its language, added when the row has none. Each list that changes
 * is set whole. Nothing when the form already holds them, so it settles.
 */
export function restoreRows(values: Row, kept: KeptRows, { addMissing }: { addMissing: boolean }): Restore[] {
  const next = structuredClone(values);
  if (addMissing) {
    let inserted = true;
    while (inserted) {
      inserted = false;
      const present = new Map(rowsIn(next).map((found) => [found.key, found]));
      for (const [key, { parent, list, index, row }] of Object.entries(kept.added)) {
        if (present.has(key)) continue;
        const holder = parent === null ? next : present.get(parent)?.row;
        if (!holder) continue; // its parent is missing too: it comes back with it, or on the next pass
        const rows = ((holder[list] ?? []) as Row[]).filter((other) => !isRow(other) || keyOf(other) !== undefined);
        rows.splice(Math.min(index, rows.length), 0, structuredClone(row));
        holder[list] = rows;
        inserted = true;
        break; // positions moved: look again
      }
    }
  }
  const byKey = new Map(rowsIn(next).map((found) => [found.key, found.row]));
  for (const [key, languages] of Object.entries(kept.texts)) {
    const row = byKey.get(key);
    if (!row) continue;
    const translations = row.translations as Row[];
    for (const [language, fields] of Object.entries(languages)) {
      const translation = translations.find((t) => t.languageCode === language);
      if (translation) Object.assign(translation, fields);
      else translations.push({ languageCode: language, ...fields });
    }
  }
  return Object.keys(next)
    .filter((field) => field !== 'translations' && JSON.stringify(next[field]) !== JSON.stringify(values[field]))
    .map((field) => ({ path: field, value: next[field] }));
}

/** The languages with something typed in some row, for the language choice to mark. */
export function rowLanguagesWithText(kept: KeptRows): string[] {
  const languages = Object.values(kept.texts).flatMap((byLanguage) =>
    Object.entries(byLanguage)
      .filter(([, fields]) => Object.values(fields).some((text) => text.trim() !== ''))
      .map(([language]) => language),
  );
  return [...new Set(languages)];
}

/** The input without the rows' keys, which only the form knows. */
export function withoutRowKeys<T>(input: T): T {
  if (Array.isArray(input)) return input.map(withoutRowKeys) as T;
  if (input === null || typeof input !== 'object') return input;
  const entries = Object.entries(input).filter(([field]) => !(field === 'key' && isRow(input)));
  return Object.fromEntries(entries.map(([field, value]) => [field, withoutRowKeys(value)])) as T;
}
