import { serverEnv } from '../env.server';
import { answerInRequestScope } from '../log.server';
import { errorPage } from './error-page.server';
import { discardRest } from './request-body.server';
import { withSecurityHeaders } from './security-headers.server';
import { warnRefused } from './server-fn-guard.server';

/**
 * A path whose first segment is empty (`//x/..` resolves to `//`) reads as a URL with
 * another host to every URL parser downstream: it names no page of ours. The framework
 * answers such a path with a 308 to `/` before any request middleware runs, so this is
 * decided in src/server.ts, before the framework: the bad-address page (400), with what
 * the middleware would have given it (its id, an access line, the security headers).
 */
export function emptyFirstSegmentRefusal(request: Request): Promise<Response> | undefined {
  if (!new URL(request.url).pathname.startsWith('//')) return undefined;
  return answerInRequestScope(request, async () => {
    discardRest(request);
    warnRefused(request, 400, 'Bad request: empty first path segment');
    return withSecurityHeaders(errorPage(request.url, 400), serverEnv().secureCookies);
  });
}
