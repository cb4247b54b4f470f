// The tests' own PostgreSQL databases on a shared server: the production profile, the fault
// tests and commerce's short-hold e2e server each make one of their own and drop it after.
import pg from 'pg';

/**
 * Runs `statements(name)` on the server of `databaseUrl`, through its `postgres`
 * maintenance database, for the database that URL names.
 */
async function onServerOf(databaseUrl: string, statements: (name: string) => string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`refusing to drop or create a database named "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const sql of statements(name)) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops and creates the database named in `databaseUrl`. Only for a database a test or the profile owns. */
export function recreateDatabase(databaseUrl: string): Promise<void> {
  return onServerOf(databaseUrl, (name) => [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
}

export function dropDatabase(databaseUrl: string): Promise<void> {
  return onServerOf(databaseUrl, (name) => [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}
