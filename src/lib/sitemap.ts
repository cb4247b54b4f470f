import { LOCALES } from './locales';
import { localePath } from './seo';

export interface SitemapPage {
  /** A locale-free path, e.g. /plays/the-seagull. */
  path: string;
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * A sitemaps.org urlset with one <url> per page and language; each lists all seven
 * languages and x-default as xhtml:link alternates, so the alternates are reciprocal.
 */
export function buildSitemap(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localePath(page.path, l))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localePath(page.path, 'bg'))}"/>`,
    ].join('\n');
    const lastmod = page.lastModified ? `\n    <lastmod>${page.lastModified.slice(0, 10)}</lastmod>` : '';
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(origin + localePath(page.path, locale))}</loc>${lastmod}\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The fixed pages of the site, beside those built from Vendure's data. */
export const STATIC_PATHS = [
  '/',
  '/plays',
  '/programme',
  '/actors',
  '/about/stages',
  '/about/history-bg',
  '/about/history-en',
  '/festivals/todor-kolev-bg',
  '/festivals/todor-kolev-en',
];
