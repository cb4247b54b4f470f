import { AsyncLocalStorage } from 'node:async_hooks';
import { VendureError } from './vendure-client.server';

/**
 * Remembers, per request, whether Vendure could not be reached (network error,
 * timeout or a 5xx), so the page that failed because of it is answered 503 with
 * Retry-After instead of a bare 500.
 */
const state = new AsyncLocalStorage<{ down: boolean }>();

export function trackUpstream<T>(run: () => Promise<T>): Promise<T> {
  return state.run({ down: false }, run);
}

export function isUpstreamOutage(error: unknown): boolean {
  return (
    error instanceof VendureError &&
    (error.kind === 'network' || error.kind === 'timeout' || (error.status !== undefined && error.status >= 500))
  );
}

export function noteUpstreamOutage() {
  const current = state.getStore();
  if (current) current.down = true;
}

export function upstreamWasDown(): boolean {
  return state.getStore()?.down ?? false;
}
