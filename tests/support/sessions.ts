import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Rows of Vendure's `session` table in the test stack's SQLite database (ADR 033). */
export function sessionRows(): number {
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR ?? '', 'foyer.sqlite'), { readOnly: true });
  try {
    return Number((db.prepare('SELECT COUNT(*) AS n FROM session').get() as { n: number }).n);
  } finally {
    db.close();
  }
}
