import path from 'node:path';

/**
 * Everything the commerce server reads from its environment, read and checked once.
 * Defaults give the embedded profile: SQLite under ./data, job queue in process.
 */
export interface CommerceEnvironment {
  /** Port of the Vendure server (Shop API at /shop-api, Admin API at /admin-api). */
  port: number;
  /** Folder for the SQLite file, uploaded assets and the dev mailbox. */
  dataDir: string;
  /** PostgreSQL URL; when set, the production database is used instead of SQLite. */
  databaseUrl: string | undefined;
  /** Public URL of the storefront, used for the links in emails. */
  storefrontUrl: string;
  /** Public URL under which Vendure's asset server is reachable. */
  assetUrl: string | undefined;
  superadminUsername: string;
  superadminPassword: string;
  cookieSecret: string;
  /** How emails leave the shop: the dev mailbox, or an SMTP server. */
  email: EmailEnvironment;
  /** The From address of every email. */
  emailFrom: string;
  /** Run the job queue inside the server process (embedded profile). */
  inProcessJobs: boolean;
  /** Redis for the job queue (BullMQ) and Vendure's cache; undefined in the embedded profile. */
  redis: RedisEnvironment | undefined;
  production: boolean;
  /** Card payments through Stripe; undefined when no Stripe keys are configured. */
  stripe: StripeEnvironment | undefined;
  /** Whether the local test card payment method is offered (default: only without Stripe keys). */
  testCardPayments: boolean;
  /** How long entering the payment step holds an order's seats and tracked stock, in seconds. */
  seatHoldSeconds: number;
  /**
   * The port of a Dashboard Vite dev server (`npx vite` in commerce/) that /dashboard
   * should proxy to. Vendure's DashboardPlugin probes this port on every request and
   * proxies to whatever answers; unless a developer names one, it probes port 1, a
   * privileged port nothing listens on, so the built Dashboard is always what is served.
   */
  dashboardDevServerPort: number;
  /**
   * Shared with the storefront on the embedded profile: Vendure POSTs it to the
   * storefront's invalidation endpoint after a change (ADR 024). With Redis, unused.
   */
  cacheInvalidationSecret: string | undefined;
}

/** Where Redis is, and the prefix that keeps this shop's keys apart from others' on the same server. */
export interface RedisEnvironment {
  url: string;
  keyPrefix: string;
}

/**
 * Where emails go. `mailbox`: written as files and served at /mailbox, where anyone who
 * reaches the server can read them (development and tests). `smtp`: sent through the
 * server at `url` (smtp:// or smtps://, with user and password in the URL).
 */
export type EmailEnvironment = { kind: 'mailbox' } | { kind: 'smtp'; url: string };

/** Stripe's keys, and where its API is reached (Stripe itself unless a test stand-in is named). */
export interface StripeEnvironment {
  secretKey: string;
  webhookSecret: string;
  /** The `stripe` client's `host`, `port` and `protocol` options; undefined means api.stripe.com. */
  apiHost: string | undefined;
  apiPort: number | undefined;
  apiProtocol: 'http' | 'https' | undefined;
}

function readPort(value: string | undefined, fallback: number, name = 'VENDURE_PORT'): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

function readSeconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    throw new Error(`${name} must be a whole number of seconds from 1 to 86400, got "${value}"`);
  }
  return seconds;
}

function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === '1' || value.toLowerCase() === 'true';
}

function readStripe(env: NodeJS.ProcessEnv): StripeEnvironment | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  // One without the other would take money that is never recorded, or record nothing.
  if (!secretKey || !webhookSecret) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  const protocol = env.STRIPE_API_PROTOCOL || undefined;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') {
    throw new Error(`STRIPE_API_PROTOCOL must be http or https, got "${protocol}"`);
  }
  const port = env.STRIPE_API_PORT ? readPort(env.STRIPE_API_PORT, 443, 'STRIPE_API_PORT') : undefined;
  return { secretKey, webhookSecret, apiHost: env.STRIPE_API_HOST || undefined, apiPort: port, apiProtocol: protocol };
}

function readEmail(env: NodeJS.ProcessEnv, production: boolean): EmailEnvironment {
  const url = env.SMTP_URL || undefined;
  const devMode = env.VENDURE_EMAIL_DEV_MODE || undefined;
  if (url) {
    if (devMode !== undefined && readFlag(devMode, false)) {
      throw new Error('Set SMTP_URL or VENDURE_EMAIL_DEV_MODE=true, not both');
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error('SMTP_URL must be a URL such as smtps://user:password@smtp.example.org:465');
    }
    // The URL may hold a password: the message names the scheme only.
    if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
      throw new Error(`SMTP_URL must start with smtp:// or smtps:// and name a host, got "${parsed.protocol}//…"`);
    }
    return { kind: 'smtp', url };
  }
  if (readFlag(devMode, !production)) return { kind: 'mailbox' };
  throw new Error(
    production
      ? 'Emails need SMTP_URL in production (e.g. smtps://user:password@smtp.example.org:465), or ' +
          'VENDURE_EMAIL_DEV_MODE=true to keep them in the dev mailbox at /mailbox, which anyone who reaches the server can read'
      : 'VENDURE_EMAIL_DEV_MODE=false needs SMTP_URL, the server that sends the emails',
  );
}

function readRedis(env: NodeJS.ProcessEnv): RedisEnvironment | undefined {
  const url = env.REDIS_URL || undefined;
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`REDIS_URL must be a URL such as redis://127.0.0.1:6379/0, got "${url}"`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${url}"`);
  }
  const keyPrefix = env.REDIS_KEY_PREFIX || 'foyer';
  if (!/^[\w.-]+$/.test(keyPrefix))
    throw new Error(`REDIS_KEY_PREFIX may hold letters, digits, . _ and -, got "${keyPrefix}"`);
  return { url, keyPrefix };
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): CommerceEnvironment {
  const production = env.NODE_ENV === 'production';
  const cookieSecret = env.VENDURE_COOKIE_SECRET ?? (production ? undefined : 'foyer-dev-cookie-secret');
  if (!cookieSecret) throw new Error('VENDURE_COOKIE_SECRET must be set in production');
  const superadminPassword = env.VENDURE_SUPERADMIN_PASSWORD ?? (production ? undefined : 'superadmin');
  if (!superadminPassword) throw new Error('VENDURE_SUPERADMIN_PASSWORD must be set in production');
  const stripe = readStripe(env);
  return {
    port: readPort(env.VENDURE_PORT, 3001),
    dataDir: path.resolve(env.VENDURE_DATA_DIR ?? path.join(__dirname, '../../data')),
    databaseUrl: env.DATABASE_URL || undefined,
    storefrontUrl: (env.STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    assetUrl: env.VENDURE_ASSET_URL || undefined,
    superadminUsername: env.VENDURE_SUPERADMIN_USERNAME ?? 'superadmin',
    superadminPassword,
    cookieSecret,
    email: readEmail(env, production),
    emailFrom: env.EMAIL_FROM || '"Foyer Theatre" <box-office@foyer.example>',
    inProcessJobs: readFlag(env.VENDURE_IN_PROCESS_JOBS, true),
    redis: readRedis(env),
    production,
    stripe,
    testCardPayments: readFlag(env.TEST_CARD_PAYMENTS, stripe === undefined),
    seatHoldSeconds: readSeconds(env.SEAT_HOLD_SECONDS, 600, 'SEAT_HOLD_SECONDS'),
    dashboardDevServerPort: readPort(env.DASHBOARD_DEV_SERVER_PORT, 1, 'DASHBOARD_DEV_SERVER_PORT'),
    cacheInvalidationSecret: env.CACHE_INVALIDATION_SECRET || undefined,
  };
}
