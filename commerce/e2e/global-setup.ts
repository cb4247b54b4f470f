import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCommerce } from '@foyer/shared/stack/programs';
import { startStripeStandIn } from '@foyer/shared/stack/stripe-stand-in';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    shopApiUrl: string;
    adminApiUrl: string;
    mailboxUrl: string;
    /** The server's data directory (SQLite database, assets, mailbox), for the backup test. */
    dataDir: string;
    /** POST /payments/stripe on the Vendure server under test. */
    stripeWebhookUrl: string;
    /** The local Stripe API stand-in (see @foyer/shared/stack/stripe-stand-in and its /__stand-in/ routes). */
    stripeStandInUrl: string;
    stripeWebhookSecret: string;
  }
}

const STRIPE_WEBHOOK_SECRET = 'whsec_test_foyer';

/**
 * Starts the Stripe API stand-in and boots the built Vendure server against it, on
 * its own port with an empty database, which it seeds. Stripe is configured and the
 * test card stays enabled, so both payment paths are tested.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-commerce-e2e-'));
  const port = Number(process.env.COMMERCE_E2E_PORT ?? 3191);
  // port + 1: the seed test's server; + 2 and + 4: the seat-hold expiry servers; + 3: the stand-in;
  // + 5: the production-hardening server; + 6: the restored shop of the backup test.
  const stripe = await startStripeStandIn({ port: Number(process.env.COMMERCE_E2E_STRIPE_PORT ?? port + 3) });
  let server: Awaited<ReturnType<typeof startCommerce>>;
  try {
    server = await startCommerce({
      port,
      dataDir,
      quiet: !process.env.E2E_VERBOSE,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_foyer',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_HOST: stripe.host,
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: stripe.protocol,
        TEST_CARD_PAYMENTS: 'true',
        // The tests sign in and register many customers from this one machine.
        RATE_LIMIT_SIGN_IN_PER_IP: '10000',
        RATE_LIMIT_SIGN_IN_PER_EMAIL: '10000',
        RATE_LIMIT_REGISTER_PER_IP: '10000',
        RATE_LIMIT_RESET_PER_IP: '10000',
      },
    });
  } catch (error) {
    await stripe.stop();
    throw error;
  }
  project.provide('shopApiUrl', server.shopApiUrl);
  project.provide('adminApiUrl', server.adminApiUrl);
  project.provide('mailboxUrl', server.mailboxUrl);
  project.provide('dataDir', dataDir);
  project.provide('stripeWebhookUrl', `http://localhost:${port}/payments/stripe`);
  project.provide('stripeStandInUrl', stripe.url);
  project.provide('stripeWebhookSecret', STRIPE_WEBHOOK_SECRET);
  return async () => {
    await server.stop();
    await stripe.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
