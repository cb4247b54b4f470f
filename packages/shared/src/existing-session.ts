/**
 * The storefront marks every call it sends with a session token with this header: the
 * token names a session the storefront already holds (ADR 050). When Vendure no longer
 * knows that session (signed out elsewhere, expired, data reset), it answers
 * `SESSION_GONE_CODE` instead of starting a new anonymous session for the call.
 */
export const EXISTING_SESSION_HEADER = 'x-foyer-existing-session';

/** The GraphQL error code of that answer, sent with HTTP 401. */
export const SESSION_GONE_CODE = 'SESSION_GONE';
