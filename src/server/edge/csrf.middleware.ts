import { type CsrfMiddlewareOptions, createCsrfMiddleware, createServerOnlyFn } from '@tanstack/react-start';
import { serverEnv } from '../env.server';
import { warnRefused } from './refusal.server';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A refusal, like the guard's: one warning line (ADR 031). */
const warnCrossSite = createServerOnlyFn((request: Request) =>
  warnRefused(request, 403, 'Forbidden: cross-site request'),
);

/**
 * Our rule (csrf.server.ts, ADR 014) in the terms of the framework's CSRF middleware:
 * - every write is checked, a page's form post as much as a server-function call (the
 *   framework suggests checking server functions only); reads never are;
 * - `Sec-Fetch-Site` decides when the browser sends it: only `same-origin` may write;
 * - without it, `Origin` must be the request's own origin or the public one
 *   (`STOREFRONT_URL`, the address behind the proxy);
 * - with neither, the write is refused: no fallback to `Referer`, which the framework
 *   would accept, and which proxies and privacy settings strip or forge less visibly;
 * - the refusal is our short, uncached plain-text 403.
 * Nothing in here runs in the browser: start.ts is bundled for it too, so the options
 * read the environment only when a request is checked.
 */
export function csrfOptions(publicOrigin: () => string | undefined): CsrfMiddlewareOptions {
  return {
    filter: ({ request }) => !READS.has(request.method),
    secFetchSite: 'same-origin',
    origin: (origin, { request }) => {
      const configured = publicOrigin();
      return (
        origin === new URL(request.url).origin || (configured !== undefined && origin === new URL(configured).origin)
      );
    },
    referer: false,
    allowRequestsWithoutOriginCheck: false,
    failureResponse: ({ request }) => {
      warnCrossSite(request);
      return new Response('Forbidden: cross-site request', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    },
  };
}

const publicOrigin = createServerOnlyFn(() => serverEnv().STOREFRONT_URL);

/** Refuses cross-site writes: the framework's CSRF middleware with our stricter options. */
export const csrfMiddleware = createCsrfMiddleware(csrfOptions(publicOrigin));
