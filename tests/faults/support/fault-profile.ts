import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { type StripeStandIn, startStripeStandIn } from '@foyer/shared/stack/stripe-stand-in';
import { test as base } from '@playwright/test';
import { type RunningPostgres, startPostgresServer } from '../../../scripts/postgres-server.ts';
import { type ProductionProfile, startProductionProfile } from '../../../scripts/profile.ts';
import { type RunningRedis, startRedisServer } from '../../../scripts/redis-server.ts';
import { type SlowProxy, startSlowProxy } from './slow-proxy';

/** How long a seat or stock hold lasts here: short, so a case can see every hold of its rush expire and be given back. */
export const HOLD_SECONDS = 45;

/** The webhook signing secret of the fault profile's Stripe stand-in. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_faults';

/** The production profile of the fault tests, with the parts they kill and start again. */
export interface FaultProfile {
  profile: ProductionProfile;
  /** Its own Redis (the machine's is shared: never restarted by a test). */
  redis: RunningRedis;
  /** Its own PostgreSQL server, for the same reason. */
  postgres: RunningPostgres;
  /** The network between the parts, made bad on purpose (case 6): passes everything through until told. */
  network: { database: SlowProxy; shopApi: SlowProxy };
  /** Stripe, stood in for (scripts/stripe-stand-in.mjs): PaymentIntents, refunds and the webhooks it sends (case 7). */
  stripe: StripeStandIn;
  /** Where Stripe sends its webhooks: Caddy's public POST /payments/stripe, as in production. */
  stripeWebhookUrl: string;
  databaseUrl: string;
  adminPassword: string;
  /** Where the dev mailbox keeps each email as a JSON file (the profile's mail sink). */
  mailboxDir: string;
  /** Each process's output, <name>.log. */
  logDir: string;
  /** Where each case writes its figures (JSON), read into docs/reliability.md. */
  resultsDir: string;
}

/**
 * Ports from FAULTS_PORT (4100): Caddy's HTTPS there, +1 and +2 the storefronts, +11 and
 * +12 Vendure, +13 the worker's health, +14 the Stripe stand-in, +15 Caddy's HTTP, +16 the S3 server, +19 Caddy's
 * private Shop API listener, +20 Redis, +21 PostgreSQL, +22 the proxy through which
 * Vendure reaches PostgreSQL, +23 the one through which the storefronts reach Caddy's
 * Shop API listener. Redis and PostgreSQL are the test's own, made afresh in temporary
 * directories and removed afterwards.
 */
async function startFaultProfile(): Promise<FaultProfile & { stop(): Promise<void> }> {
  const port = Number(process.env.FAULTS_PORT ?? 4100);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-faults-'));
  const logDir = path.join(dataDir, 'logs');
  const resultsDir = path.resolve(process.env.FAULTS_RESULTS_DIR ?? 'test-results/faults');
  fs.mkdirSync(resultsDir, { recursive: true });
  const adminPassword = crypto.randomBytes(12).toString('base64url');
  const keep = process.env.FAULTS_KEEP === 'true';
  const postgres = await startPostgresServer({ port: port + 21 });
  const databaseUrl = `${postgres.url}/foyer_faults`;
  const redis = await startRedisServer({ port: port + 20 }).catch(async (error) => {
    await postgres.remove();
    throw error;
  });
  let profile: ProductionProfile;
  const network = {
    database: await startSlowProxy(port + 22, { host: '127.0.0.1', port: port + 21 }),
    shopApi: await startSlowProxy(port + 23, { host: '127.0.0.1', port: port + 19 }),
  };
  const stripe = await startStripeStandIn({ port: port + 14 });
  const closeNetwork = () => Promise.all([network.database.close(), network.shopApi.close(), stripe.stop()]);
  try {
    profile = await startProductionProfile({
      databaseUrl,
      processDatabaseUrl: `postgres://postgres@127.0.0.1:${network.database.port}/foyer_faults`,
      storefrontShopApiUrl: `http://127.0.0.1:${network.shopApi.port}/shop-api`,
      redisUrl: redis.url,
      redisKeyPrefix: 'foyer-faults',
      fresh: true,
      dataDir,
      logDir,
      proxyPort: port,
      proxyHttpPort: port + 15,
      storefrontPorts: [port + 1, port + 2],
      commercePorts: [port + 11, port + 12],
      workerHealthPort: port + 13,
      s3Port: port + 16,
      shopApiPort: port + 19,
      quiet: !process.env.E2E_VERBOSE,
      env: {
        VENDURE_SUPERADMIN_PASSWORD: adminPassword,
        VENDURE_COOKIE_SECRET: crypto.randomBytes(24).toString('base64url'),
        TICKET_SIGNING_SECRET: crypto.randomBytes(24).toString('base64url'),
        VENDURE_CLIENT_IP_SECRET: crypto.randomBytes(24).toString('base64url'),
        // Every shopper of the load comes from 127.0.0.1.
        RATE_LIMIT_SIGN_IN_PER_IP: '10000',
        RATE_LIMIT_REGISTER_PER_IP: '10000',
        RATE_LIMIT_RESET_PER_IP: '10000',
        // The rushes pay with the test card; case 7's shoppers through the Stripe stand-in.
        TEST_CARD_PAYMENTS: 'true',
        STRIPE_SECRET_KEY: 'sk_test_faults',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_HOST: stripe.host,
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: stripe.protocol,
        SEAT_HOLD_SECONDS: String(HOLD_SECONDS),
      },
    });
  } catch (error) {
    await closeNetwork();
    await redis.stop();
    await postgres.remove({ keep });
    throw error;
  }
  // This test process calls Caddy over HTTPS: trust the run's CA from now on (NODE_EXTRA_CA_CERTS
  // is read only when a process starts, and the profile starts inside this worker).
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), fs.readFileSync(profile.caCertPath, 'utf8')]);
  return {
    profile,
    redis,
    postgres,
    network,
    stripe,
    stripeWebhookUrl: `${profile.storefrontUrl}/payments/stripe`,
    databaseUrl,
    adminPassword,
    mailboxDir: path.join(dataDir, 'mailbox'),
    logDir,
    resultsDir,
    async stop() {
      await profile.stop();
      await closeNetwork();
      await redis.stop();
      // FAULTS_KEEP=true keeps PostgreSQL's data and log, the mailbox and the logs, to look into a failure.
      await postgres.remove({ keep });
      if (keep) {
        console.log(`[faults] kept: ${dataDir} (logs/, mailbox/)`);
        return;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One profile per Playwright worker, shared by the cases in turn (one worker: they kill
 * its processes). A case that fails ends the worker, so the next case gets a fresh profile.
 */
export const test = base.extend<object, { faults: FaultProfile }>({
  faults: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const started = await startFaultProfile();
      try {
        await use(started);
      } finally {
        await started.stop();
      }
    },
    { scope: 'worker', timeout: 10 * 60_000 },
  ],
});

export { expect } from '@playwright/test';
