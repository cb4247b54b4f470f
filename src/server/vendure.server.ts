import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server';
import type { TadaDocumentNode } from 'gql.tada';
import { FORMAT_LOCALE, type Locale, VENDURE_LANGUAGE } from '~/lib/locales';
import { UPSTREAM_UNAVAILABLE } from '~/lib/upstream';
import { getLocale } from '~/paraglide/runtime';
import { serverEnv } from './env.server';
import { clientIp } from './rate-limit.server';
import { isUpstreamOutage, noteUpstreamOutage } from './upstream-health.server';
import { createVendureClient, type VendureRequest } from './vendure-client';

/** The HttpOnly cookie that holds the Vendure session token; browser JavaScript never sees it. */
export const SESSION_COOKIE = 'foyer_session';
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

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

/** This visitor's Vendure session token, if they have one (server-side only, never sent to the page). */
export function sessionToken(): string | undefined {
  return getCookie(SESSION_COOKIE) || undefined;
}

/** Whether this visitor already has a Vendure session (anonymous or signed in). */
export function hasSession(): boolean {
  return Boolean(getCookie(SESSION_COOKIE));
}

/**
 * Calls the Shop API for the current request: in the page's language (or the one
 * given, for pages whose text is in a fixed language), with the
 * visitor's session token, storing a rotated token back in the cookie.
 */
export async function shopApi<TData, TVariables>(
  document: TadaDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { locale?: Locale } = {},
): Promise<TData> {
  const locale = options.locale ?? getLocale();
  let result: Awaited<ReturnType<VendureRequest>> & { data: TData };
  try {
    result = await vendure()(document, variables, {
      languageCode: VENDURE_LANGUAGE[locale],
      acceptLanguage: FORMAT_LOCALE[locale],
      token: getCookie(SESSION_COOKIE),
      clientIp: clientIp(),
    });
  } catch (error) {
    // The client has logged the details; what travels on is only "Vendure is unreachable".
    if (isUpstreamOutage(error)) {
      noteUpstreamOutage();
      throw new Error(UPSTREAM_UNAVAILABLE);
    }
    throw error;
  }
  if (result.token) {
    setCookie(SESSION_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: serverEnv().secureCookies,
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
  }
  return result.data;
}

/** Forgets the session cookie (after signing out). */
export function clearSession() {
  deleteCookie(SESSION_COOKIE, { path: '/' });
}
