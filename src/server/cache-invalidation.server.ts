import { timingSafeEqual } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  INVALIDATION_HEADER,
  INVALIDATION_PATH,
  invalidationChannel,
} from '../../commerce/src/plugins/storefront-cache/announcer';
import type { ServerEnv } from './env.server';
import { clearReadCaches } from './read-cache.server';

const sameSecret = (given: string | null, secret: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The embedded profile's hook (ADR 024): Vendure POSTs here with the shared secret after
 * staff change something, and this process drops its read caches. Answers null for any
 * other request; without a configured secret, or with a wrong one, the path is unknown (404).
 */
export function invalidationResponse(request: Request, env: Pick<ServerEnv, 'CACHE_INVALIDATION_SECRET'>) {
  if (new URL(request.url).pathname !== INVALIDATION_PATH) return null;
  const secret = env.CACHE_INVALIDATION_SECRET;
  if (request.method !== 'POST' || !secret || !sameSecret(request.headers.get(INVALIDATION_HEADER), secret)) {
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  clearReadCaches();
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/**
 * The production profile's hook (ADR 024): every storefront instance subscribes to the
 * channel Vendure publishes on. ioredis reconnects and subscribes again by itself after
 * Redis restarts; the caches' TTLs bound staleness while it is away.
 */
export function subscribeToInvalidations(env: Pick<ServerEnv, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>) {
  if (!env.REDIS_URL) return undefined;
  const subscriber = new Redis(env.REDIS_URL, { autoResubscribe: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => {});
  subscriber.on('message', () => clearReadCaches());
  subscriber.subscribe(invalidationChannel(env.REDIS_KEY_PREFIX)).catch(() => {});
  return subscriber;
}
