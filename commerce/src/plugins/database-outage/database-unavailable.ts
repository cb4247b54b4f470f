import type { ApolloServerPlugin } from '@apollo/server';

/**
 * SQLSTATE classes and codes that mean the database could not be reached or is going
 * away, not that a query was wrong: 08 connection exception, 57P01 admin shutdown, 57P02
 * crash shutdown, 57P03 cannot connect now (starting or shutting down).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres's and TypeORM's words for a connection that broke or never came (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query runner already released',
  'the database system is',
];

/**
 * Whether `error` (or what caused it) says the database is unreachable: an outage for
 * the caller to wait out, not a bug in the request.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, driverError, originalError, cause } = error as Record<string, unknown>;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => message.includes(words))) return true;
  return [driverError, originalError, cause].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * Answers HTTP 503 with Retry-After, instead of GraphQL's 200 with an error, when a
 * request failed because PostgreSQL could not be reached (restarted, failed over, the
 * pool's wait ran out): the storefront then shows its "back soon" page rather than its
 * error page, and a monitor sees an outage (ADR 064, case 4).
 */
export const databaseUnavailablePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    let unavailable = false;
    return {
      async didEncounterErrors({ errors }) {
        unavailable ||= errors.some((error) => isDatabaseUnavailable(error));
      },
      async willSendResponse({ response }) {
        if (!unavailable) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', '5');
      },
    };
  },
};

/** How long to wait before each next try while the database cannot be reached: about a minute in all. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 15_000, 30_000];

/**
 * Runs `work` again while it fails because the database cannot be reached, for about a
 * minute (a restart or a failover takes seconds); any other failure is thrown at once.
 * For work that nothing else would do again: an event handler's (a lost confirmation
 * email), not a request's (the caller asks again).
 */
export async function retryWhileDatabaseUnavailable<T>(
  work: () => Promise<T>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return work();
}

/**
 * Keeps a process alive when a promise nobody awaited fails because the database could
 * not be reached; any other such failure still ends it, as Node does by default. Vendure's
 * scheduler runs each task from a timer and lets a failure of its lock bookkeeping go
 * unhandled: a PostgreSQL restart ended the worker, and with it the hold sweep and the
 * emails (ADR 064, case 4). Its next tick tries again.
 */
export function surviveDatabaseOutages(log: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log(`The database could not be reached (${reason instanceof Error ? reason.message : String(reason)}); going on`);
      return;
    }
    throw reason;
  });
}
