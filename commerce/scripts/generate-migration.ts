import path from 'node:path';
import { generateMigration } from '@vendure/core';
import { readEnvironment } from '../src/environment';
import { createConfig } from '../src/vendure-config';

/**
 * Writes a migration for the difference between our entities and the database
 * named by the environment (SQLite by default, PostgreSQL when DATABASE_URL is set).
 * Usage: npm run migration:generate -w commerce -- <name>
 */
async function main() {
  const env = readEnvironment();
  const name = process.argv[2];
  if (!name) throw new Error('Give the migration a name');
  const dialect = env.databaseUrl ? 'postgres' : 'sqlite';
  await generateMigration(createConfig(env), {
    name,
    outputDir: path.join(__dirname, '../../migrations', dialect),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
