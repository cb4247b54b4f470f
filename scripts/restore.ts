// `npm run restore -- <backup directory>`: puts a backup made by `npm run backup` into the
// data directory of a stopped shop. An existing shop is not overwritten without --force.
// With DATABASE_URL (a PostgreSQL shop): into that database, which must be fresh, checked
// against the backup's manifest (backup-postgres.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKUP_FILES, type BackupManifest, countContents } from './backup.ts';
import { restorePostgres } from './backup-postgres.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Restores into `dataDir`: checks the backup against its manifest first, then replaces
 * the database (and its WAL files, which belong to the old one) and the assets.
 */
export function restore({
  backupDir,
  dataDir,
  force = false,
}: {
  backupDir: string;
  dataDir: string;
  /** replace a shop already in `dataDir` */
  force?: boolean;
}): BackupManifest {
  const manifestFile = path.join(backupDir, BACKUP_FILES.manifest);
  const database = path.join(backupDir, BACKUP_FILES.database);
  if (!fs.existsSync(manifestFile) || !fs.existsSync(database)) {
    throw new Error(
      `${backupDir} is not a Foyer backup (it needs ${BACKUP_FILES.manifest} and ${BACKUP_FILES.database})`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const found = countContents(database);
  for (const key of ['orders', 'customers', 'assets', 'tickets'] as const) {
    if (found[key] !== manifest[key]) {
      throw new Error(
        `The backup's database holds ${found[key]} ${key}, its manifest says ${manifest[key]}: not restored`,
      );
    }
  }
  const target = path.join(dataDir, BACKUP_FILES.database);
  if (fs.existsSync(target) && !force) {
    throw new Error(`${dataDir} already holds a shop; stop it and add --force to replace it`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.copyFileSync(database, target);
  const assets = path.join(dataDir, BACKUP_FILES.assets);
  fs.rmSync(assets, { recursive: true, force: true });
  const backedUpAssets = path.join(backupDir, BACKUP_FILES.assets);
  if (fs.existsSync(backedUpAssets)) fs.cpSync(backedUpAssets, assets, { recursive: true });
  const cookieKey = path.join(backupDir, BACKUP_FILES.cookieKey);
  if (fs.existsSync(cookieKey)) fs.copyFileSync(cookieKey, path.join(dataDir, BACKUP_FILES.cookieKey));
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const dataDirAt = args.indexOf('--data-dir');
  const dataDirArgument = dataDirAt >= 0 ? args[dataDirAt + 1] : undefined;
  const dataDir = path.resolve(dataDirArgument ?? process.env.VENDURE_DATA_DIR ?? path.join(root, 'commerce/data'));
  const backupDir = args.find((arg, i) => !arg.startsWith('--') && (dataDirAt < 0 || i !== dataDirAt + 1));
  try {
    if (dataDirAt >= 0 && !dataDirArgument) throw new Error('--data-dir needs a directory');
    if (!backupDir) throw new Error('Name the backup: npm run restore -- backups/foyer-… [--data-dir DIR] [--force]');
    if (process.env.DATABASE_URL) {
      const manifest = await restorePostgres({
        backupDir: path.resolve(backupDir),
        databaseUrl: process.env.DATABASE_URL,
      });
      console.log(
        `Restored the backup of ${manifest.createdAt} into a fresh database: ${manifest.paidOrders.count} paid orders, ${manifest.tickets.count} tickets, ${manifest.admissions.count} admissions, each checksum equal. Restore the asset bucket, then start the shop.`,
      );
      process.exit(0);
    }
    const manifest = restore({ backupDir: path.resolve(backupDir), dataDir, force });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${manifest.orders} orders, ${manifest.customers} customers, ${manifest.assets} assets. Start the shop.`,
    );
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
