import { useUserSettings } from '@vendure/dashboard';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type KeptTexts, keepEdit, languagesWithText, restoreEdits, type TextRow } from './kept-texts';

/**
 * Keeps every text typed on a theatre form under its language, and puts the texts back
 * whenever the Dashboard resets the form (kept-texts.ts says why it does). Answers the
 * languages that hold typed texts, and `forget` for once they are saved.
 */
export function useKeptTexts(form: UseFormReturn<any>, texts: readonly string[]) {
  const { contentLanguage } = useUserSettings().settings;
  // Read in the form's change callback, which outlives a render.
  const shown = useRef(contentLanguage);
  shown.current = contentLanguage;
  const kept = useRef<KeptTexts>({});
  const [written, setWritten] = useState<string[]>([]);

  const restore = useCallback(() => {
    const rows = (form.getValues('translations') ?? []) as TextRow[];
    for (const change of restoreEdits(rows, kept.current)) {
      form.setValue(change.path, change.value, { shouldDirty: true });
    }
  }, [form]);

  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      // A change without a field's name is a reset: new values replaced what was typed.
      if (name === undefined) {
        queueMicrotask(restore);
        return;
      }
      const next = keepEdit(kept.current, name, (values.translations ?? []) as TextRow[], texts, shown.current);
      if (next === kept.current) return;
      kept.current = next;
      const languages = languagesWithText(next);
      setWritten((before) => (before.join() === languages.join() ? before : languages));
    });
    return () => watching.unsubscribe();
  }, [form, texts, restore]);

  // After every render as well: a reset that announced no change still finds its texts back.
  useEffect(() => restore());

  const forget = useCallback(() => {
    kept.current = {};
    setWritten([]);
  }, []);
  return { written, forget };
}
