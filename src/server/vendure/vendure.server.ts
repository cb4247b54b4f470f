import { AsyncLocalStorage } from 'node:async_hooks';
import { SESSION_GONE_CODE } from '@foyer/shared/existing-session';
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server';
import type { TadaDocumentNode } from 'gql.tada';
import { FORMAT_LOCALE, type Locale, VENDURE_LANGUAGE } from '~/lib/locales';
import { UPSTREAM_UNAVAILABLE } from '~/lib/upstream';
import { getLocale } from '~/paraglide/runtime';
import { markUncacheable } from '../cache/render-scope.server';
import { clientIp } from '../edge/rate-limit.server';
import { serverEnv } from '../env.server';
import { LogOutUser } from '../functions/account.graphql';
import { log, outsideRequestScope } from '../log.server';
import { cookieKey } from './cookie-key.server';
import { decodeSessionCookie, encodeSessionCookie, type SessionCookie } from './session-cookie.server';
import { isUpstreamOutage, noteUpstreamOutage } from './upstream-health.server';
import { createVendureClient, isVendureErrorCode, VendureError, type VendureRequest } from './vendure-client.server';

/** The HttpOnly cookie that holds the Vendure session token; browser JavaScript never sees it. */
export const SESSION_COOKIE = 'foyer_session';
/** A sign-in with "remember me", and a guest's cart: the cookie and the session last this long. */
export const REMEMBERED_SESSION_SECONDS = 60 * 60 * 24 * 365;
/**
 * A sign-in without "remember me": a browser-session cookie (gone when the browser
 * closes), and the storefront ends the session this long after signing in at the latest.
 */
export const BROWSER_SESSION_SECONDS = 60 * 60 * 12;

/** How long the session a call starts should last: a sign-in says; any other new session is a guest's. */
export type SessionLifetime = 'remembered' | 'browser';

let client: VendureRequest | undefined;
function vendure(): VendureRequest {
  if (!client) {
    const env = serverEnv();
    client = createVendureClient({
      url: env.VENDURE_SHOP_API_URL,
      channelToken: env.VENDURE_CHANNEL_TOKEN,
      timeoutMs: env.VENDURE_TIMEOUT_MS,
      maxConcurrent: env.VENDURE_MAX_CONCURRENCY || undefined,
      clientIpSecret: env.VENDURE_CLIENT_IP_SECRET,
    });
  }
  return client;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The session as this request knows it: set once a call of this request got a new
 * token (so the next call of the same request uses it instead of starting another
 * session), or null once it was cleared; absent, the cookie decides.
 */
const thisRequest = new WeakMap<Request, SessionCookie | null>();

function currentSession(): SessionCookie | undefined {
  const request = getRequest();
  const known = thisRequest.get(request);
  if (known !== undefined) return known ?? undefined;
  const read = decodeSessionCookie(getCookie(SESSION_COOKIE), cookieKey(), nowSeconds());
  if (read.kind === 'ended') endAtVendure(read.session.token);
  const session = read.kind === 'valid' ? read.session : null;
  if (read.kind !== 'none') markUncacheable('a session cookie');
  thisRequest.set(request, session);
  return session ?? undefined;
}

/** Requests whose session Vendure answered was gone (ADR 050): the cookie is deleted and the request reads on without one. */
const goneThisRequest = new WeakSet<Request>();

/** Thrown inside `withSession` when the session is gone; `withSession` answers for a visitor without one. */
class SessionGone extends Error {
  constructor() {
    super('The Vendure session is gone');
    this.name = 'SessionGone';
  }
}

/** Set while `withSession` runs its call: every Vendure call in it needs the session. */
const sessionNeeded = new AsyncLocalStorage<true>();

/** Signs out at Vendure a session whose end has passed, so its token is no good anywhere; best effort. */
function endAtVendure(token: string) {
  markUncacheable('a session ended');
  deleteCookie(SESSION_COOKIE, { path: '/' });
  const locale = getLocale();
  vendure()(
    LogOutUser,
    {},
    { languageCode: VENDURE_LANGUAGE[locale], acceptLanguage: FORMAT_LOCALE[locale], token },
  ).catch(() => undefined);
}

function storeSession(token: string, lifetime: SessionLifetime) {
  markUncacheable('a session cookie written');
  const seconds = lifetime === 'remembered' ? REMEMBERED_SESSION_SECONDS : BROWSER_SESSION_SECONDS;
  const session = { token, endsAt: nowSeconds() + seconds };
  thisRequest.set(getRequest(), session);
  setCookie(SESSION_COOKIE, encodeSessionCookie(session, cookieKey()), {
    httpOnly: true,
    sameSite: 'lax',
    secure: serverEnv().secureCookies,
    path: '/',
    // Without Max-Age the browser forgets the cookie when it closes.
    ...(lifetime === 'remembered' ? { maxAge: seconds } : {}),
  });
}

/** This visitor's Vendure session token, if they have one (server-side only, never sent to the page). */
export function sessionToken(): string | undefined {
  return currentSession()?.token;
}

/** Whether this visitor already has a Vendure session (anonymous or signed in) that has not ended. */
export function hasSession(): boolean {
  return currentSession() !== undefined;
}

/**
 * Runs `call`, whose Vendure calls need the visitor's session (their cart, their account),
 * or answers `none` without asking when there is no session, or when Vendure says during
 * the call that it is gone (ADR 050): what a visitor without a session is answered, and
 * no session started for a read. However `call` handles the failure it saw, its answer
 * is then `none`'s; and no call in it goes to Vendure without the session.
 */
export async function withSession<T>(none: () => T, call: () => Promise<T>): Promise<T> {
  if (!hasSession()) return none();
  const request = getRequest();
  try {
    const answer = await sessionNeeded.run(true, call);
    return goneThisRequest.has(request) ? none() : answer;
  } catch (error) {
    if (goneThisRequest.has(request)) return none();
    throw error;
  }
}

/** Vendure no longer knows the cookie's session: forget it, for this request and the browser. */
function sessionWentAway() {
  goneThisRequest.add(getRequest());
  log().info({ event: 'session-gone' }, 'the session cookie names a session Vendure no longer has; cleared');
  clearSession();
}

/**
 * Calls the Shop API for the current request: in the page's language (or the one
 * given, for pages whose text is in a fixed language), with the
 * visitor's session token, storing a new token in the cookie and for the rest of
 * this request (so one request never starts two sessions).
 */
export async function shopApi<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: {
    locale?: Locale;
    /** For a sign-in: how long the session it starts lasts (any other new session is a guest's, remembered). */
    lifetime?: SessionLifetime;
  } = {},
): Promise<TData> {
  // Outside a shared read cache's load, a Vendure call is this render's own: its page is not kept (ADR 049).
  markUncacheable('a Vendure call of its own');
  const locale = options.locale ?? getLocale();
  const token = sessionToken();
  const needsSession = sessionNeeded.getStore() === true;
  if (needsSession && !token) throw new SessionGone();
  let result: Awaited<ReturnType<VendureRequest>> & { data: TData };
  try {
    result = await vendure()(document, variables, {
      languageCode: VENDURE_LANGUAGE[locale],
      acceptLanguage: FORMAT_LOCALE[locale],
      token,
      clientIp: clientIp(),
    });
  } catch (error) {
    // The cookie's session is gone at Vendure, which started none for it (ADR 050).
    if (token && isVendureErrorCode(error, SESSION_GONE_CODE)) {
      sessionWentAway();
      if (needsSession) throw new SessionGone();
      // A call that needs no session (a catalog read, adding the first item): asked again as a visitor without one.
      return shopApi(document, variables, options);
    }
    // A session Vendure started for a call that then failed is still this visitor's: keep it, not a new one next time.
    if (error instanceof VendureError && error.token) storeSession(error.token, options.lifetime ?? 'remembered');
    return failForThisRequest(error);
  }
  if (result.token) storeSession(result.token, options.lifetime ?? 'remembered');
  return result.data;
}

/**
 * A failed Vendure call, as the current request passes it on: the client has logged
 * the details; an outage travels on only as "Vendure is unreachable", noted for this
 * request's answer (upstream-health.server.ts).
 */
export function failForThisRequest(error: unknown): never {
  if (isUpstreamOutage(error)) {
    noteUpstreamOutage();
    throw new Error(UPSTREAM_UNAVAILABLE);
  }
  throw error;
}

/**
 * A Shop API read whose answer is the same for every visitor and may serve many
 * requests at once (the joined live stock read, ADR 052): no session, no shopper's IP,
 * no one request's id, and in front of the queue for a free connection to Vendure. It
 * touches nothing of the request that started it: each caller passes a failure on with
 * `failForThisRequest`, and says what the read means for its page.
 */
export async function sharedShopApi<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
  variables: TVariables,
  locale: Locale,
): Promise<TData> {
  const { data } = await outsideRequestScope(() =>
    vendure()(document, variables, {
      languageCode: VENDURE_LANGUAGE[locale],
      acceptLanguage: FORMAT_LOCALE[locale],
      ahead: true,
    }),
  );
  return data;
}

/** Forgets the session cookie (after signing out). */
export function clearSession() {
  markUncacheable('a session cleared');
  thisRequest.set(getRequest(), null);
  deleteCookie(SESSION_COOKIE, { path: '/' });
}
