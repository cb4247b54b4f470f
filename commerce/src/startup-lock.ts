import { Client } from 'pg';
import type { CommerceEnvironment } from './environment';

/** One number for "Foyer is migrating or seeding" in pg_advisory_lock's key space. */
const STARTUP_LOCK_KEY = 7_240_115_301;

/**
 * Runs start-up work (migrations, the first bootstrap, the seed) in one process at a
 * time. On PostgreSQL several servers and workers may start together: a session-level
 * advisory lock makes the others wait until the first has migrated and seeded, then
 * they find the work done. The embedded SQLite profile has one process: no lock.
 */
export async function withStartupLock<T>(env: CommerceEnvironment, work: () => Promise<T>): Promise<T> {
  if (!env.databaseUrl) return work();
  const client = new Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Closing the session releases the lock even if the unlock query cannot run.
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
