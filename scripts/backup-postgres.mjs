// `npm run backup` and `npm run restore` of a PostgreSQL shop (DATABASE_URL set): the
// database as pg_dump sees it at one snapshot, taken while the shop keeps selling, and a
// manifest of what that snapshot holds (counts and checksums of the rows that matter),
// against which a restore into a fresh database is checked. The asset bucket is copied
// with an S3 client (docs/operations.md, "Backups").
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const POSTGRES_BACKUP_FILES = { dump: 'foyer.dump', manifest: 'manifest.json' };

/**
 * The rows a restore must give back exactly: paid orders, their lines and payments,
 * tickets (with their admission), customers. Each as a count and an md5 of its rows in
 * id order, so a row changed or missing shows.
 */
const CONTENTS = {
  paidOrders: `SELECT id, code, state, "subTotalWithTax", "shippingWithTax", "orderPlacedAt" FROM "order"
                WHERE "orderPlacedAt" IS NOT NULL AND state NOT IN ('Cancelled', 'Draft')`,
  orderLines: `SELECT l.id, l."orderId", l."productVariantId", l.quantity FROM order_line l
                 JOIN "order" o ON o.id = l."orderId" WHERE o."orderPlacedAt" IS NOT NULL`,
  payments: `SELECT id, "orderId", method, amount, state, "transactionId" FROM payment`,
  tickets: `SELECT id, code, "orderId", "orderLineId", "performanceId", seat, "seatKey" FROM ticket`,
  admissions: `SELECT id, "admittedAt", "admittedBy" FROM ticket WHERE "admittedAt" IS NOT NULL`,
  customers: `SELECT id, "emailAddress" FROM customer`,
};

/**
 * Counts and checksums of the rows that matter, read by `client` (inside a transaction,
 * they are of its snapshot).
 * @param {pg.Client} client
 * @returns {Promise<Record<string, { count: number, md5: string }>>}
 */
export async function contentsOf(client) {
  /** @type {Record<string, { count: number, md5: string }>} */
  const contents = {};
  for (const [name, sql] of Object.entries(CONTENTS)) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS count, coalesce(md5(string_agg(r::text, E'\\n' ORDER BY r.id)), '') AS md5
         FROM (${sql}) r`,
    );
    contents[name] = { count: rows[0].count, md5: rows[0].md5 };
  }
  return contents;
}

/** @param {string} databaseUrl @param {(client: pg.Client) => Promise<T>} use @template T */
async function withClient(databaseUrl, use) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Dumps `databaseUrl` into `destination` (a new directory) while the shop runs: one
 * repeatable-read transaction exports its snapshot, pg_dump dumps that snapshot, and the
 * manifest's counts and checksums are read in the same transaction, so they describe
 * exactly what the dump holds.
 * @param {{ databaseUrl: string, destination: string }} options
 */
export async function backupPostgres({ databaseUrl, destination }) {
  if (fs.existsSync(destination)) throw new Error(`${destination} exists; a backup goes into a new directory`);
  fs.mkdirSync(destination, { recursive: true });
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot, now() AS at');
      const { snapshot, at } = rows[0];
      const dump = path.join(destination, POSTGRES_BACKUP_FILES.dump);
      await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${dump}`, databaseUrl]);
      const manifest = { createdAt: new Date(at).toISOString(), database: 'postgresql', ...(await contentsOf(client)) };
      fs.writeFileSync(
        path.join(destination, POSTGRES_BACKUP_FILES.manifest),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
      return manifest;
    } finally {
      await client.query('COMMIT');
    }
  });
}

/**
 * Restores a backup into `databaseUrl`, which must be a fresh (empty) database, and
 * checks what it then holds against the manifest: every count and checksum equal, or
 * it throws.
 * @param {{ backupDir: string, databaseUrl: string }} options
 */
export async function restorePostgres({ backupDir, databaseUrl }) {
  const manifestFile = path.join(backupDir, POSTGRES_BACKUP_FILES.manifest);
  const dump = path.join(backupDir, POSTGRES_BACKUP_FILES.dump);
  if (!fs.existsSync(manifestFile) || !fs.existsSync(dump)) {
    throw new Error(`${backupDir} is not a PostgreSQL backup of Foyer (it needs manifest.json and foyer.dump)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const tables = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    return rows[0].n;
  });
  if (tables > 0) throw new Error('The database already holds tables: restore into a fresh database');
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, dump]);
  const found = await withClient(databaseUrl, contentsOf);
  const differ = Object.keys(CONTENTS).filter(
    (name) => found[name]?.count !== manifest[name]?.count || found[name]?.md5 !== manifest[name]?.md5,
  );
  if (differ.length) {
    throw new Error(
      `The restored database differs from the backup's manifest in ${differ.map((n) => `${n} (${found[n]?.count} rows, manifest ${manifest[n]?.count})`).join(', ')}`,
    );
  }
  return manifest;
}
