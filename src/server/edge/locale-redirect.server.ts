import { BASE_LOCALE, isLocale, type Locale } from '~/lib/locales';

/** The seed's locale cookie: once set, `/` is never redirected again. */
export const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

/** The visitor's most preferred supported locale from Accept-Language (q-values honoured). */
export function preferredLocale(acceptLanguage: string | null): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => isLocale(entry.language))?.language as Locale | undefined) ?? BASE_LOCALE;
}

/**
 * On a first visit to `/` (no locale cookie), sends the browser to its preferred
 * supported language with a 302 and remembers that it did, so it happens once.
 * Crawlers and every other URL get exactly what they asked for.
 */
export function rootLocaleRedirect(request: Request, secure: boolean): Response | null {
  const url = new URL(request.url);
  if (url.pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  if (CRAWLER.test(request.headers.get('user-agent') ?? '')) return null;
  const cookies = request.headers.get('cookie') ?? '';
  if (cookies.split(';').some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`))) return null;
  const locale = preferredLocale(request.headers.get('accept-language'));
  const cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (locale === BASE_LOCALE) return null;
  return new Response(null, {
    status: 302,
    headers: { location: `/${locale}/${url.search}`, 'set-cookie': cookie, vary: 'Accept-Language, Cookie' },
  });
}

/** The cookie for a first visit that stays on `/` (Bulgarian preferred), so later visits skip the check. */
export function baseLocaleCookie(request: Request, secure: boolean): string | null {
  const url = new URL(request.url);
  if (url.pathname !== '/' || CRAWLER.test(request.headers.get('user-agent') ?? '')) return null;
  if ((request.headers.get('cookie') ?? '').includes(`${LOCALE_COOKIE}=`)) return null;
  return `${LOCALE_COOKIE}=${BASE_LOCALE}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
