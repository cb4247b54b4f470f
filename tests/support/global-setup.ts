import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStripeStandIn } from '@foyer/shared/stack/stripe-stand-in';
import { startStack } from '../../scripts/stack.ts';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_foyer';

/**
 * Starts the local Stripe API stand-in, then a fresh Vendure (own port, own temporary
 * SQLite database, seeded; Stripe configured against the stand-in, the test card
 * kept) and the built storefront; returns the teardown that stops all three and
 * removes the data.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-'));
  const commercePort = Number(process.env.E2E_COMMERCE_PORT ?? 3290);
  const stripe = await startStripeStandIn({ port: Number(process.env.E2E_STRIPE_PORT ?? 3294) });
  // Shared by both programs; a production storefront a test starts itself needs it too (it refuses to start without).
  process.env.VENDURE_CLIENT_IP_SECRET ??= crypto.randomBytes(24).toString('base64url');
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({
      commercePort,
      storefrontPort: Number(process.env.E2E_STOREFRONT_PORT ?? 3280),
      dataDir,
      quiet: !process.env.E2E_VERBOSE,
      // Both programs' JSON logs, read by logs.spec.ts.
      logDir: path.join(dataDir, 'logs'),
      env: {
        SECURE_COOKIES: 'false',
        // Many tests register and sign in from 127.0.0.1 in one run: the IP-wide limits are
        // raised; the per-email sign-in limit keeps its default (account-profile.spec trips it).
        RATE_LIMIT_SIGN_IN_PER_IP: '10000',
        RATE_LIMIT_REGISTER_PER_IP: '10000',
        RATE_LIMIT_RESET_PER_IP: '10000',
        STRIPE_SECRET_KEY: 'sk_test_foyer',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_HOST: stripe.host,
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: stripe.protocol,
        TEST_CARD_PAYMENTS: 'true',
        // A waiting-list offer lasts 45 s, not a day, so waiting-list-refund.spec sees one expire and pass on.
        WAITING_LIST_OFFER_SECONDS: '45',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_foyer',
      },
    });
  } catch (error) {
    await stripe.stop();
    throw error;
  }
  process.env.E2E_SHOP_API_URL = stack.shopApiUrl;
  process.env.E2E_ADMIN_API_URL = stack.adminApiUrl;
  process.env.E2E_MAILBOX_URL = stack.mailboxUrl;
  if (stack.storefrontPid) process.env.E2E_STOREFRONT_PID = String(stack.storefrontPid);
  // Vendure's SQLite database (foyer.sqlite) is here: tests that count sessions read it.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_LOG_DIR = path.join(dataDir, 'logs');
  // For tests that pay by card: the stand-in (see its /__stand-in/ routes), and where to deliver signed events.
  process.env.E2E_STRIPE_STAND_IN_URL = stripe.url;
  process.env.E2E_STRIPE_WEBHOOK_URL = `http://localhost:${commercePort}/payments/stripe`;
  process.env.E2E_STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
  return async () => {
    await stack.stop();
    await stripe.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
