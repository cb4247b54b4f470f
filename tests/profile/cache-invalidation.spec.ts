import { startProgram } from '@foyer/shared/stack/programs';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { test } from '@playwright/test';
import { LIVE_OPERATIONS, operationOf, startCountingProxy } from '../../scripts/counting-proxy.ts';
import { adminQuery } from '../support/admin-api';
import { changedPlayShowsOnHome, soldSeatShowsAtOnce } from '../support/cache-invalidation';
import { shopQuery } from '../support/shop-api';

const instances = () => (process.env.PROFILE_STOREFRONTS ?? '').split(' ').filter(Boolean);
// The profile's global setup uses PROFILE_PORT to + 15; this test's third instance and its proxy take + 17 and + 18.
const basePort = Number(process.env.PROFILE_PORT ?? 3380);

test('a change saved through the Admin API shows within 5 s on both storefront instances, through Redis', async () => {
  test.expect(instances()).toHaveLength(2);
  await changedPlayShowsOnHome(instances());
});

/**
 * ADR 041: what one instance read from Vendure, another is served from Redis. A third
 * storefront instance, started here on the profile's Redis, reaches Vendure through a
 * counting proxy: once the two instances have read a play page, its own renders of that
 * page ask Vendure only for the live seats, however often they are repeated; after a staff
 * change the new title shows on it and on both instances, read from Vendure once more.
 */
test('a third instance is served from Redis what the others read, and hears of a staff change', async () => {
  test.setTimeout(120_000);
  const [first = '', second = ''] = instances();
  const vendure = new URL(process.env.E2E_SHOP_API_URL ?? '');
  const proxy = await startCountingProxy({ port: basePort + 18, target: { port: Number(vendure.port) } });
  const { plays } = await shopQuery(
    shopGraphql(
      `query Plays { plays(options: { take: 20, sort: { id: ASC } }) { items { id slug title performances { id } } } }`,
    ),
    {},
    'en',
  );
  // A title that reads the same in HTML (nothing to escape); not the first plays, which other tests change.
  // With performances, so that each render reads their seats live through the proxy.
  const play = plays.items.slice(3).find((p) => p.performances.length && /^[\p{L}\p{N} ,.-]+$/u.test(p.title));
  if (!play) throw new Error('No play to read');
  const path = `/en/plays/${play.slug}`;
  const page = async (origin: string) => (await fetch(`${origin}${path}`)).text();
  const third = await startProgram({
    name: 'storefront-3',
    script: '.output/server/index.mjs',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(basePort + 17),
      VENDURE_SHOP_API_URL: `http://localhost:${basePort + 18}/shop-api`,
      REDIS_URL: process.env.PROFILE_REDIS_URL,
      REDIS_KEY_PREFIX: process.env.PROFILE_REDIS_PREFIX,
      SECURE_COOKIES: 'false',
    },
    url: `http://localhost:${basePort + 17}/health`,
    quiet: !process.env.E2E_VERBOSE,
  });
  const origin = `http://localhost:${basePort + 17}`;
  /** What the third instance asked of Vendure since the last call: cached reads by name, live reads counted. */
  const asked = () => {
    const operations = proxy.recorded.splice(0).map(operationOf);
    return {
      cached: operations.filter((operation) => !LIVE_OPERATIONS.has(operation)),
      live: operations.filter((operation) => LIVE_OPERATIONS.has(operation)).length,
    };
  };
  const setTitle = (title: string) =>
    adminQuery(adminGraphql(`mutation ($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }`), {
      input: { id: play.id, translations: [{ languageCode: 'en', title }] },
    });
  try {
    test.expect(await page(first)).toContain(play.title);
    test.expect(await page(second)).toContain(play.title);
    asked();
    for (let i = 0; i < 5; i++) test.expect(await page(origin)).toContain(play.title);
    // Each render asked Vendure for the seats, and for nothing else.
    test.expect(asked()).toEqual({ cached: [], live: 5 });

    const title = `${play.title} (revised ${Date.now().toString(36)})`;
    await setTitle(title);
    for (const storefront of [first, second, origin]) {
      await test.expect.poll(async () => (await page(storefront)).includes(title), { timeout: 5_000 }).toBe(true);
    }
    // The third instance read the new title from Vendure (or from Redis, if an instance was quicker) …
    asked();
    // … and from then on it is served from its cache again.
    for (let i = 0; i < 5; i++) test.expect(await page(origin)).toContain(title);
    test.expect(asked()).toEqual({ cached: [], live: 5 });
  } finally {
    await setTitle(play.title);
    await third.stop();
    await proxy.stop();
  }
});

test('a seat sold shows as sold out on both instances at once, though the play page is cached', async () => {
  test.expect(instances()).toHaveLength(2);
  await soldSeatShowsAtOnce(instances());
});
