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

/** One kind of row in a manifest: how many, and an md5 of them all in id order. */
export interface RowsDigest {
  count: number;
  md5: string;
}

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

type ContentName = keyof typeof CONTENTS;
const CONTENT_NAMES = Object.keys(CONTENTS) as ContentName[];

/** What a PostgreSQL backup's snapshot holds, by kind of row. */
export type PostgresContents = Record<ContentName, RowsDigest>;

/** A PostgreSQL backup's manifest.json. */
export interface PostgresManifest extends PostgresContents {
  createdAt: string;
  database: 'postgresql';
}

/**
 * Counts and checksums of the rows that matter, read by `client` (inside a transaction,
 * they are of its snapshot).
 */
export async function contentsOf(client: pg.Client): Promise<PostgresContents> {
  const contents: Partial<PostgresContents> = {};
  for (const name of CONTENT_NAMES) {
    const { rows } = await client.query<RowsDigest>(
      `SELECT count(*)::int AS count, coalesce(md5(string_agg(r::text, E'\\n' ORDER BY r.id)), '') AS md5
         FROM (${CONTENTS[name]}) r`,
    );
    const [digest] = rows;
    if (!digest) throw new Error(`Counting ${name} returned no row`);
    contents[name] = { count: digest.count, md5: digest.md5 };
  }
  return contents as PostgresContents;
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
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
 */
export async function backupPostgres({
  databaseUrl,
  destination,
}: {
  databaseUrl: string;
  destination: string;
}): Promise<PostgresManifest> {
  if (fs.existsSync(destination)) throw new Error(`${destination} exists; a backup goes into a new directory`);
  fs.mkdirSync(destination, { recursive: true });
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows } = await client.query<{ snapshot: string; at: Date }>(
        'SELECT pg_export_snapshot() AS snapshot, now() AS at',
      );
      const [exported] = rows;
      if (!exported) throw new Error('PostgreSQL exported no snapshot');
      const { snapshot, at } = exported;
      const dump = path.join(destination, POSTGRES_BACKUP_FILES.dump);
      await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${dump}`, databaseUrl]);
      const manifest: PostgresManifest = {
        createdAt: new Date(at).toISOString(),
        database: 'postgresql',
        ...(await contentsOf(client)),
      };
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
 */
export async function restorePostgres({
  backupDir,
  databaseUrl,
}: {
  backupDir: string;
  databaseUrl: string;
}): Promise<PostgresManifest> {
  const manifestFile = path.join(backupDir, POSTGRES_BACKUP_FILES.manifest);
  const dump = path.join(backupDir, POSTGRES_BACKUP_FILES.dump);
  if (!fs.existsSync(manifestFile) || !fs.existsSync(dump)) {
    throw new Error(`${backupDir} is not a PostgreSQL backup of Foyer (it needs manifest.json and foyer.dump)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PostgresManifest;
  const tables = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`,
    );
    return rows[0]?.n ?? 0;
  });
  if (tables > 0) throw new Error('The database already holds tables: restore into a fresh database');
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, dump]);
  const found = await withClient(databaseUrl, contentsOf);
  const differ = CONTENT_NAMES.filter(
    (name) => found[name]?.count !== manifest[name]?.count || found[name]?.md5 !== manifest[name]?.md5,
  );
  if (differ.length) {
    throw new Error(
      `The restored database differs from the backup's manifest in ${differ.map((n) => `${n} (${found[n]?.count} rows, manifest ${manifest[n]?.count})`).join(', ')}`,
    );
  }
  return manifest;
}
