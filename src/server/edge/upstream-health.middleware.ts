import { createMiddleware } from '@tanstack/react-start';
import { trackUpstream, upstreamWasDown } from '../vendure/upstream-health.server';
import { isServerFnCall, unknownServerFn, unknownServerFnError } from './server-fn-guard.server';

/**
 * The framework's 500s that are not bugs: an unknown server-function id is a 404 (ADR
 * 031), and a page that failed because Vendure could not be reached is a 503 with
 * Retry-After, "come back soon" (ADR 038).
 */
export const upstreamHealthMiddleware = createMiddleware().server(({ request, next }) =>
  trackUpstream(async () => {
    let response: Response;
    try {
      response = (await next()).response;
    } catch (error) {
      const unknown = isServerFnCall(request) ? unknownServerFnError(request, error) : null;
      if (unknown) return unknown;
      throw error;
    }
    if (response.status !== 500) return response;
    if (isServerFnCall(request)) {
      const unknown = await unknownServerFn(request, response);
      if (unknown) return unknown;
    }
    if (!upstreamWasDown()) return response;
    const headers = new Headers(response.headers);
    headers.set('retry-after', '30');
    return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
  }),
);
