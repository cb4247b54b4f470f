import { createMiddleware } from '@tanstack/react-start';
import { serverEnv } from '../env.server';
import { withHeaders } from '../response-headers.server';
import { baseLocaleCookie, rootLocaleRedirect } from './locale-redirect.server';

/**
 * A first visit to `/` goes to the browser's language, once (ADR 009); a first visit
 * that stays on `/` gets the cookie that says so.
 */
export const localeRedirectMiddleware = createMiddleware().server(async ({ request, next }) => {
  const secure = serverEnv().secureCookies;
  const redirect = rootLocaleRedirect(request, secure);
  if (redirect) return redirect;
  const { response } = await next();
  const cookie = baseLocaleCookie(request, secure);
  return cookie ? withHeaders(response, (headers) => headers.append('set-cookie', cookie)) : response;
});
