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
    // Many tests register and sign in from 127.0.0.1 in one run: the IP-wide limits are
    // raised; the per-email sign-in limit keeps its default (account-profile.spec trips it).
    env: {
      SECURE_COOKIES: 'false',
      RATE_LIMIT_SIGN_IN_PER_IP: '10000',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
      RATE_LIMIT_RESET_PER_IP: '10000',
    },
  });
  process.env.E2E_SHOP_API_URL = stack.shopApiUrl;
  process.env.E2E_ADMIN_API_URL = stack.adminApiUrl;
  process.env.E2E_MAILBOX_URL = stack.mailboxUrl;
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
