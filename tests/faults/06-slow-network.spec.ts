import { randomUUID } from 'node:crypto';
import { ADD_ITEM_FN, discover } from '../../scripts/load-test.ts';
import { adminClient } from '../../scripts/rush.ts';
import { scheduleReservedPerformance } from '../../scripts/rush-reserved.ts';
import { rushPlan } from '../../scripts/rush-reserved-verdict.ts';
import { CookieJar, SHOPPER_FN } from '../../scripts/shopper-client.ts';
import { expectCaseHeld } from './support/expectations';
import { addToCartSucceeds, pollUntil, runFaultCase } from './support/fault-case';
import { expect, test } from './support/fault-profile';
import { answerLost, cartOf, keyedWrite, type WriteAnswer, waitForKeys } from './support/lost-answers';

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
 * good. And two cart writes are made to lose their answers on purpose, an add and a
 * best-available request (in a hall of its own, during the seat rush): Vendure applies
 * each, the network drops the answers on their way back, and each shopper's retry with the
 * same key must find the write in the cart and make it no second time (ADR 072, 076):
 * applied exactly once.
 */
test('slow and dropped connections between Vendure and PostgreSQL and between storefront and Vendure', async ({
  faults,
}) => {
  const { profile, network } = faults;
  const { variants } = await discover(profile.storefrontUrl);
  const [variant, other] = variants;
  if (!variant || !other) throw new Error('two variants in stock are needed');
  // Shoppers with a cart: the cart page is theirs alone, so no cache can answer it for
  // Vendure, and a retry after a lost answer comes with the session that has the cart.
  const withCart = async () => {
    const jar = new CookieJar();
    const first = await keyedWrite(profile.storefrontUrl, jar, ADD_ITEM_FN, {
      variantId: variant,
      quantity: 1,
      idempotencyKey: randomUUID(),
    });
    expect(first?.kind).toBe('success');
    return jar;
  };
  const jar = await withCart();
  let probe: SilentProbe | undefined;
  /** A write whose answer the network loses: applied (its key recorded) before the drop, its first answer. */
  const lostAdd = {
    jar,
    key: randomUUID(),
    applied: false,
    first: undefined as Promise<WriteAnswer | undefined> | undefined,
  };
  // Best available in a hall of its own beside the seat rush's (whose three seats the rush takes).
  const admin = await adminClient(profile.adminApiUrls[0] ?? '', faults.adminPassword);
  const { performanceId } = await scheduleReservedPerformance(admin, rushPlan(12));
  const lostBest = { ...lostAdd, jar: await withCart(), key: randomUUID(), performanceId };
  const bestInput = () => ({ performanceId: lostBest.performanceId, count: 2, idempotencyKey: lostBest.key });
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
        // First the writes whose answers are lost: slowed on their way, they reach Vendure,
        // which commits them (their keys are recorded); their answers are then still up to
        // three seconds away in the proxy when every connection is dropped.
        network.shopApi.setLatency(3000);
        lostAdd.first = keyedWrite(profile.storefrontUrl, lostAdd.jar, ADD_ITEM_FN, {
          variantId: other,
          quantity: 1,
          idempotencyKey: lostAdd.key,
        });
        lostBest.first = keyedWrite(profile.storefrontUrl, lostBest.jar, SHOPPER_FN.selectBestSeats, bestInput());
        const recorded = await waitForKeys(faults.databaseUrl, [lostAdd.key, lostBest.key], 30_000);
        lostAdd.applied = recorded.has(lostAdd.key);
        lostBest.applied = recorded.has(lostBest.key);
        network.shopApi.setLatency(1000);
        network.database.setLatency(50);
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
  // The writes Vendure applied whose answers were lost: each shopper saw theirs fail, and
  // the retry with the same key finds it in the cart and makes it no second time.
  const [addFirst, bestFirst] = await Promise.all([lostAdd.first, lostBest.first]);
  console.log(
    `[slow-network] lost answers: the add applied ${lostAdd.applied}, answered ${JSON.stringify(addFirst)}; ` +
      `best available (performance ${lostBest.performanceId}) applied ${lostBest.applied}, answered ${JSON.stringify(bestFirst)?.slice(0, 200)}`,
  );
  expect([lostAdd.applied, lostBest.applied]).toEqual([true, true]);
  expect([answerLost(addFirst), answerLost(bestFirst)]).toEqual([true, true]);
  const before = await Promise.all([
    cartOf(profile.storefrontUrl, lostAdd.jar),
    cartOf(profile.storefrontUrl, lostBest.jar),
  ]);
  expect([before[0].quantityOf(other), before[1].seatsOf(lostBest.performanceId)]).toEqual([1, 2]);
  const retried = await Promise.all([
    keyedWrite(profile.storefrontUrl, lostAdd.jar, ADD_ITEM_FN, {
      variantId: other,
      quantity: 1,
      idempotencyKey: lostAdd.key,
    }),
    keyedWrite(profile.storefrontUrl, lostBest.jar, SHOPPER_FN.selectBestSeats, bestInput()),
  ]);
  expect(retried.map((answer) => answer?.kind)).toEqual(['success', 'order']);
  const after = await Promise.all([
    cartOf(profile.storefrontUrl, lostAdd.jar),
    cartOf(profile.storefrontUrl, lostBest.jar),
  ]);
  expect([after[0].quantityOf(other), after[1].seatsOf(lostBest.performanceId)]).toEqual([1, 2]);
  // The network is not one of two: what crosses it may fail meanwhile (cleanly, never a 500); nothing after.
  expectCaseHeld(report, { getsMayFail: true });
});
