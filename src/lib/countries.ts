import { FORMAT_LOCALE, type Locale } from './locales';

export interface Country {
  code: string;
  name: string;
}

/**
 * Countries named in the page's language by Intl (as Vendure's seed names them too)
 * and sorted the way readers of that language expect.
 */
export function localizeCountries(countries: Country[], locale: Locale): Country[] {
  const tag = FORMAT_LOCALE[locale];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(tag);
  const seen = new Set<string>();
  return countries
    .filter((country) => {
      if (seen.has(country.code)) return false;
      seen.add(country.code);
      return true;
    })
    .map((country) => ({ code: country.code, name: names?.of(country.code) ?? country.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** One country's name in the page's language; Vendure's own name when Intl has none. */
export function countryName(code: string | null | undefined, fallback: string | null | undefined, locale: Locale) {
  if (!code) return fallback ?? '';
  try {
    return (
      new Intl.DisplayNames([FORMAT_LOCALE[locale]], { type: 'region', fallback: 'none' }).of(code) ?? fallback ?? code
    );
  } catch {
    return fallback ?? code;
  }
}
