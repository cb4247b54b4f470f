/**
 * Which language a name is taken from when it is missing in the one asked for (ADR 056):
 * the language asked for, then English (Vendure's default language, which the Shop API
 * falls back to), then Bulgarian (the theatre's own), then any other language that has
 * it, in the order given. A text
 * of only spaces counts as missing, so a form saved with an empty field never shows as
 * empty. Pure, for both programs.
 */
export const TEXT_FALLBACK_LANGUAGES = ['en', 'bg'] as const;

/** The languages to look in, in order, for a text asked for in `language` (Vendure's code, e.g. pt_BR). */
export function fallbackOrder(language: string): string[] {
  return [language, ...TEXT_FALLBACK_LANGUAGES.filter((fallback) => fallback !== language)];
}

/**
 * The first non-blank value of `field` along the fallback order; `undefined` only when no
 * translation has one (callers say what stands in then, never a slug).
 */
export function translatedText<T extends { languageCode: string }>(
  translations: readonly T[] | undefined,
  field: keyof T,
  language: string,
): string | undefined {
  const textOf = (translation: T | undefined) => {
    const value = translation?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const all = translations ?? [];
  for (const code of fallbackOrder(language)) {
    const value = textOf(all.find((t) => t.languageCode === code));
    if (value !== undefined) return value;
  }
  for (const translation of all) {
    const value = textOf(translation);
    if (value !== undefined) return value;
  }
  return undefined;
}
