import { createMiddleware } from '@tanstack/react-start';
import { servePage } from './page-cache.server';

/** The nonce the security-headers middleware handed down as request context. */
function nonceOf(context: unknown): string | undefined {
  if (typeof context !== 'object' || context === null || !('nonce' in context)) return undefined;
  return typeof context.nonce === 'string' ? context.nonce : undefined;
}

/**
 * An anonymous visitor's page from the page cache (ADR 049), with this request's nonce
 * put in; otherwise rendered below and perhaps kept. It sits inside compression, so what
 * it keeps and serves is the uncompressed HTML, and inside the security headers, which
 * made the nonce.
 */
export const pageCacheMiddleware = createMiddleware().server(async ({ request, next, context }) => {
  const nonce = nonceOf(context);
  if (nonce === undefined) return next();
  let passed: Awaited<ReturnType<typeof next>> | undefined;
  const response = await servePage(request, nonce, async () => {
    passed = await next();
    return passed.response;
  });
  return passed !== undefined && response === passed.response ? passed : response;
});
