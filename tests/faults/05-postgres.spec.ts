import { ADD_ITEM_FN, discover } from '../../scripts/load-test.mjs';
import { expectCaseHeld } from './support/expectations';
import { addToCartSucceeds, pollUntil, runFaultCase } from './support/fault-case';
import { test } from './support/fault-profile';

/**
 * Issue 28, case 4: PostgreSQL restarts in the middle of the load and a rush, the test's
 * own server (never the machine's). `fast`: the host's service manager restarts it
 * (sessions are ended, transactions in flight rolled back); `immediate`: it dies as in a
 * crash or a failover and recovers from its write-ahead log at the next start. Back 2 s
 * later in both. The Vendure servers and the worker reconnect by themselves: their pools
 * drop the connections that broke and open new ones (no restart of theirs).
 */
for (const [mode, performanceFromEnd] of [
  ['fast', 1],
  ['immediate', 2],
] as const) {
  test(`restart PostgreSQL mid-load (${mode} shutdown)`, async ({ faults }) => {
    const { profile, postgres } = faults;
    const { variants } = await discover(profile.storefrontUrl);
    const variant = variants[0];
    if (!variant) throw new Error('no variant in stock');
    const report = await runFaultCase(faults, {
      name: `postgres-restarted-${mode}`,
      adminApiUrl: profile.adminApiUrls[0] ?? '',
      performanceFromEnd,
      // Once the rushes' staff side is done (it calls the Admin API straight, with no retry)
      // and the count rush's shoppers are at the payment step: the fault hits their payments.
      strikeWhen: (seen) =>
        pollUntil(
          async () =>
            seen.some((r) => r.source === 'rush' && r.kind === 'hold') && seen.some((r) => r.source === 'seats'),
          180_000,
          20,
        ),
      downMs: 2000,
      fault: {
        target: `PostgreSQL (${mode})`,
        inject: () => postgres.stop(mode),
        restart: () => postgres.start(),
        // A write that needs the database through Caddy, a storefront and a Vendure server.
        servedAgain: () => pollUntil(() => addToCartSucceeds(profile.storefrontUrl, ADD_ITEM_FN, variant)),
      },
    });
    // PostgreSQL is one, not one of two: what needs it while it is down may fail (cleanly); nothing after.
    expectCaseHeld(report, { getsMayFail: true });
  });
}
