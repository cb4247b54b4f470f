import { createMiddleware, createStart } from '@tanstack/react-start';
import { LOCALE_HEADER } from '~/lib/locales';
import { getLocale } from '~/paraglide/runtime';
import { cacheInvalidationMiddleware } from '~/server/cache/cache-invalidation.middleware';
import { pageCacheMiddleware } from '~/server/cache/page-cache.middleware';
import { bodyGuardMiddleware } from '~/server/edge/body-guard.middleware';
import { compressionMiddleware } from '~/server/edge/compression.middleware';
import { csrfMiddleware } from '~/server/edge/csrf.middleware';
import { healthMiddleware } from '~/server/edge/health.middleware';
import { inputValidationStatus } from '~/server/edge/input-validation.functions';
import { localeMiddleware } from '~/server/edge/locale.middleware';
import { localeRedirectMiddleware } from '~/server/edge/locale-redirect.middleware';
import { requestLogMiddleware } from '~/server/edge/request-log.middleware';
import { securityHeadersMiddleware } from '~/server/edge/security-headers.middleware';
import { upstreamHealthMiddleware } from '~/server/edge/upstream-health.middleware';

/**
 * Server functions are called at a locale-free URL, so the page's locale travels in
 * a header; the server's Paraglide strategy "custom-serverFn" reads it (server.ts).
 */
const sendLocale = createMiddleware({ type: 'function' }).client(({ next }) =>
  next({ headers: { [LOCALE_HEADER]: getLocale() } }),
);

/**
 * Every request, page, server route or server-function call, goes through these in
 * order (ADR 046, docs/architecture.md); each may answer and stop, and sees the answer
 * of those after it on the way out.
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [
    requestLogMiddleware, // its id, one access line
    securityHeadersMiddleware, // the CSP nonce; the headers on every answer below
    healthMiddleware, // /health, /ready
    cacheInvalidationMiddleware, // Vendure's invalidation call (a secret, not an Origin)
    csrfMiddleware, // cross-site writes: 403
    bodyGuardMiddleware, // bodies within 64 KB, server-function framing: 4xx
    localeRedirectMiddleware, // a first visit to `/`
    compressionMiddleware, // gzip
    pageCacheMiddleware, // an anonymous visitor's page kept as HTML, its nonce put back (ADR 049)
    upstreamHealthMiddleware, // unknown server function: 404; Vendure down: 503
    localeMiddleware, // Paraglide's locale while rendering
  ],
  functionMiddleware: [sendLocale, inputValidationStatus],
}));
