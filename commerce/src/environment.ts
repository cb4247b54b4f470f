import path from 'node:path';
import { type AssetS3Environment, readAssetS3 } from './asset-storage-environment';
import { LOG_LEVELS, type LogLevel } from './logging/pino-logger';

/**
 * Everything the commerce server reads from its environment, read and checked once.
 * Defaults give the embedded profile: SQLite under ./data, job queue in process.
 */
export interface CommerceEnvironment {
  /** Port of the Vendure server (Shop API at /shop-api, Admin API at /admin-api). */
  port: number;
  /**
   * The address the server listens on. Production: loopback unless VENDURE_HOST names
   * another, so only the reverse proxy and the storefront on this machine reach it.
   * Undefined: every interface (development).
   */
  host: string | undefined;
  /** Folder for the SQLite file, uploaded assets and the dev mailbox. */
  dataDir: string;
  /** PostgreSQL URL; when set, the production database is used instead of SQLite. */
  databaseUrl: string | undefined;
  /** Public URL of the storefront, used for the links in emails. */
  storefrontUrl: string;
  /** Public URL under which Vendure's asset server is reachable. */
  assetUrl: string | undefined;
  /** The S3 bucket every Vendure server keeps assets in (ASSET_S3_*); undefined: `<dataDir>/assets` on this server. */
  assetS3: AssetS3Environment | undefined;
  superadminUsername: string;
  superadminPassword: string;
  cookieSecret: string;
  /** pino's level for Vendure's JSON log (LOG_LEVEL, info by default). */
  logLevel: LogLevel;
  /** Where the worker answers GET /health (the production profile's worker; the server has its own /health). */
  workerHealthPort: number;
  /** Signs ticket codes (ADR 035); every Vendure server of a shop needs the same. */
  ticketSigningSecret: string;
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
  /**
   * Shared with the storefront, which sends it with the shopper's IP on every call: only
   * a request that carries it may name a client IP for the rate limits.
   */
  clientIpSecret: string | undefined;
  /** Log each Shop API query's complexity score (VENDURE_LOG_QUERY_COMPLEXITY=true, production only). */
  logQueryComplexity: boolean;
  /** Vendure's own limits on sign-in, registration and password resets (the storefront's, as a backstop). */
  rateLimits: RateLimitEnvironment;
}

/**
 * Attempts per key in one window. The variables are the storefront's own, so the backstop
 * allows exactly what the storefront allows (both programs are given the same environment).
 */
export interface RateLimitEnvironment {
  signInPerIp: number;
  signInPerIdentifier: number;
  signInWindowSeconds: number;
  registerPerIp: number;
  registerWindowSeconds: number;
  resetPerIp: number;
  resetWindowSeconds: number;
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

function readCount(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return count;
}

function readRateLimits(env: NodeJS.ProcessEnv): RateLimitEnvironment {
  // The storefront's defaults (src/server/env.server.ts), so neither is stricter than the other.
  return {
    signInPerIp: readCount(env.RATE_LIMIT_SIGN_IN_PER_IP, 100, 'RATE_LIMIT_SIGN_IN_PER_IP'),
    signInPerIdentifier: readCount(env.RATE_LIMIT_SIGN_IN_PER_EMAIL, 10, 'RATE_LIMIT_SIGN_IN_PER_EMAIL'),
    signInWindowSeconds: readSeconds(env.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS, 900, 'RATE_LIMIT_SIGN_IN_WINDOW_SECONDS'),
    registerPerIp: readCount(env.RATE_LIMIT_REGISTER_PER_IP, 5, 'RATE_LIMIT_REGISTER_PER_IP'),
    registerWindowSeconds: readSeconds(
      env.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      3600,
      'RATE_LIMIT_REGISTER_WINDOW_SECONDS',
    ),
    resetPerIp: readCount(env.RATE_LIMIT_RESET_PER_IP, 5, 'RATE_LIMIT_RESET_PER_IP'),
    resetWindowSeconds: readSeconds(env.RATE_LIMIT_RESET_WINDOW_SECONDS, 3600, 'RATE_LIMIT_RESET_WINDOW_SECONDS'),
  };
}

function readClientIpSecret(value: string | undefined, production: boolean): string | undefined {
  if (value === undefined || value === '') {
    // Without it every shopper would count as the storefront's one IP, and the backstop would
    // lock out the whole shop at once.
    if (production)
      throw new Error('VENDURE_CLIENT_IP_SECRET must be set in production (the same value for the storefront)');
    return undefined;
  }
  if (value.length < 16) throw new Error('VENDURE_CLIENT_IP_SECRET must be at least 16 characters long');
  return value;
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

/** Development defaults that must never reach production: anyone can read them in this repository. */
export const DEVELOPMENT_COOKIE_SECRET = 'foyer-dev-cookie-secret';
export const DEVELOPMENT_SUPERADMIN_PASSWORD = 'superadmin';
export const DEVELOPMENT_TICKET_SIGNING_SECRET = 'foyer-dev-ticket-signing-secret';

/** A secret given in production: set, and not the development default. */
function productionSecret(env: NodeJS.ProcessEnv, name: string, developmentDefault: string, production: boolean) {
  const value = env[name] || undefined;
  if (!production) return value ?? developmentDefault;
  if (!value) throw new Error(`${name} must be set in production`);
  if (value === developmentDefault) throw new Error(`${name} must not be the development default in production`);
  return value;
}

/**
 * Whether the test card is offered. It settles orders without money, so production offers
 * it only when TEST_CARD_PAYMENTS=true says so; production without Stripe and without that
 * line refuses to start instead of quietly giving tickets away.
 */
function readTestCard(env: NodeJS.ProcessEnv, stripe: StripeEnvironment | undefined, production: boolean): boolean {
  const explicit = env.TEST_CARD_PAYMENTS || undefined;
  if (explicit !== undefined) return readFlag(explicit, false);
  if (!production) return stripe === undefined;
  if (stripe === undefined) {
    throw new Error(
      'Production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or TEST_CARD_PAYMENTS=true to take orders with the test card (no money)',
    );
  }
  return false;
}

function readLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

function readHost(value: string | undefined, production: boolean): string | undefined {
  if (value === undefined || value === '') return production ? '127.0.0.1' : undefined;
  if (/\s|\//.test(value)) throw new Error(`VENDURE_HOST must be an address such as 127.0.0.1, got "${value}"`);
  return value;
}

export function readEnvironment(env: NodeJS.ProcessEnv = process.env): CommerceEnvironment {
  const production = env.NODE_ENV === 'production';
  const cookieSecret = productionSecret(env, 'VENDURE_COOKIE_SECRET', DEVELOPMENT_COOKIE_SECRET, production);
  const superadminPassword = productionSecret(
    env,
    'VENDURE_SUPERADMIN_PASSWORD',
    DEVELOPMENT_SUPERADMIN_PASSWORD,
    production,
  );
  const ticketSigningSecret = productionSecret(
    env,
    'TICKET_SIGNING_SECRET',
    DEVELOPMENT_TICKET_SIGNING_SECRET,
    production,
  );
  if (ticketSigningSecret.length < 16) throw new Error('TICKET_SIGNING_SECRET must be at least 16 characters long');
  const stripe = readStripe(env);
  return {
    port: readPort(env.VENDURE_PORT, 3001),
    host: readHost(env.VENDURE_HOST, production),
    dataDir: path.resolve(env.VENDURE_DATA_DIR ?? path.join(__dirname, '../../data')),
    databaseUrl: env.DATABASE_URL || undefined,
    storefrontUrl: (env.STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    assetUrl: env.VENDURE_ASSET_URL || undefined,
    assetS3: readAssetS3(env),
    superadminUsername: env.VENDURE_SUPERADMIN_USERNAME ?? 'superadmin',
    superadminPassword,
    cookieSecret,
    ticketSigningSecret,
    email: readEmail(env, production),
    emailFrom: env.EMAIL_FROM || '"Foyer Theatre" <box-office@foyer.example>',
    inProcessJobs: readFlag(env.VENDURE_IN_PROCESS_JOBS, true),
    redis: readRedis(env),
    production,
    stripe,
    testCardPayments: readTestCard(env, stripe, production),
    seatHoldSeconds: readSeconds(env.SEAT_HOLD_SECONDS, 600, 'SEAT_HOLD_SECONDS'),
    logLevel: readLogLevel(env.LOG_LEVEL),
    workerHealthPort: readPort(env.VENDURE_WORKER_HEALTH_PORT, 3020, 'VENDURE_WORKER_HEALTH_PORT'),
    dashboardDevServerPort: readPort(env.DASHBOARD_DEV_SERVER_PORT, 1, 'DASHBOARD_DEV_SERVER_PORT'),
    cacheInvalidationSecret: env.CACHE_INVALIDATION_SECRET || undefined,
    clientIpSecret: readClientIpSecret(env.VENDURE_CLIENT_IP_SECRET, production),
    rateLimits: readRateLimits(env),
    logQueryComplexity: readFlag(env.VENDURE_LOG_QUERY_COMPLEXITY, false),
  };
}
