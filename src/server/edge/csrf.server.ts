import { warnRefused } from './refusal.server';

/**
 * Cross-site request forgery guard for everything that is not a read: server
 * functions (all mutations are POSTs to /_serverFn) and form posts. A browser marks
 * where a request comes from (Sec-Fetch-Site, Origin); only our own pages may write.
 * The session cookie is also SameSite=Lax, so this is the second lock, not the only one.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfRejection(request: Request, publicOrigin?: string): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return null;
  const origin = request.headers.get('origin');
  const allowed = new Set([new URL(request.url).origin]);
  if (publicOrigin) allowed.add(new URL(publicOrigin).origin);
  // Without Sec-Fetch-Site (older browsers, proxies stripping it) the Origin header decides.
  if (!site && origin && allowed.has(origin)) return null;
  // A refusal, like the guard's: one warning line (ADR 031).
  warnRefused(request, 403, 'Forbidden: cross-site request');
  return new Response('Forbidden: cross-site request', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
