import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ADD_ITEM_FN, discover } from '../../scripts/load-test.ts';
import { expectCaseHeld } from './support/expectations';
import { addToCartSucceeds, pollUntil, runFaultCase } from './support/fault-case';
import { expect, test } from './support/fault-profile';

const run = promisify(execFile);

/** The rows a restore must give back, as they were before the backup began: key → the row as text. */
async function rowsThatMatter(databaseUrl: string): Promise<Record<string, Map<string, string>>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = async (sql: string) =>
      new Map((await client.query(sql)).rows.map((r: { key: string; row: string }) => [r.key, r.row]));
    return {
      paidOrders: await read(
        `SELECT code AS key, concat_ws('|', code, "subTotalWithTax", "shippingWithTax", "orderPlacedAt") AS row
           FROM "order" WHERE state IN ('PaymentSettled', 'PaymentAuthorized')`,
      ),
      tickets: await read(
        `SELECT code AS key, concat_ws('|', code, "orderId", "performanceId", seat) AS row FROM ticket`,
      ),
      admissions: await read(
        `SELECT code AS key, concat_ws('|', code, "admittedAt", "admittedBy") AS row FROM ticket WHERE "admittedAt" IS NOT NULL`,
      ),
    };
  } finally {
    await client.end();
  }
}

/**
 * Issue 28, backups under load: `npm run backup` while the load and a rush run,
 * `npm run restore` into a fresh database on the same server; every paid order, ticket
 * and admission committed before the backup began is there, unchanged, and the restore
 * checked itself against the backup's manifest (counts and checksums).
 */
test('npm run backup under load, npm run restore into a fresh database', async ({ faults }) => {
  const { profile, postgres } = faults;
  const { variants } = await discover(profile.storefrontUrl);
  const variant = variants[0];
  if (!variant) throw new Error('no variant in stock');
  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-backup-')), 'backup');
  const restoredUrl = `${postgres.url}/foyer_faults_restored`;
  const npm = (args: string[], databaseUrl: string) =>
    run('npm', args, { env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 1 << 24 });
  let before: Awaited<ReturnType<typeof rowsThatMatter>> | undefined;
  const report = await runFaultCase(faults, {
    name: 'backup-under-load',
    adminApiUrl: profile.adminApiUrls[0] ?? '',
    performanceFromEnd: 1,
    // Once the rushes' shoppers pay and tickets exist: the backup runs among their writes.
    strikeWhen: (seen) =>
      pollUntil(
        async () => {
          if (!seen.some((r) => r.source === 'rush' && r.kind === 'pay')) return false;
          const client = new pg.Client({ connectionString: faults.databaseUrl });
          await client.connect();
          try {
            // The door's side: a few tickets admitted, so admissions are in the backup too.
            const { rowCount } = await client.query(
              `UPDATE ticket SET "admittedAt" = now(), "admittedBy" = 'faults'
                WHERE id IN (SELECT id FROM ticket WHERE "admittedAt" IS NULL ORDER BY id LIMIT 3)`,
            );
            return (rowCount ?? 0) > 0;
          } finally {
            await client.end();
          }
        },
        180_000,
        200,
      ),
    downMs: 0,
    fault: {
      target: 'npm run backup',
      inject: async () => {
        before = await rowsThatMatter(faults.databaseUrl);
        const { stdout } = await npm(['run', 'backup', '--', '--out', backupDir], faults.databaseUrl);
        console.log(`[backup-under-load] ${stdout.trim().split('\n').at(-1)}`);
      },
      servedAgain: () => pollUntil(() => addToCartSucceeds(profile.storefrontUrl, ADD_ITEM_FN, variant)),
    },
  });
  // A backup is not a fault: nothing may fail because of it.
  expectCaseHeld(report, { getsMayFail: false });

  const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS foyer_faults_restored');
  await admin.query('CREATE DATABASE foyer_faults_restored');
  await admin.end();
  const { stdout } = await npm(['run', 'restore', '--', backupDir], restoredUrl);
  console.log(`[backup-under-load] ${stdout.trim().split('\n').at(-1)}`);
  const restored = await rowsThatMatter(restoredUrl);
  if (!before) throw new Error('the backup never ran');
  const figures: Record<string, { before: number; restored: number; missingOrChanged: string[] }> = {};
  for (const [name, rows] of Object.entries(before)) {
    const missingOrChanged = [...rows].filter(([key, row]) => restored[name]?.get(key) !== row).map(([key]) => key);
    figures[name] = { before: rows.size, restored: restored[name]?.size ?? 0, missingOrChanged };
  }
  console.log(`[backup-under-load] ${JSON.stringify(figures)}`);
  fs.writeFileSync(
    path.join(faults.resultsDir, 'backup-under-load.restore.json'),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  for (const [name, figure] of Object.entries(figures)) {
    expect(figure.missingOrChanged, `${name} missing or changed after the restore`).toEqual([]);
    expect(figure.before, `no ${name} before the backup: the case tested nothing`).toBeGreaterThan(0);
  }
  fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
});
