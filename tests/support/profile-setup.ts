import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase } from '@foyer/shared/stack/databases';
import { startStripeStandIn } from '@foyer/shared/stack/stripe-stand-in';
import { clearRedisPrefix, startProductionProfile } from '../../scripts/profile.ts';

const STRIPE_WEBHOOK_SECRET = 'whsec_profile_test';

/**
 * Starts the production profile for its tests on a database and a Redis key prefix of
 * their own (recreated now, removed afterwards), with secrets made for this run.
 */
export default async function profileSetup() {
  const port = Number(process.env.PROFILE_PORT ?? 3380);
  const databaseUrl = process.env.PROFILE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_profile_test';
  const redisUrl = process.env.PROFILE_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisKeyPrefix = `foyer-profile-test-${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-profile-'));
  const adminPassword = crypto.randomBytes(12).toString('base64url');
  // Shared by both programs; a storefront a test starts itself needs it too (production refuses to start without).
  const clientIpSecret = crypto.randomBytes(24).toString('base64url');
  const stripe = await startStripeStandIn({ port: port + 14 });
  const profile = await startProductionProfile({
    databaseUrl,
    redisUrl,
    redisKeyPrefix,
    fresh: true,
    dataDir,
    proxyPort: port,
    proxyHttpPort: port + 15,
    storefrontPorts: [port + 1, port + 2],
    commercePorts: [port + 11, port + 12],
    workerHealthPort: port + 13,
    s3Port: port + 16,
    quiet: !process.env.E2E_VERBOSE,
    env: {
      VENDURE_SUPERADMIN_PASSWORD: adminPassword,
      VENDURE_COOKIE_SECRET: crypto.randomBytes(24).toString('base64url'),
      TICKET_SIGNING_SECRET: crypto.randomBytes(24).toString('base64url'),
      VENDURE_CLIENT_IP_SECRET: clientIpSecret,
      // Every shopper of the load test comes from 127.0.0.1.
      RATE_LIMIT_SIGN_IN_PER_IP: '10000',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
      RATE_LIMIT_RESET_PER_IP: '10000',
      // Card payments through the local Stripe stand-in, the test card beside them.
      STRIPE_SECRET_KEY: 'sk_test_profile',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: stripe.protocol,
      TEST_CARD_PAYMENTS: 'true',
    },
  }).catch(async (error) => {
    await stripe.stop();
    throw error;
  });
  // Playwright's workers start after this: their fetch and request contexts trust Caddy's
  // CA, their Chromium accepts its certificate (playwright.profile.config.ts).
  process.env.NODE_EXTRA_CA_CERTS = profile.caCertPath;
  process.env.PROFILE_SPKI_LIST = profile.spkiList;
  process.env.PROFILE_HTTP_URL = profile.httpUrl;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  process.env.VENDURE_CLIENT_IP_SECRET = clientIpSecret;
  // Staff work on the second server, shoppers' helpers read through the first.
  process.env.E2E_ADMIN_API_URL = profile.adminApiUrls[1];
  process.env.E2E_SHOP_API_URL = profile.shopApiUrls[0];
  process.env.E2E_MAILBOX_URL = profile.mailboxUrl;
  process.env.PROFILE_STOREFRONTS = profile.instances.map((i) => i.url).join(' ');
  process.env.PROFILE_ADMIN_API_URLS = profile.adminApiUrls.join(' ');
  process.env.PROFILE_WORKER_HEALTH_URL = profile.workerHealthUrl;
  process.env.PROFILE_ASSET_S3 = JSON.stringify(profile.assetS3Env);
  process.env.PROFILE_WEBHOOK_URLS = profile.adminApiUrls
    .map((url) => url.replace('/admin-api', '/payments/stripe'))
    .join(' ');
  process.env.E2E_STRIPE_STAND_IN_URL = stripe.url;
  process.env.E2E_STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
  process.env.PROFILE_REDIS_URL = redisUrl;
  process.env.PROFILE_REDIS_PREFIX = redisKeyPrefix;
  return async () => {
    await profile.stop();
    await stripe.stop();
    await clearRedisPrefix(redisUrl, redisKeyPrefix);
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
