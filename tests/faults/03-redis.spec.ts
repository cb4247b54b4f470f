import { ADD_ITEM_FN, discover } from '../../scripts/load-test.ts';
import { expectCaseHeld } from './support/expectations';
import { addToCartSucceeds, pollUntil, runFaultCase } from './support/fault-case';
import { test } from './support/fault-profile';

/**
 * Issue 28, case 3: the host restarts Redis in the middle of the load and a rush (a
 * clean shutdown, as `systemctl restart redis` does: its append-only file keeps the
 * job queue), and it is back 2 s later. Redis holds BullMQ's jobs, Vendure's cache
 * (sessions included), the storefront's shared read cache and rate limits, and the
 * cache-invalidation messages.
 */
test('restart Redis mid-load', async ({ faults }) => {
  const { profile, redis } = faults;
  const { variants } = await discover(profile.storefrontUrl);
  const variant = variants[0];
  if (!variant) throw new Error('no variant in stock');
  const report = await runFaultCase(faults, {
    name: 'redis-restarted',
    adminApiUrl: profile.adminApiUrls[0] ?? '',
    performanceFromEnd: 2,
    downMs: 2000,
    fault: {
      target: 'Redis',
      inject: () => redis.kill('SIGTERM'),
      restart: () => redis.restart(),
      servedAgain: () => pollUntil(() => addToCartSucceeds(profile.storefrontUrl, ADD_ITEM_FN, variant)),
    },
  });
  // Redis is one, not one of two: a request that needs it during the outage may fail; none after.
  expectCaseHeld(report, { getsMayFail: true });
});
