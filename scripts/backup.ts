// `npm run backup`: a consistent copy of the embedded shop (SQLite database and uploaded
// assets) taken while it runs. `npm run restore` puts one back. With DATABASE_URL (a
// PostgreSQL shop): pg_dump of one snapshot and its manifest (backup-postgres.ts); the
// asset bucket is copied with an S3 client (docs/operations.md, "Backups").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error better-sqlite3 ships no types of its own; what the backup uses of it is typed below
import DatabaseUntyped from 'better-sqlite3';
import { backupPostgres } from './backup-postgres.ts';

/** The part of a better-sqlite3 database that the backup and the restore use. */
interface SqliteDatabase {
  /** SQLite's online backup into `destination`. */
  backup(destination: string): Promise<unknown>;
  prepare(sql: string): { get(): unknown };
  close(): void;
}

const Database = DatabaseUntyped as new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => SqliteDatabase;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a backup holds, written beside it as manifest.json. */
export const BACKUP_FILES = {
  database: 'foyer.sqlite',
  assets: 'assets',
  manifest: 'manifest.json',
  /** The storefront's cookie key (`npm start` keeps it in the data directory): restored, carts stay. */
  cookieKey: 'storefront-cookie-secret',
};

/** What a shop's database holds, by the counts a restore is checked against. */
export interface ShopCounts {
  orders: number;
  customers: number;
  assets: number;
  tickets: number;
}

/** A backup's manifest.json: when it was taken and what its database holds. */
export interface BackupManifest extends ShopCounts {
  createdAt: string;
}

/**
 * Backs up the data directory into `destination` (a new directory):
 * 1. the database through SQLite's online backup API, which copies a consistent state
 *    while Vendure keeps writing (WAL mode; no lock is held for long);
 * 2. then the assets: each upload is written once, before the row that names it, so
 *    every asset the copied database names is on disk by now;
 * 3. a manifest with counts read from the copy, for a restore to be checked against.
 */
export async function backup({
  dataDir,
  destination,
}: {
  dataDir: string;
  destination: string;
}): Promise<BackupManifest> {
  const source = path.join(dataDir, BACKUP_FILES.database);
  if (!fs.existsSync(source)) throw new Error(`No shop database at ${source}`);
  if (fs.existsSync(destination)) throw new Error(`${destination} exists; a backup goes into a new directory`);
  fs.mkdirSync(destination, { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(destination, BACKUP_FILES.database));
  } finally {
    db.close();
  }
  const assets = path.join(dataDir, BACKUP_FILES.assets);
  if (fs.existsSync(assets)) fs.cpSync(assets, path.join(destination, BACKUP_FILES.assets), { recursive: true });
  const cookieKey = path.join(dataDir, BACKUP_FILES.cookieKey);
  if (fs.existsSync(cookieKey)) fs.copyFileSync(cookieKey, path.join(destination, BACKUP_FILES.cookieKey));
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    ...countContents(path.join(destination, BACKUP_FILES.database)),
  };
  fs.writeFileSync(path.join(destination, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Counts a database holds, to compare a restore with its backup. */
export function countContents(databaseFile: string): ShopCounts {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const count = (table: string): number =>
      (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
    return { orders: count('order'), customers: count('customer'), assets: count('asset'), tickets: count('ticket') };
  } finally {
    db.close();
  }
}

function parseArguments(argv: string[]): { dataDir?: string; destination?: string } {
  const options: { dataDir?: string; destination?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--data-dir') options.dataDir = argv[++i];
    else if (argv[i] === '--out') options.destination = argv[++i];
    else throw new Error(`Unknown argument ${argv[i]} (use --data-dir DIR and --out DIR)`);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  try {
    const options = parseArguments(process.argv.slice(2));
    if (process.env.DATABASE_URL) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const destination = path.resolve(options.destination ?? path.join(root, 'backups', `foyer-${stamp}`));
      const manifest = await backupPostgres({ databaseUrl: process.env.DATABASE_URL, destination });
      console.log(
        `Backed up the database to ${destination} (snapshot of ${manifest.createdAt}): ${manifest.paidOrders.count} paid orders, ${manifest.tickets.count} tickets, ${manifest.admissions.count} admissions, ${manifest.customers.count} customers. Copy the asset bucket now (docs/operations.md, "Backups").`,
      );
      process.exit(0);
    }
    const dataDir = path.resolve(options.dataDir ?? process.env.VENDURE_DATA_DIR ?? path.join(root, 'commerce/data'));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const destination = path.resolve(options.destination ?? path.join(root, 'backups', `foyer-${stamp}`));
    const manifest = await backup({ dataDir, destination });
    console.log(
      `Backed up ${dataDir} to ${destination}: ${manifest.orders} orders, ${manifest.customers} customers, ${manifest.assets} assets, ${manifest.tickets} tickets.`,
    );
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
