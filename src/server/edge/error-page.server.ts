import { defineErrorHandler } from 'nitro';
import { BASE_LOCALE, isLocale, type Locale } from '../../lib/locales';
import { m } from '../../paraglide/messages';
import { serverEnv } from '../env.server';
import { withSecurityHeaders } from './security-headers.server';

/**
 * The locale a request asked for, read from the raw path (which may not decode): the
 * first segment when it names a locale, else the unprefixed base locale.
 */
export function requestLocale(url: string): Locale {
  const segment = /^[a-z][a-z0-9+.-]*:\/\/[^/]*\/([^/?#]*)/i.exec(url)?.[1] ?? /^\/([^/?#]*)/.exec(url)?.[1];
  return isLocale(segment) ? segment : BASE_LOCALE;
}

/**
 * The page for a request the HTTP layer refused before any route saw it: a path that is
 * not valid percent-encoding (400), or a failure outside the app. It is the site's error
 * page in the visitor's language, with a way home, and never echoes what was asked.
 */
export function errorPage(url: string, status: number): Response {
  const locale = requestLocale(url);
  const badAddress = status === 400;
  const title = badAddress ? m.error_bad_address({}, { locale }) : m.error_internal({}, { locale });
  const hint = badAddress ? m.error_bad_address_hint({}, { locale }) : m.error_internal_hint({}, { locale });
  const home = locale === BASE_LOCALE ? '/' : `/${locale}/`;
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Foyer</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; background: oklch(0.99 0.005 80); color: oklch(0.2 0.02 40); }
main { max-width: 42rem; margin: 0 auto; padding: 6rem 1rem; text-align: center; }
.status { font: 3.75rem Georgia, serif; color: oklch(0.42 0.16 20); margin: 0; }
h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
a { color: oklch(0.42 0.16 20); text-underline-offset: 4px; }
@media (prefers-color-scheme: dark) { body { background: oklch(0.17 0.01 40); color: oklch(0.95 0.01 80); } .status, a { color: oklch(0.75 0.12 20); } }
</style>
</head>
<body>
<main>
<p class="status">${status}</p>
<h1>${title}</h1>
<p>${hint}</p>
<p><a href="${home}">${m.error_back_home({}, { locale })}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Nitro's error handler (vite.config.ts): h3 answers a malformed URL with a bare
 * `400 Bad Request` before the app runs; this turns it, and any other error that
 * escapes the app, into the branded page. Server-function calls and other non-page
 * requests keep nitro's JSON answer.
 */
export default defineErrorHandler((error, event) => {
  const wantsPage = (event.req.headers.get('accept') ?? '').includes('text/html') || error.status === 400;
  if (!wantsPage) return;
  const status = error.status === 400 ? 400 : 500;
  return withSecurityHeaders(errorPage(event.req.url, status), serverEnv().secureCookies);
});
