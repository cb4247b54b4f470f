import { useUserSettings } from '@vendure/dashboard';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  type KeptRows,
  keepRowEdit,
  keepRowsPresent,
  noRows,
  type Row,
  restoreRows,
  rowLanguagesWithText,
} from './kept-rows';
import { type KeptTexts, keepEdit, languagesWithText, restoreEdits, type TextRow } from './kept-texts';

/**
 * Keeps every text typed on a theatre form under its language, the form's own and those
 * of its nested rows (kept-rows.ts), and puts them back whenever the Dashboard resets the
 * form (kept-texts.ts says why it does). Answers the languages that hold typed texts, and
 * `forget` for once they are saved.
 */
export function useKeptTexts(form: UseFormReturn<any>, texts: readonly string[]) {
  const { contentLanguage } = useUserSettings().settings;
  // Read in the form's change callback, which outlives a render.
  const shown = useRef(contentLanguage);
  shown.current = contentLanguage;
  const kept = useRef<KeptTexts>({});
  const rows = useRef<KeptRows>(noRows);
  // Between a reset and its restore the rows missing are the ones to put back, not removed ones.
  const resetPending = useRef(false);
  const [written, setWritten] = useState<string[]>([]);

  const restore = useCallback(
    (afterReset: boolean) => {
      const values = form.getValues() as Row;
      const changes = [
        ...restoreEdits((values.translations ?? []) as TextRow[], kept.current),
        ...restoreRows(values, rows.current, { addMissing: afterReset }),
      ];
      for (const change of changes) form.setValue(change.path, change.value, { shouldDirty: true });
      if (afterReset) resetPending.current = false;
    },
    [form],
  );

  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      // A change without a field's name is a reset: new values replaced what was typed.
      if (name === undefined) {
        resetPending.current = true;
        queueMicrotask(() => restore(true));
        return;
      }
      const next = keepEdit(kept.current, name, (values.translations ?? []) as TextRow[], texts, shown.current);
      let nextRows = keepRowEdit(rows.current, name, values as Row);
      if (!resetPending.current) nextRows = keepRowsPresent(nextRows, values as Row);
      const textsChanged = next !== kept.current || nextRows.texts !== rows.current.texts;
      kept.current = next;
      rows.current = nextRows;
      if (!textsChanged) return;
      const languages = [...new Set([...languagesWithText(next), ...rowLanguagesWithText(nextRows)])].sort();
      setWritten((before) => (before.join() === languages.join() ? before : languages));
    });
    return () => watching.unsubscribe();
  }, [form, texts, restore]);

  // After every render as well: a reset that announced no change still finds its texts back.
  useEffect(() => restore(false));

  const forget = useCallback(() => {
    kept.current = {};
    rows.current = noRows;
    setWritten([]);
  }, []);
  return { written, forget };
}
