import pg from 'pg';
import { ADD_ITEM_FN, discover } from '../../scripts/load-test.ts';
import { expectCaseHeld } from './support/expectations';
import { addToCartSucceeds, pollUntil, runFaultCase } from './support/fault-case';
import { test } from './support/fault-profile';

/** Orders paid since `since` (the rushes' test card settles at once). */
async function paidSince(databaseUrl: string, since: Date): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM "order" WHERE "orderPlacedAt" >= $1 AND state = 'PaymentSettled'`,
      [since],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

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
    const since = new Date();
    const report = await runFaultCase(faults, {
      name: `postgres-restarted-${mode}`,
      adminApiUrl: profile.adminApiUrls[0] ?? '',
      performanceFromEnd,
      // Six of the eight let into payment together get a seat: six payments at once.
      countRush: { shoppers: 8, seats: 6 },
      // The moment the first payment of the count rush's six (let into payment together)
      // has settled: the rest of them are still paying, and the fault hits them. Striking
      // at their first hold (as before) could catch every payment in the outage: then
      // nothing was paid and the paid orders' invariants tested nothing.
      strikeWhen: (seen) =>
        pollUntil(
          async () =>
            seen.some((r) => r.source === 'rush' && r.kind === 'pay' && !r.failed) &&
            (await paidSince(faults.databaseUrl, since)) > 0,
          180_000,
          5,
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
