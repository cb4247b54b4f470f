/**
 * The message of the error a server function throws when Vendure cannot be reached.
 * Errors cross from server to browser with their message only, so the error page
 * recognises an outage by it and shows "back soon" (503) instead of a failure (500).
 */
export const UPSTREAM_UNAVAILABLE = 'FOYER_UPSTREAM_UNAVAILABLE';

export function isUpstreamUnavailable(error: unknown): boolean {
  return error instanceof Error && error.message === UPSTREAM_UNAVAILABLE;
}
