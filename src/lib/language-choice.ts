import { isLocale, type Locale } from './locales';
import { safeReturnTo } from './return-to';

/**
 * The phone's language form (GET /language?locale=de&path=/plays): the chosen language
 * and the page to show in it. The path must be a local path of ours, one `/` then
 * no `//`, no `\`, no control character, so the answer can never send the visitor to
 * another site; anything else is the language's home page. An unknown locale is no
 * choice at all (null).
 */
export function languageChoice(locale: unknown, path: unknown): { locale: Locale; path: string } | null {
  if (!isLocale(locale)) return null;
  const local = safeReturnTo(path);
  return { locale, path: local && !local.includes('//') ? local : '/' };
}
