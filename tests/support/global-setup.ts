import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/stack.mjs';

/**
 * Starts a fresh Vendure (own port, own temporary SQLite database, seeded) and the
 * built storefront; returns the teardown that stops both and removes the data.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-'));
  const stack = await startStack({
    commercePort: Number(process.env.E2E_COMMERCE_PORT ?? 3290),
    storefrontPort: Number(process.env.E2E_STOREFRONT_PORT ?? 3280),
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: { SECURE_COOKIES: 'false' },
  });
  process.env.E2E_SHOP_API_URL = stack.shopApiUrl;
  process.env.E2E_ADMIN_API_URL = stack.adminApiUrl;
  process.env.E2E_MAILBOX_URL = stack.mailboxUrl;
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
