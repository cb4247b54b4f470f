import { Kind, type OperationDefinitionNode, print } from '@0no-co/graphql.web';
import { EXISTING_SESSION_HEADER, SESSION_GONE_CODE } from '@foyer/shared/existing-session';
import type { TadaDocumentNode } from 'gql.tada';
import { currentRequestId, log, REQUEST_ID_HEADER } from '../log.server';
import { createLimiter, LimiterTimeout } from './limiter.server';

/** Statuses after which an idempotent (GET) request is tried once more. */
export const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Longer query strings go by POST so no proxy truncates the URL. */
const MAX_GET_URL_LENGTH = 6000;
export const AUTH_TOKEN_HEADER = 'vendure-auth-token';
/** Read by Vendure's rate limits (commerce/src/plugins/rate-limit/client-ip.ts). */
export const CLIENT_IP_HEADER = 'x-foyer-client-ip';
export const CLIENT_IP_SECRET_HEADER = 'x-foyer-client-ip-secret';

export interface VendureClientOptions {
  /** Shop API endpoint, e.g. http://localhost:3001/shop-api */
  url: string;
  /** The channel token, sent as the vendure-token header. */
  channelToken: string;
  /** Every request is aborted after this many milliseconds. */
  timeoutMs: number;
  /**
   * Calls in flight to Vendure at once; later ones queue (first come, first served) for
   * at most `timeoutMs`. Unset: no limit.
   */
  maxConcurrent?: number;
  fetch?: typeof fetch;
  /** Where failures are logged (pino's argument order: details, then the message). */
  logger?: { error(details: Record<string, unknown>, message: string): void };
  /** Shared with Vendure; with it, each request names the shopper's IP (`clientIp`). */
  clientIpSecret?: string;
}

export interface VendureRequestOptions {
  /** Vendure language code, sent as the languageCode query parameter. */
  languageCode: string;
  /** Sent as Accept-Language, e.g. "bg-BG". */
  acceptLanguage: string;
  /** The session token, sent as a Bearer authorization. */
  token?: string;
  /** The shopper's IP, for Vendure's rate limits (sent only with `clientIpSecret`). */
  clientIp?: string;
  /** Waits for a free slot in front of the other calls (a short read many page views wait on). */
  ahead?: boolean;
}

export interface VendureResult<TData> {
  data: TData;
  /** A new session token when Vendure issued one (vendure-auth-token header). */
  token?: string;
}

export type VendureErrorKind = 'timeout' | 'network' | 'http' | 'graphql';

/** A failed call to Vendure; its message is for logs, never for users. */
export class VendureError extends Error {
  /** A session token Vendure issued although the call failed (it starts the session before resolving). */
  token?: string;

  constructor(
    readonly kind: VendureErrorKind,
    readonly operationName: string,
    message: string,
    readonly status?: number,
    readonly graphqlErrors: Array<{
      message: string;
      extensions?: { code?: string; retryAfterSeconds?: unknown };
    }> = [],
  ) {
    super(message);
    this.name = 'VendureError';
  }
}

/** Whether a call failed with a GraphQL error of this code (FORBIDDEN, SEAT_HOLD_EXPIRED, …). */
export function isVendureErrorCode(error: unknown, code: string): boolean {
  return error instanceof VendureError && error.graphqlErrors.some((e) => e.extensions?.code === code);
}

/**
 * When Vendure's own rate limit refused the call (`RATE_LIMITED`, ADR 032): the seconds it
 * asks to wait (at least 1; 60 when it does not say). Undefined for any other failure.
 */
export function vendureRetryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof VendureError)) return undefined;
  const refusal = error.graphqlErrors.find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (!refusal) return undefined;
  const seconds = Number(refusal.extensions?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

interface Operation {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  query: string;
}

const described = new WeakMap<object, Operation>();

function describeOperation(document: TadaDocumentNode<unknown, unknown>): Operation {
  const cached = described.get(document);
  if (cached) return cached;
  const definition = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!definition?.name) throw new Error('Every Vendure document must be a named operation');
  const operation = { name: definition.name.value, type: definition.operation, query: print(document) } as Operation;
  described.set(document, operation);
  return operation;
}

/**
 * The one GraphQL transport to Vendure's Shop API. Queries go by GET (retried once
 * on a transient status), mutations by POST (never retried). Failures are logged
 * with client, operation type and name, HTTP status and messages, then thrown.
 */
export function createVendureClient(options: VendureClientOptions) {
  const fetchFn = options.fetch ?? fetch;
  const logger = options.logger ?? log();
  // Past Vendure's capacity, more calls at once only make each slower (and calls that time
  // out keep it busy for nobody): the excess waits here instead.
  const limiter = options.maxConcurrent ? createLimiter(options.maxConcurrent, options.timeoutMs) : undefined;

  return async function request<TData, TVariables>(
    document: TadaDocumentNode<TData, TVariables>,
    variables: TVariables,
    requestOptions: VendureRequestOptions,
  ): Promise<VendureResult<TData>> {
    const operation = describeOperation(document as TadaDocumentNode<unknown, unknown>);
    const url = new URL(options.url);
    url.searchParams.set('languageCode', requestOptions.languageCode);
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json, application/json',
      'accept-language': requestOptions.acceptLanguage,
      'vendure-token': options.channelToken,
      // Names the operation in Vendure's logs; also satisfies Apollo's CSRF guard for GET.
      'x-apollo-operation-name': operation.name,
    };
    if (requestOptions.token) {
      headers.authorization = `Bearer ${requestOptions.token}`;
      // The token names a session this storefront holds: if Vendure has lost it, it answers
      // SESSION_GONE instead of starting another (ADR 050).
      headers[EXISTING_SESSION_HEADER] = '1';
    }
    // The same id in Vendure's log as in ours (log.server.ts).
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (options.clientIpSecret && requestOptions.clientIp) {
      headers[CLIENT_IP_HEADER] = requestOptions.clientIp;
      headers[CLIENT_IP_SECRET_HEADER] = options.clientIpSecret;
    }

    const variablesJson = JSON.stringify(variables ?? {});
    let method: 'GET' | 'POST' = 'POST';
    let body: string | undefined;
    if (operation.type === 'query') {
      const getUrl = new URL(url);
      getUrl.searchParams.set('query', operation.query);
      getUrl.searchParams.set('operationName', operation.name);
      getUrl.searchParams.set('variables', variablesJson);
      if (getUrl.href.length <= MAX_GET_URL_LENGTH) {
        method = 'GET';
        url.search = getUrl.search;
      }
    }
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ query: operation.query, variables: variables ?? {}, operationName: operation.name });
    }

    const fail = (error: VendureError): never => {
      // A session that is gone is an answer the caller expects and handles (vendure.server.ts), not a failure.
      if (isVendureErrorCode(error, SESSION_GONE_CODE)) throw error;
      logger.error(
        {
          operationType: operation.type,
          operationName: operation.name,
          status: error.status,
          messages: error.graphqlErrors.length ? error.graphqlErrors.map((e) => e.message) : [error.message],
        },
        'vendure request failed',
      );
      throw error;
    };

    const exchange = async () => {
      let response: Response | undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          response = await fetchFn(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs) });
        } catch (error) {
          const timedOut =
            error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
          return fail(
            new VendureError(
              timedOut ? 'timeout' : 'network',
              operation.name,
              timedOut ? `No answer within ${options.timeoutMs} ms` : String((error as Error).cause ?? error),
            ),
          );
        }
        const retry = method === 'GET' && attempt === 0 && RETRYABLE_STATUSES.has(response.status);
        if (!retry) break;
        await response.body?.cancel();
      }
      if (!response) return fail(new VendureError('network', operation.name, 'No response'));
      let payload: { data?: TData | null; errors?: VendureError['graphqlErrors'] } | undefined;
      try {
        payload = (await response.json()) as typeof payload;
      } catch {
        payload = undefined;
      }
      return { response, payload };
    };

    let answer: Awaited<ReturnType<typeof exchange>>;
    try {
      answer = limiter ? await limiter.run(exchange, { ahead: requestOptions.ahead }) : await exchange();
    } catch (error) {
      if (!(error instanceof LimiterTimeout)) throw error;
      return fail(
        new VendureError('timeout', operation.name, `No free connection to Vendure within ${error.waitedMs} ms`),
      );
    }
    const { response, payload } = answer;
    const token = response.headers.get(AUTH_TOKEN_HEADER) || undefined;
    if (payload?.errors?.length) {
      const error = new VendureError(
        'graphql',
        operation.name,
        payload.errors[0]?.message ?? 'GraphQL error',
        response.status,
        payload.errors,
      );
      error.token = token;
      return fail(error);
    }
    if (response.status >= 400 || !payload?.data) {
      return fail(new VendureError('http', operation.name, `HTTP ${response.status}`, response.status));
    }
    return { data: payload.data, token };
  };
}

export type VendureRequest = ReturnType<typeof createVendureClient>;
