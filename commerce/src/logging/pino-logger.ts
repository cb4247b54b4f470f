import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { VendureLogger } from '@vendure/core';
import { type Logger, pino } from 'pino';

/**
 * Vendure's log as JSON lines on stdout (issue 17), at LOG_LEVEL, every line written while
 * a request is served carrying its id: the storefront's X-Request-Id (log.server.ts there),
 * so one id finds a shopper's request in both logs.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function createPino(level: LogLevel, service: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = requestScope.getStore()?.requestId;
        return requestId ? { reqId: requestId } : {};
      },
    },
    destination,
  );
}

/** Vendure's five levels on pino's: verbose is pino's debug, debug its trace. */
export class PinoVendureLogger implements VendureLogger {
  private defaultContext = 'Vendure';

  constructor(private readonly pino: Logger) {}

  setDefaultContext(context: string) {
    this.defaultContext = context;
  }

  error(message: string, context?: string, trace?: string) {
    this.pino.error({ context: context ?? this.defaultContext, ...(trace ? { trace } : {}) }, message);
  }
  warn(message: string, context?: string) {
    this.pino.warn({ context: context ?? this.defaultContext }, message);
  }
  info(message: string, context?: string) {
    this.pino.info({ context: context ?? this.defaultContext }, message);
  }
  verbose(message: string, context?: string) {
    this.pino.debug({ context: context ?? this.defaultContext }, message);
  }
  debug(message: string, context?: string) {
    this.pino.trace({ context: context ?? this.defaultContext }, message);
  }
}

type Req = {
  method: string;
  originalUrl?: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
};
type Res = {
  statusCode: number;
  setHeader(name: string, value: string): void;
  on(event: 'finish', listener: () => void): void;
};

/** The storefront's id when it sends a sane one, a new one otherwise. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Express middleware: the request's id on its answer, in the scope of everything that
 * runs for it, and one access-log line when it is answered (method, path, status,
 * duration; health checks at debug). The query string is left out: it holds GraphQL
 * variables (a shopper's details).
 */
export function requestLogMiddleware(logger: Logger) {
  return (req: Req, res: Res, next: () => void) => {
    const startedAt = performance.now();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const path = (req.originalUrl ?? req.url).split('?')[0] ?? '';
    res.on('finish', () => {
      const line = {
        reqId: requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - startedAt),
        operation: req.headers['x-apollo-operation-name'],
      };
      if (path === '/health') logger.debug(line, 'request');
      else logger.info(line, 'request');
    });
    requestScope.run({ requestId }, next);
  };
}
