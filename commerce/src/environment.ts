import path from 'node:path';
import { describeProblems } from '@foyer/shared/environment-rules.server';
import { type AssetS3Environment, readAssetS3 } from './asset-storage-environment';
import { type CommerceVariables, commerceVariables } from './environment-variables';
import type { LogLevel } from './logging/pino-logger';

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
  /** The default channel's token, sent by the storefront as the vendure-token header (VENDURE_CHANNEL_TOKEN). */
  channelToken: string;
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
  /** How long a waiting-list offer holds its seats for the visitor before passing on, in seconds (ADR 063). */
  waitingListOfferSeconds: number;
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

/** Development defaults that must never reach production: anyone can read them in this repository. */
export const DEVELOPMENT_COOKIE_SECRET = 'foyer-dev-cookie-secret';
export const DEVELOPMENT_SUPERADMIN_PASSWORD = 'superadmin';
export const DEVELOPMENT_TICKET_SIGNING_SECRET = 'foyer-dev-ticket-signing-secret';

/**
 * Reads and checks the environment once. Each variable is checked by its own rule (the
 * schema in environment-variables.ts, with the rules shared with the storefront); the
 * combinations (production's secrets, Stripe's two keys, where emails go) are checked here.
 * Every refused variable is named in the error, one per line.
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): CommerceEnvironment {
  const parsed = commerceVariables.safeParse(env);
  if (!parsed.success) throw new Error(describeProblems(parsed.error).join('\n'));
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const cookieSecret = productionSecret(vars, 'VENDURE_COOKIE_SECRET', DEVELOPMENT_COOKIE_SECRET, production);
  const superadminPassword = productionSecret(
    vars,
    'VENDURE_SUPERADMIN_PASSWORD',
    DEVELOPMENT_SUPERADMIN_PASSWORD,
    production,
  );
  const ticketSigningSecret = productionSecret(
    vars,
    'TICKET_SIGNING_SECRET',
    DEVELOPMENT_TICKET_SIGNING_SECRET,
    production,
  );
  const stripe = readStripe(vars);
  return {
    port: vars.VENDURE_PORT,
    // Loopback unless named, in every mode, so only the proxy and the storefront reach it.
    host: vars.VENDURE_HOST ?? '127.0.0.1',
    dataDir: path.resolve(vars.VENDURE_DATA_DIR ?? path.join(__dirname, '../../data')),
    databaseUrl: vars.DATABASE_URL,
    channelToken: vars.VENDURE_CHANNEL_TOKEN,
    storefrontUrl: vars.STOREFRONT_URL.replace(/\/$/, ''),
    assetUrl: vars.VENDURE_ASSET_URL,
    assetS3: readAssetS3(vars),
    superadminUsername: vars.VENDURE_SUPERADMIN_USERNAME,
    superadminPassword,
    cookieSecret,
    ticketSigningSecret,
    email: readEmail(vars, production),
    emailFrom: vars.EMAIL_FROM,
    inProcessJobs: vars.VENDURE_IN_PROCESS_JOBS,
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX } : undefined,
    production,
    stripe,
    testCardPayments: readTestCard(vars, stripe, production),
    seatHoldSeconds: vars.SEAT_HOLD_SECONDS,
    waitingListOfferSeconds: vars.WAITING_LIST_OFFER_SECONDS,
    logLevel: vars.LOG_LEVEL,
    workerHealthPort: vars.VENDURE_WORKER_HEALTH_PORT,
    dashboardDevServerPort: vars.DASHBOARD_DEV_SERVER_PORT,
    cacheInvalidationSecret: vars.CACHE_INVALIDATION_SECRET,
    clientIpSecret: readClientIpSecret(vars, production),
    rateLimits: {
      signInPerIp: vars.RATE_LIMIT_SIGN_IN_PER_IP,
      signInPerIdentifier: vars.RATE_LIMIT_SIGN_IN_PER_EMAIL,
      signInWindowSeconds: vars.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
      registerPerIp: vars.RATE_LIMIT_REGISTER_PER_IP,
      registerWindowSeconds: vars.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      resetPerIp: vars.RATE_LIMIT_RESET_PER_IP,
      resetWindowSeconds: vars.RATE_LIMIT_RESET_WINDOW_SECONDS,
    },
    logQueryComplexity: vars.VENDURE_LOG_QUERY_COMPLEXITY,
  };
}

/** A secret given in production: set, and not the development default. */
function productionSecret(
  vars: CommerceVariables,
  name: 'VENDURE_COOKIE_SECRET' | 'VENDURE_SUPERADMIN_PASSWORD' | 'TICKET_SIGNING_SECRET',
  developmentDefault: string,
  production: boolean,
): string {
  const value = vars[name];
  if (!production) return value ?? developmentDefault;
  if (!value) throw new Error(`${name} must be set in production`);
  if (value === developmentDefault) throw new Error(`${name} must not be the development default in production`);
  return value;
}

function readClientIpSecret(vars: CommerceVariables, production: boolean): string | undefined {
  // Without it every shopper would count as the storefront's one IP, and the backstop would
  // lock out the whole shop at once.
  if (production && !vars.VENDURE_CLIENT_IP_SECRET) {
    throw new Error('VENDURE_CLIENT_IP_SECRET must be set in production (the same value for the storefront)');
  }
  return vars.VENDURE_CLIENT_IP_SECRET;
}

function readStripe(vars: CommerceVariables): StripeEnvironment | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = vars;
  if (!secretKey && !webhookSecret) return undefined;
  // One without the other would take money that is never recorded, or record nothing.
  if (!secretKey || !webhookSecret) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  return {
    secretKey,
    webhookSecret,
    apiHost: vars.STRIPE_API_HOST,
    apiPort: vars.STRIPE_API_PORT,
    apiProtocol: vars.STRIPE_API_PROTOCOL,
  };
}

function readEmail(vars: CommerceVariables, production: boolean): EmailEnvironment {
  const devMode = vars.VENDURE_EMAIL_DEV_MODE;
  if (vars.SMTP_URL) {
    if (devMode === true) throw new Error('Set SMTP_URL or VENDURE_EMAIL_DEV_MODE=true, not both');
    return { kind: 'smtp', url: vars.SMTP_URL };
  }
  if (devMode ?? !production) return { kind: 'mailbox' };
  throw new Error(
    production
      ? 'Emails need SMTP_URL in production (e.g. smtps://user:password@smtp.example.org:465), or ' +
          'VENDURE_EMAIL_DEV_MODE=true to keep them in the dev mailbox at /mailbox, which anyone who reaches the server can read'
      : 'VENDURE_EMAIL_DEV_MODE=false needs SMTP_URL, the server that sends the emails',
  );
}

/**
 * Whether the test card is offered. It settles orders without money, so production offers
 * it only when TEST_CARD_PAYMENTS=true says so; production without Stripe and without that
 * line refuses to start instead of quietly giving tickets away.
 */
function readTestCard(vars: CommerceVariables, stripe: StripeEnvironment | undefined, production: boolean): boolean {
  if (vars.TEST_CARD_PAYMENTS !== undefined) return vars.TEST_CARD_PAYMENTS;
  if (!production) return stripe === undefined;
  if (stripe === undefined) {
    throw new Error(
      'Production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or TEST_CARD_PAYMENTS=true to take orders with the test card (no money)',
    );
  }
  return false;
}
