import { createMiddleware } from '@tanstack/react-start';
import { paraglideMiddleware } from '../../paraglide/server';

/**
 * Last before the framework's handler: the request's locale (from the URL, or the
 * `x-foyer-locale` header of a server-function call) is known while the page renders
 * (ADR 007). The router de-localizes URLs itself (router.tsx), so the framework keeps the
 * original request; Paraglide's own redirect, when it makes one, is the answer.
 */
export const localeMiddleware = createMiddleware().server(async ({ request, next }) => {
  let passed: Awaited<ReturnType<typeof next>> | undefined;
  const response = await paraglideMiddleware(request, async () => {
    passed = await next();
    return passed.response;
  });
  return passed !== undefined && response === passed.response ? passed : response;
});
