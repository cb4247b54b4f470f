import handler from '@tanstack/react-start/server-entry';
import { isLocale, LOCALE_HEADER } from './lib/locales';
import { defineCustomServerStrategy } from './paraglide/runtime';
import { subscribeToInvalidations } from './server/cache/cache-invalidation.server';
import { emptyFirstSegmentRefusal } from './server/edge/empty-first-segment.server';
import { withReplaceableBody } from './server/edge/request-body.server';
import { serverEnv } from './server/env.server';
import { routeConsoleToLog } from './server/log.server';

// The process's start, once. Fail with a readable message when the Shop API is not
// configured; with Redis, hear Vendure's "staff changed something" (ADR 024).
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
 * The framework's handler, and every request goes through the request middleware in
 * start.ts. Two things happen before the framework sees a request (ADR 046): a path
 * with an empty first segment, which the framework would redirect before any middleware
 * runs, is refused; and the request's body is made replaceable, so that the body guard
 * (a middleware) can hand the framework what it read within the limit.
 */
export default {
  fetch(request: Request): Response | Promise<Response> {
    return emptyFirstSegmentRefusal(request) ?? handler.fetch(withReplaceableBody(request));
  },
};
