import path from 'node:path';
import { generateMigration, runMigrations } from '@vendure/core';
import { readEnvironment } from '../src/environment';
import { createConfig } from '../src/vendure-config';

/**
 * Writes a migration for the difference between our entities and the database
 * named by the environment (SQLite by default, PostgreSQL when DATABASE_URL is set),
 * after bringing that database up to the committed migrations (so an empty one will do:
 * VENDURE_DATA_DIR=$(mktemp -d) for SQLite, a new database for PostgreSQL).
 * Usage: npm run migration:generate -w commerce -- <name>
 */
async function main() {
  const env = readEnvironment();
  const name = process.argv[2];
  if (!name) throw new Error('Give the migration a name');
  const dialect = env.databaseUrl ? 'postgres' : 'sqlite';
  await runMigrations(createConfig(env));
  await generateMigration(createConfig(env), {
    name,
    outputDir: path.join(__dirname, '../../migrations', dialect),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
