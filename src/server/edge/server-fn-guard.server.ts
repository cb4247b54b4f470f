import { getNormalizedURL } from '@tanstack/react-router/ssr/server';
import { refusal, warnRefused } from './refusal.server';
import { discardRest, readBodyWithin, replaceBody } from './request-body.server';
import { isSerializedCall } from './serialized-call.server';
import { lookUpServerFn } from './server-fn-registry.server';

/**
 * Bad calls to server functions are the caller's fault and get a 4xx before the
 * framework sees them: a method other than GET or POST (405), a call without the
 * framework's marker header or whose payload is not the framework's serialized object
 * (400), a body of another type than JSON (415), a body over 64 KB however it is sent
 * (413, counted while it arrives), and an unknown function id (404). Invalid fields are
 * refused by each function's zod schema. Every refusal is one warning line in the log.
 */
const SERVER_FN_PREFIX = '/_serverFn/';

export { refusal, warnRefused };
export const MAX_SERVER_FN_BODY_BYTES = 64 * 1024;
/** Every request body that is not a server-function call (form posts to pages). */
export const MAX_OTHER_BODY_BYTES = 64 * 1024;
const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/**
 * The path the framework routes the request by. It decodes percent-encoding (and
 * backslashes) with the router's `getNormalizedURL` unless the raw path already starts
 * with the server-function prefix and holds no `%` and no `//` (createStartHandler), so
 * `/%5FserverFn/…` and `/_server%46n/…` are server-function calls to it: the guard
 * decides on the same path with the same function.
 */
export function routedPathname(request: Request): string {
  const raw = new URL(request.url).pathname;
  if (raw.startsWith(SERVER_FN_PREFIX) && !raw.includes('%') && !raw.startsWith('//')) return raw;
  try {
    const normalized = getNormalizedURL(request.url);
    // The framework redirects such a path (308) instead of calling anything.
    return normalized.handledProtocolRelativeURL ? raw : normalized.url.pathname;
  } catch {
    return raw;
  }
}

export function isServerFnCall(request: Request): boolean {
  return routedPathname(request).startsWith(SERVER_FN_PREFIX);
}

/** The function id the framework would call: the routed path's first segment after the prefix. */
export function serverFnIdOf(request: Request): string {
  return routedPathname(request).slice(SERVER_FN_PREFIX.length).split('/')[0] ?? '';
}

const tooLarge = (request: Request) => refusal(request, 413, 'Payload too large');

/** A refusal before the body is read: what was sent is thrown away (see discardRest). */
function refusedUnread(request: Request, status: number, text: string, headers: Record<string, string> = {}) {
  discardRest(request);
  return refusal(request, status, text, headers);
}

/** What the guard decided: refuse with this response, or go on with this request (its body already read). */
export type GuardResult = { rejection: Response } | { request: Request };

const hasBody = (request: Request) =>
  request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? 0) > 0;

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** Checks a server-function call; other paths pass unchanged. */
export async function guardServerFnCall(request: Request): Promise<GuardResult> {
  if (!isServerFnCall(request)) return { request };
  // The framework's client never encodes the path (ids are URL-safe, ADR 045).
  if (new URL(request.url).pathname !== routedPathname(request)) {
    return { rejection: refusedUnread(request, 400, 'Bad request: an encoded server function path') };
  }
  if (request.method !== 'GET' && request.method !== 'POST') {
    return { rejection: refusedUnread(request, 405, 'Method not allowed', { allow: 'GET, POST' }) };
  }
  if (request.headers.get('x-tsr-serverfn') !== 'true') {
    return { rejection: refusedUnread(request, 400, 'Bad request: not a server function call') };
  }
  const fn = await lookUpServerFn(serverFnIdOf(request));
  if (!fn.known) return { rejection: refusedUnread(request, 404, 'No such server function') };
  if (fn.method && fn.method !== request.method) {
    return { rejection: refusedUnread(request, 405, 'Method not allowed', { allow: fn.method }) };
  }
  const type = request.headers.get('content-type');
  if (request.method === 'GET') {
    if (type !== null || hasBody(request)) {
      return { rejection: refusedUnread(request, 415, 'Unsupported media type: a GET call has no body') };
    }
    const payload = new URL(request.url).searchParams.get('payload');
    if (payload === null) return { request };
    if (payload.length > MAX_SERVER_FN_BODY_BYTES) return { rejection: refusal(request, 414, 'URI too long') };
    const parsed = parseJson(payload);
    if (!parsed || !isSerializedCall(parsed.value)) {
      return { rejection: refusal(request, 400, 'Bad request: the payload is not a server function call') };
    }
    return { request };
  }
  // POST: the framework's client sends JSON, or nothing at all for a call without data.
  if (type !== null && !JSON_TYPE.test(type.trim())) {
    return { rejection: refusedUnread(request, 415, 'Unsupported media type: server functions take JSON') };
  }
  const body = await readBodyWithin(request, MAX_SERVER_FN_BODY_BYTES);
  if (body.kind === 'too-large') return { rejection: tooLarge(request) };
  if (body.kind === 'unreadable')
    return { rejection: refusal(request, 400, 'Bad request: the body could not be read') };
  if (type === null) {
    return body.bytes.byteLength === 0
      ? { request: replaceBody(request, body.bytes) }
      : { rejection: refusal(request, 415, 'Unsupported media type: server functions take JSON') };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
  } catch {
    return { rejection: refusal(request, 400, 'Bad request: the body is not UTF-8') };
  }
  const parsed = parseJson(text);
  if (!parsed) return { rejection: refusal(request, 400, 'Bad request: the body is not JSON') };
  if (!isSerializedCall(parsed.value)) {
    return { rejection: refusal(request, 400, 'Bad request: not a server function call') };
  }
  return { request: replaceBody(request, body.bytes) };
}

/**
 * Any other request with a body (a form posted to a page before hydration) is read
 * within its limit too, so an upload cannot grow the process whatever its type.
 */
export async function guardOtherBody(request: Request): Promise<GuardResult> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return { request };
  const body = await readBodyWithin(request, MAX_OTHER_BODY_BYTES);
  if (body.kind === 'too-large') return { rejection: tooLarge(request) };
  if (body.kind === 'unreadable')
    return { rejection: refusal(request, 400, 'Bad request: the body could not be read') };
  return { request: replaceBody(request, body.bytes) };
}

const UNKNOWN_FN = 'Server function info not found';

/**
 * The framework fails a call to a function id it does not know by throwing, once its
 * request middleware has run (upstream-health.middleware.ts catches it); that is a 404.
 */
export function unknownServerFnError(request: Request, error: unknown): Response | null {
  return error instanceof Error && error.message.includes(UNKNOWN_FN)
    ? refusal(request, 404, 'No such server function')
    : null;
}

/** The framework answers 500 for a function id it does not know; that is a 404. */
export async function unknownServerFn(request: Request, response: Response): Promise<Response | null> {
  const text = await response.clone().text();
  return text.includes(UNKNOWN_FN) ? refusal(request, 404, 'No such server function') : null;
}
