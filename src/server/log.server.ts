import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import { type Logger, pino } from 'pino';
import { withHeaders } from './response-headers.server';

/**
 * The storefront's structured log (issue 17): one JSON object per line on stdout, at
 * LOG_LEVEL (info by default), every line written during a request carrying that
 * request's id. The id comes from the proxy's X-Request-Id when it sends a sane one,
 * goes to Vendure with every call (vendure-client.ts) and back to the browser, so one
 * id finds a request in the proxy's, the storefront's and Vendure's logs.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;
const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

let logger: Logger | undefined;

/** The process's logger; a LOG_LEVEL that is not one of pino's levels stops the start with a message. */
export function log(): Logger {
  if (!logger) {
    const level = process.env.LOG_LEVEL || 'info';
    if (!LEVELS.has(level)) throw new Error(`LOG_LEVEL must be one of ${[...LEVELS].join(', ')}, got "${level}"`);
    logger = pino({
      level,
      base: { service: 'storefront', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = requestScope.getStore()?.requestId;
        return requestId ? { reqId: requestId } : {};
      },
    });
  }
  return logger;
}

/** The proxy's request id when it is a sane token, a new one otherwise. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function inRequestScope<T>(requestId: string, run: () => Promise<T>): Promise<T> {
  return requestScope.run({ requestId }, run);
}

/** Runs `run` as no request's work (a read shared by many requests names none of them). */
export function outsideRequestScope<T>(run: () => T): T {
  return requestScope.exit(run);
}

/** The id of the request being served, if any (calls to Vendure pass it on). */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Health checks come every few seconds from the proxy and the service manager: debug, not info. */
const QUIET_PATHS = new Set(['/health', '/ready']);

/** One line per request: what was asked, the answer's status and how long it took. */
export function logAccess(request: Request, status: number, startedAt: number) {
  const { pathname } = new URL(request.url);
  const line = { method: request.method, path: pathname, status, ms: Math.round(performance.now() - startedAt) };
  if (QUIET_PATHS.has(pathname)) log().debug(line, 'request');
  else log().info(line, 'request');
}

/**
 * Answers a request in the scope of its id: every line logged meanwhile carries the id,
 * the answer carries it back (X-Request-Id) and one access line is written when it is
 * answered. A failure is logged with the request's method and path, then passed on.
 */
export function answerInRequestScope(request: Request, answer: () => Promise<Response>): Promise<Response> {
  const startedAt = performance.now();
  const requestId = requestIdOf(request);
  return inRequestScope(requestId, async () => {
    try {
      const response = await answer();
      logAccess(request, response.status, startedAt);
      return withHeaders(response, (headers) => headers.set(REQUEST_ID_HEADER, requestId));
    } catch (error) {
      log().error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'request failed');
      throw error;
    }
  });
}

/**
 * What the HTTP runtime and libraries print with console.* (srvx reports a client that
 * hung up mid-answer with console.error, for one) goes into the same JSON log, at the
 * matching level, with the request's id when there is one. Called once the environment
 * has been checked, so a start-up refusal is still a plain sentence on stderr.
 */
export function routeConsoleToLog(): void {
  const write =
    (level: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== err));
      if (err) log()[level]({ err }, message || err.message);
      else log()[level](message);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
  console.debug = write('debug');
}
