import { randomUUID } from 'node:crypto';
import { generationKey } from '@foyer/shared/cache-invalidation';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisSharedLevel } from './cache-invalidation.server';
import { createReadCache } from './read-cache.server';

// The machine's Redis (SETUP-NOTES: running on every machine of this kind, CI's included).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `foyer-unit-${randomUUID()}`;
const clients: Redis[] = [];
/** The test's own connection, as Vendure's announcer has one. */
let admin: Redis;

async function connect() {
  const client = new Redis(REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  clients.push(client);
  await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

/** One storefront instance: its own connection, generation and process memory. */
async function instance(name: string) {
  const shared = redisSharedLevel(await connect(), prefix);
  await shared.refresh();
  const cache = createReadCache<string>(name, { ttlMs: 60_000, shared: () => shared.level });
  return { shared, cache };
}

/** What Vendure's announcer does after a change: the next generation, then the message to every instance. */
async function vendureChanged(...instances: Array<{ shared: { heard(n: number): void }; cache: { clear(): void } }>) {
  const generation = await admin.incr(generationKey(prefix));
  for (const { shared, cache } of instances) {
    shared.heard(generation);
    cache.clear();
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeAll(async () => {
  admin = await connect();
});

afterAll(async () => {
  const keys = await admin.keys(`${prefix}:*`);
  if (keys.length) await admin.del(...keys);
  for (const client of clients) client.disconnect();
});

describe('read cache with its Redis level (real Redis)', () => {
  it("a second instance is served the first one's read without asking Vendure", async () => {
    const [a, b] = [await instance('GetPlay'), await instance('GetPlay')];
    let calls = 0;
    const load = async () => `Hamlet ${++calls}`;
    expect(await a.cache.read('en|hamlet', load)).toBe('Hamlet 1');
    await expect.poll(() => admin.exists(`${prefix}:read-cache:GetPlay:0:en|hamlet`)).toBe(1);
    expect(await b.cache.read('en|hamlet', load)).toBe('Hamlet 1');
    expect(calls).toBe(1);
  });

  it("Vendure's next generation makes both levels of every instance ask again", async () => {
    const [a, b] = [await instance('GetActor'), await instance('GetActor')];
    let title = 'old';
    const load = async () => title;
    expect(await a.cache.read('en|actor', load)).toBe('old');
    await expect.poll(() => admin.exists(`${prefix}:read-cache:GetActor:0:en|actor`)).toBe(1);
    expect(await b.cache.read('en|actor', async () => 'not asked')).toBe('old');
    title = 'new';
    await vendureChanged(a, b);
    expect(await b.cache.read('en|actor', load)).toBe('new');
    // A's memory let go of "old"; B's read is in Redis under the new generation.
    expect(await a.cache.read('en|actor', async () => 'asked Vendure')).toBe('new');
  });

  it('a read that started before a change never reaches the new generation', async () => {
    const [a, b] = [await instance('GetProductDetail'), await instance('GetProductDetail')];
    const slow = deferred<string>();
    const reading = a.cache.read('en|poster', () => slow.promise);
    await vendureChanged(a, b);
    slow.resolve('before the change');
    expect(await reading).toBe('before the change');
    // Its answer went to Redis under the generation it started in, which nobody reads now.
    const current = Number(await admin.get(generationKey(prefix)));
    await expect
      .poll(() => admin.keys(`${prefix}:read-cache:GetProductDetail:*`))
      .toEqual([`${prefix}:read-cache:GetProductDetail:${current - 1}:en|poster`]);
    expect(await b.cache.read('en|poster', async () => 'after the change')).toBe('after the change');
    expect(await a.cache.read('en|poster', async () => 'asked again')).toBe('after the change');
  });

  it('a failed read is stored nowhere', async () => {
    const [a, b] = [await instance('SearchProducts'), await instance('SearchProducts')];
    await expect(a.cache.read('en|term', () => Promise.reject(new Error('Vendure down')))).rejects.toThrow();
    expect(await b.cache.read('en|term', async () => 'answered')).toBe('answered');
    expect(await a.cache.read('en|term', async () => 'answered again')).toBe('answered');
  });

  it('an instance that (re)connects takes the generation from Redis', async () => {
    const a = await instance('GetStages');
    await a.cache.read('en', async () => 'stages');
    await admin.incr(generationKey(prefix));
    await a.shared.refresh();
    expect(await a.cache.read('en', async () => 'read again')).toBe('read again');
  });
});
