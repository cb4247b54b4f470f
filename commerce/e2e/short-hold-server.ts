import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, recreateDatabase } from '@foyer/shared/stack/databases';
import { startCommerce } from '@foyer/shared/stack/programs';
import { afterAll, beforeAll } from 'vitest';
import { TestClient } from './graphql-client';

/**
 * The databases holds are tried on: the embedded profile's SQLite and the production
 * profile's PostgreSQL (this machine's server, at `postgresUrl`), each on its own port.
 */
export const HOLD_DATABASES = (postgresUrl: string, portOffsets: [number, number]) => [
  { profile: 'embedded (SQLite)', databaseUrl: undefined, portOffset: portOffsets[0] },
  { profile: 'production (PostgreSQL)', databaseUrl: postgresUrl, portOffset: portOffsets[1] },
];

/**
 * A Vendure server of the calling `describe`'s own whose holds last `holdSeconds`, so
 * holds really run out in the test: started (on a fresh database) before its tests and
 * stopped after. `server` and a superadmin `admin` are set once it runs.
 */
export function shortHoldServer(options: {
  databaseUrl: string | undefined;
  /** Added to COMMERCE_E2E_PORT; see global-setup.ts for the offsets in use. */
  portOffset: number;
  holdSeconds: number;
  /** More environment, read when the server starts (e.g. the Stripe stand-in's address). */
  env?: () => Record<string, string>;
}) {
  const handle = {} as { server: Awaited<ReturnType<typeof startCommerce>>; admin: TestClient };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-hold-'));
  beforeAll(async () => {
    if (options.databaseUrl) await recreateDatabase(options.databaseUrl);
    handle.server = await startCommerce({
      port: Number(process.env.COMMERCE_E2E_PORT ?? 3191) + options.portOffset,
      dataDir,
      quiet: !process.env.E2E_VERBOSE,
      env: {
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        SEAT_HOLD_SECONDS: String(options.holdSeconds),
        TEST_CARD_PAYMENTS: 'true',
        ...options.env?.(),
      },
    });
    handle.admin = new TestClient(handle.server.adminApiUrl);
    await handle.admin.loginAsSuperadmin();
  });
  afterAll(async () => {
    await handle.server?.stop();
    if (options.databaseUrl) await dropDatabase(options.databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return handle;
}

/** Waits until a hold's time has passed (a deadline, not a timing assertion). */
export async function outlast(expiresAt: string | null | undefined) {
  const wait = new Date(expiresAt ?? 0).getTime() - Date.now() + 150;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
