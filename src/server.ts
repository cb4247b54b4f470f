import handler from '@tanstack/react-start/server-entry';
import { isLocale, LOCALE_HEADER } from './lib/locales';
import { defineCustomServerStrategy } from './paraglide/runtime';
import { paraglideMiddleware } from './paraglide/server';
import { invalidationResponse, subscribeToInvalidations } from './server/cache-invalidation.server';
import { compressResponse } from './server/compression.server';
import { assetOrigin, createNonce, isHtml, pagePolicy } from './server/content-security-policy.server';
import { csrfRejection } from './server/csrf.server';
import { serverEnv } from './server/env.server';
import { errorPage } from './server/error-page.server';
import { healthResponse } from './server/health.server';
import { baseLocaleCookie, rootLocaleRedirect } from './server/locale-redirect.server';
import { inRequestScope, log, logAccess, REQUEST_ID_HEADER, requestIdOf, routeConsoleToLog } from './server/log.server';
import { servePage } from './server/page-cache.server';
import { withSecurityHeaders } from './server/security-headers.server';
import {
  guardOtherBody,
  guardServerFnCall,
  isServerFnCall,
  unknownServerFn,
  warnRefused,
} from './server/server-fn-guard.server';
import { trackUpstream, upstreamWasDown } from './server/upstream-health.server';

// Fail at start-up, with a readable message, when the Shop API is not configured.
// With Redis, hear Vendure's "staff changed something" and drop the read caches (ADR 024).
subscribeToInvalidations(serverEnv());
// From here on, whatever prints through console.* is a JSON log line too (ADR 038).
routeConsoleToLog();

// A server-function call names its page's locale in a header (see start.ts).
defineCustomServerStrategy('custom-serverFn', {
  getLocale: (request) => {
    const locale = request?.headers.get(LOCALE_HEADER);
    return isLocale(locale) ? locale : undefined;
  },
});

/**
 * A path whose first segment is empty (`//x/..` resolves to `//`) reads as a URL with
 * another host to every URL parser downstream (the locale handling threw on it): it
 * names no page of ours.
 */
const emptyFirstSegment = (request: Request) => new URL(request.url).pathname.startsWith('//');

/** The answer with the request's id on it, for the visitor's report and the proxy's log. */
function withRequestId(response: Response, requestId: string): Response {
  const headers = new Headers(response.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export default {
  /** Every request in the scope of its id, with one access-log line when it is answered. */
  async fetch(incoming: Request): Promise<Response> {
    const startedAt = performance.now();
    const requestId = requestIdOf(incoming);
    return inRequestScope(requestId, async () => {
      try {
        const response = await answer(incoming);
        logAccess(incoming, response.status, startedAt);
        return withRequestId(response, requestId);
      } catch (error) {
        log().error({ err: error, method: incoming.method, path: new URL(incoming.url).pathname }, 'request failed');
        throw error;
      }
    });
  },
};

async function answer(incoming: Request): Promise<Response> {
  const env = serverEnv();
  const secure = env.secureCookies;
  // The proxy's and the service manager's questions: alive, and able to serve pages.
  const health = await healthResponse(incoming, env.VENDURE_SHOP_API_URL);
  if (health) return withSecurityHeaders(health, secure);
  // Vendure's own call, authenticated by a shared secret rather than an Origin.
  const invalidated = invalidationResponse(incoming, env);
  if (invalidated) return withSecurityHeaders(invalidated, secure);
  const forged = csrfRejection(incoming, env.STOREFRONT_URL);
  if (forged) return withSecurityHeaders(forged, secure);
  // Bodies are read within their limit here, before anything parses them (ADR 031).
  const guarded = isServerFnCall(incoming) ? await guardServerFnCall(incoming) : await guardOtherBody(incoming);
  if ('rejection' in guarded) return withSecurityHeaders(guarded.rejection, secure);
  const request = guarded.request;
  if (emptyFirstSegment(request)) {
    warnRefused(request, 400, 'Bad request: empty first path segment');
    return withSecurityHeaders(errorPage(request.url, 400), secure);
  }
  const redirect = rootLocaleRedirect(request, secure);
  if (redirect) return withSecurityHeaders(redirect, secure);
  // Each page gets its own nonce; the router reads it from the request context (router.tsx).
  const nonce = createNonce();
  // The router de-localizes URLs itself (see router.tsx), so it gets the original request.
  let response = await trackUpstream(async () => {
    // An anonymous visitor's page may come from the page cache, with this nonce put in (ADR 046).
    const answer = await servePage(request, nonce, () =>
      paraglideMiddleware(request, () => handler.fetch(request, { context: { nonce } })),
    );
    // A page that failed because Vendure is unreachable is "come back soon", not a bug.
    if (answer.status === 500 && isServerFnCall(request)) {
      const unknown = await unknownServerFn(request, answer);
      if (unknown) return unknown;
    }
    if (answer.status === 500 && upstreamWasDown()) {
      const headers = new Headers(answer.headers);
      headers.set('retry-after', '30');
      return new Response(answer.body, { status: 503, statusText: 'Service Unavailable', headers });
    }
    return answer;
  });
  const cookie = baseLocaleCookie(request, secure);
  if (cookie) {
    const headers = new Headers(response.headers);
    headers.append('set-cookie', cookie);
    response = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  // Vite's dev server injects its own inline scripts: development pages keep the base policy (ADR 015).
  const policy =
    isHtml(response) && !import.meta.env.DEV
      ? pagePolicy({ nonce, assetOrigin: assetOrigin(env), stripe: Boolean(env.STRIPE_PUBLISHABLE_KEY) })
      : undefined;
  return withSecurityHeaders(compressResponse(request, response), secure, policy);
}
