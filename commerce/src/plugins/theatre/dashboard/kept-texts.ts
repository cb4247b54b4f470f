/**
 * The texts typed on a theatre form, kept by language outside the form's own state.
 *
 * The Dashboard's form takes new values whenever what it was built from changes (the
 * server's languages arriving, the user's saved settings switching the content language,
 * the entity read again), and taking them drops whatever was typed. Every text typed is
 * therefore also kept here, under the language it was typed in, and put back after any
 * such reset; switching the language only changes which texts are shown.
 */

/** Language code → text field → the text typed in it. */
export type KeptTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A translation row of the form, as the Dashboard holds it. */
export type TextRow = Readonly<Record<string, unknown>>;

/** One change to the form that puts a kept text back: a path and its value. */
export interface Restore {
  path: string;
  value: unknown;
}

const TEXT_PATH = /^translations\.(\d+)\.([A-Za-z]\w*)$/;

/**
 * What a change at `path` adds to the kept texts: a text field of a translation row,
 * under the language shown when it was typed (the row being edited is the shown
 * language's, or a new one about to become it). Anything else leaves them as they are.
 */
export function keepEdit(
  kept: KeptTexts,
  path: string,
  rows: ReadonlyArray<TextRow | undefined>,
  texts: readonly string[],
  shownLanguage: string,
): KeptTexts {
  const match = TEXT_PATH.exec(path);
  if (!match) return kept;
  const [, index, field] = match as unknown as [string, string, string];
  if (!texts.includes(field)) return kept;
  const value = rows[Number(index)]?.[field];
  if (typeof value !== 'string' || kept[shownLanguage]?.[field] === value) return kept;
  return { ...kept, [shownLanguage]: { ...kept[shownLanguage], [field]: value } };
}

/**
 * The changes that put every kept text back into the form's rows: into the row of its
 * language, or into a new row when the form has none for it (yet). Nothing when the
 * rows already hold them, so calling it after every render is cheap and settles.
 */
export function restoreEdits(rows: ReadonlyArray<TextRow | undefined>, kept: KeptTexts): Restore[] {
  const changes: Restore[] = [];
  let next = rows.length;
  for (const [language, fields] of Object.entries(kept)) {
    const index = rows.findIndex((row) => row?.languageCode === language);
    if (index === -1) {
      changes.push({ path: `translations.${next++}`, value: { languageCode: language, ...fields } });
      continue;
    }
    for (const [field, value] of Object.entries(fields)) {
      if (rows[index]?.[field] !== value) changes.push({ path: `translations.${index}.${field}`, value });
    }
  }
  return changes;
}

/** The languages with something typed in them, for the language choice to mark. */
export function languagesWithText(kept: KeptTexts): string[] {
  return Object.entries(kept)
    .filter(([, fields]) => Object.values(fields).some((text) => text.trim() !== ''))
    .map(([language]) => language);
}
