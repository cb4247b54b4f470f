import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { consumeAll, createLimiter, redisLimiters } from './rate-limit.server';

vi.mock('@tanstack/react-start/server', () => ({ getRequestIP: () => '127.0.0.1' }));

// The machine's Redis (SETUP-NOTES: running on every machine of this kind, CI's included).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `foyer-unit-${randomUUID()}`;
const clients: Redis[] = [];
const connect = (url = REDIS_URL) => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => null });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
};

afterAll(async () => {
  const cleaner = clients[0];
  if (cleaner?.status === 'ready') {
    const keys = await cleaner.keys(`${prefix}:*`);
    if (keys.length) await cleaner.del(...keys);
  }
  for (const client of clients) client.disconnect();
});

describe('redisLimiters', () => {
  it('two storefront instances share one count', async () => {
    const first = connect();
    const second = connect();
    await Promise.all([first, second].map((c) => new Promise((resolve) => c.once('ready', resolve))));
    const rule = { name: 'sign-in-ip', points: 3, durationSeconds: 60 };
    const instanceA = createLimiter(rule, redisLimiters(first, prefix));
    const instanceB = createLimiter(rule, redisLimiters(second, prefix));
    expect((await consumeAll([{ limiter: instanceA, key: '10.1.1.1' }])).ok).toBe(true);
    expect((await consumeAll([{ limiter: instanceB, key: '10.1.1.1' }])).ok).toBe(true);
    expect((await consumeAll([{ limiter: instanceA, key: '10.1.1.1' }])).ok).toBe(true);
    // The fourth attempt is refused, whichever instance it reaches.
    expect((await consumeAll([{ limiter: instanceB, key: '10.1.1.1' }])).ok).toBe(false);
    expect((await consumeAll([{ limiter: instanceA, key: '10.1.1.1' }])).ok).toBe(false);
    expect(await first.exists(`${prefix}:rate-limit:sign-in-ip:10.1.1.1`)).toBe(1);
  });

  it('still limits, in memory, while Redis is unreachable', async () => {
    const unreachable = connect('redis://127.0.0.1:1');
    const limiter = createLimiter(
      { name: 'reset-ip', points: 2, durationSeconds: 60 },
      redisLimiters(unreachable, prefix),
    );
    expect((await consumeAll([{ limiter, key: '10.2.2.2' }])).ok).toBe(true);
    expect((await consumeAll([{ limiter, key: '10.2.2.2' }])).ok).toBe(true);
    expect((await consumeAll([{ limiter, key: '10.2.2.2' }])).ok).toBe(false);
  });
});
