import { BASE_LOCALE, LOCALES, type Locale } from './locales';

/** Open Graph locale names, e.g. bg_BG. */
const OG_LOCALE: Record<Locale, string> = {
  bg: 'bg_BG',
  en: 'en_US',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  pt: 'pt_BR',
};

/** A locale-free path in one locale: bg unprefixed, the others under /{locale}. */
export function localePath(path: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * Canonical URL and hreflang alternates (every language plus x-default, the
 * unprefixed Bulgarian page) for a locale-free path. Only `page` of the search
 * survives: other parameters never make a distinct page.
 */
export function alternateLinks(origin: string, path: string, locale: Locale, page?: number) {
  const query = page && page > 1 ? `?page=${page}` : '';
  const url = (l: Locale) => `${origin}${localePath(path, l)}${query}`;
  return [
    { rel: 'canonical', href: url(locale) },
    ...LOCALES.map((l) => ({ rel: 'alternate', hrefLang: l, href: url(l) })),
    { rel: 'alternate', hrefLang: 'x-default', href: url(BASE_LOCALE) },
  ];
}

export function siteMeta(locale: Locale, url: string) {
  return [
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:url', content: url },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
  ];
}

interface PageMetaInput {
  title: string;
  description?: string;
  /** Preview URL of a Vendure asset. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  siteTitle: string;
}

/** Title, description and Open Graph tags of one page. */
export function pageMeta({ title, description, image, type = 'website', siteTitle }: PageMetaInput) {
  const full = title === siteTitle ? title : `${title} · ${siteTitle}`;
  return [
    { title: full },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: siteTitle },
    { property: 'og:type', content: type },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(image ? [{ property: 'og:image', content: `${image}?w=1200&h=630&mode=crop&format=jpg` }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/** A JSON-LD script for TanStack's head(); `<` is escaped so data cannot close the script. */
export function jsonLd(data: Record<string, unknown>) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replaceAll('<', '\\u003c') };
}
