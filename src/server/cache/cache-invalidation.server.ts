import { timingSafeEqual } from 'node:crypto';
import {
  generationKey,
  INVALIDATION_HEADER,
  INVALIDATION_PATH,
  invalidationChannel,
} from '@foyer/shared/cache-invalidation';
import { Redis } from 'ioredis';
import type { ServerEnv } from '../env.server';
import { clearReadCaches, type SharedLevel, setSharedLevel } from './read-cache.server';

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
 * The read caches' shared level in Redis (ADR 041). The generation is read whenever the
 * connection is (re)established, and moved on by Vendure's messages; until it is known the
 * level is skipped. No offline queue: while Redis is away a read goes to Vendure at once.
 */
export function redisSharedLevel(client: Redis, keyPrefix: string) {
  let generation: number | undefined;
  let messages = 0;
  let reading: Promise<void> | undefined;
  const readGeneration = () => {
    const before = messages;
    reading = client
      .get(generationKey(keyPrefix))
      .then((value) => {
        // A message heard meanwhile is newer than this answer. Otherwise Redis is right, even if
        // its counter went back (a Redis that restarted empty holds no old keys either).
        if (messages === before) generation = Number(value ?? 0);
        clearReadCaches();
      })
      .catch(() => {});
    return reading;
  };
  client.on('ready', readGeneration);
  if (client.status === 'ready') void readGeneration();
  const key = (name: string) => `${keyPrefix}:read-cache:${name}`;
  const level: SharedLevel = {
    // Right after start the first read waits for the generation rather than skip Redis.
    generation: () => generation ?? reading?.then(() => generation),
    get: (name) => client.get(key(name)),
    set: (name, value, ttlMs) => client.set(key(name), value, 'PX', ttlMs),
  };
  return {
    level,
    /** Vendure announced generation `next`: older keys are retired (an older message arriving late changes nothing). */
    heard(next: number) {
      messages++;
      if (Number.isSafeInteger(next) && (generation === undefined || next > generation)) generation = next;
    },
    /** For tests: reads the generation again, as after a reconnection. */
    refresh: readGeneration,
  };
}

/**
 * The production profile's hook (ADR 024, 041): every storefront instance subscribes to the
 * channel Vendure publishes the new generation on, and reads and writes its shared level in
 * Redis. ioredis reconnects and subscribes again by itself after Redis restarts; the
 * caches' TTLs bound staleness while it is away.
 */
export function subscribeToInvalidations(env: Pick<ServerEnv, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>) {
  if (!env.REDIS_URL) return undefined;
  const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  const shared = redisSharedLevel(client, env.REDIS_KEY_PREFIX);
  setSharedLevel(shared.level);
  const subscriber = new Redis(env.REDIS_URL, { autoResubscribe: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel, message) => {
    shared.heard(Number(message));
    clearReadCaches();
  });
  subscriber.subscribe(invalidationChannel(env.REDIS_KEY_PREFIX)).catch(() => {});
  return subscriber;
}
