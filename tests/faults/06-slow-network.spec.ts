import { randomUUID } from 'node:crypto';
import { ADD_ITEM_FN, discover } from '../../scripts/load-test.ts';
import { CookieJar, fnHeaders, serializedCall } from '../../scripts/shopper-client.ts';
import { expectCaseHeld } from './support/expectations';
import { addToCartSucceeds, pollUntil, runFaultCase } from './support/fault-case';
import { expect, test } from './support/fault-profile';

/** What a shopper with a cart got for the cart page while the Shop API took connections and never answered. */
interface SilentProbe {
  status: number;
  retryAfter: string | null;
  /** The storefront's own "back soon" page (English), not Caddy's or a bare error. */
  branded: boolean;
  seconds: number;
}

/**
 * Issue 28, case 6: the network between the parts goes bad in the middle of the load
 * and a rush. Through the test's own TCP proxies (support/slow-proxy.ts): every chunk
 * between Vendure and PostgreSQL delayed 50 ms, between the storefronts and Vendure 1 s,
 * every connection under way on both dropped, and for a while the Shop API's connections
 * taken and never answered. The storefront must answer its "back soon" page (503,
 * Retry-After) within its own timeout, never a 500, and serve again once the network is
 * good.
 */
test('slow and dropped connections between Vendure and PostgreSQL and between storefront and Vendure', async ({
  faults,
}) => {
  const { profile, network } = faults;
  const { variants } = await discover(profile.storefrontUrl);
  const variant = variants[0];
  if (!variant) throw new Error('no variant in stock');
  // A shopper with a cart: the cart page is theirs alone, so no cache can answer it for Vendure.
  const jar = new CookieJar();
  const added = await fetch(`${profile.storefrontUrl}/_serverFn/${ADD_ITEM_FN}`, {
    method: 'POST',
    headers: { ...fnHeaders(profile.storefrontUrl, 'en'), 'content-type': 'application/json' },
    body: serializedCall({ variantId: variant, quantity: 1, idempotencyKey: randomUUID() }),
  });
  jar.store(added.headers);
  expect(added.ok).toBe(true);
  let probe: SilentProbe | undefined;
  const report = await runFaultCase(faults, {
    name: 'slow-network',
    adminApiUrl: profile.adminApiUrls[0] ?? '',
    performanceFromEnd: 0,
    // Once a rush's first payment has gone through (the test card settles at once) and the
    // seat rush is under way: the slow network then meets payments in flight, and the case
    // has a paid order to check. Striking at the first hold let the network take every
    // payment of a clean-clone run, and nothing was paid (as case 4 saw, ADR 064).
    strikeWhen: (seen) =>
      pollUntil(
        async () =>
          seen.some((r) => r.source === 'rush' && r.kind === 'pay' && !r.failed) &&
          seen.some((r) => r.source === 'seats'),
        180_000,
        20,
      ),
    downMs: 10_000,
    fault: {
      target: 'network (Vendure–PostgreSQL +50 ms, storefront–Vendure +1 s and silent for one timeout, all dropped)',
      inject: async () => {
        network.database.setLatency(50);
        network.shopApi.setLatency(1000);
        network.shopApi.setBlackhole(true);
        network.database.dropAll();
        network.shopApi.dropAll();
        const started = Date.now();
        const response = await fetch(`${profile.storefrontUrl}/en/cart`, {
          headers: { accept: 'text/html', cookie: jar.header() },
          signal: AbortSignal.timeout(60_000),
        });
        const html = await response.text();
        probe = {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          branded: html.includes('The box office is closed for a moment'),
          seconds: Math.round((Date.now() - started) / 100) / 10,
        };
        network.shopApi.setBlackhole(false);
        network.shopApi.dropAll();
      },
      restart: async () => {
        network.database.setLatency(0);
        network.shopApi.setLatency(0);
      },
      servedAgain: () => pollUntil(() => addToCartSucceeds(profile.storefrontUrl, ADD_ITEM_FN, variant)),
    },
  });
  console.log(`[slow-network] the cart page while Vendure was silent: ${JSON.stringify(probe)}`);
  expect(probe?.status).toBe(503);
  expect(probe?.retryAfter).toBeTruthy();
  expect(probe?.branded).toBe(true);
  // The network is not one of two: what crosses it may fail meanwhile (cleanly, never a 500); nothing after.
  expectCaseHeld(report, { getsMayFail: true });
});
