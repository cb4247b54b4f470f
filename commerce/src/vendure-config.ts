import path from 'node:path';
import { AssetServerPlugin, configureS3AssetStorage, SharpAssetPreviewStrategy } from '@vendure/asset-server-plugin';
import {
  DefaultJobQueuePlugin,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  DefaultStockDisplayStrategy,
  LanguageCode,
  RedisCachePlugin,
  type VendureConfig,
} from '@vendure/core';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { EmailPlugin, FileBasedTemplateLoader } from '@vendure/email-plugin';
import { GraphiqlPlugin } from '@vendure/graphiql-plugin';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import { DEVELOPMENT_ADMINISTRATORS } from './back-office/development-administrators';
import { type CommerceEnvironment, DEVELOPMENT_SUPERADMIN_PASSWORD, readEnvironment } from './environment';
import { createPino, PinoVendureLogger, requestLogMiddleware } from './logging/pino-logger';
import { BoxOfficePlugin } from './plugins/box-office';
import { CustomerLanguagePlugin } from './plugins/customer-language';
import { databaseUnavailablePlugin } from './plugins/database-outage/database-unavailable';
import {
  ConfirmationBackstopPlugin,
  confirmationJobOptions,
  FoyerEmailGenerator,
  FoyerEmailSender,
  foyerEmailHandlers,
} from './plugins/emails';
import { ExistingSessionPlugin } from './plugins/existing-session';
import { IdempotentCartPlugin } from './plugins/idempotent-cart';
import {
  complexityLimitPlugin,
  depthLimitRule,
  hideSuggestionsPlugin,
  SHOP_API_MAX_COMPLEXITY,
  SHOP_API_MAX_DEPTH,
} from './plugins/query-limits';
import { RateLimitPlugin } from './plugins/rate-limit';
import { SeatHoldPlugin } from './plugins/seat-hold';
import { SeatingPlugin } from './plugins/seating';
import { StorefrontCachePlugin } from './plugins/storefront-cache';
import { StripePlugin } from './plugins/stripe';
import { SuperadminGuardPlugin } from './plugins/superadmin-guard';
import { testCardPaymentHandler } from './plugins/test-card/test-card-payment-handler';
import { TheatrePlugin } from './plugins/theatre';
import { emailTickets, TicketsPlugin } from './plugins/tickets';
import { WaitingListPlugin, waitingListEmailHandlers } from './plugins/waiting-list';
import { redisOptionsFromUrl } from './redis-options';

function databaseOptions(env: CommerceEnvironment): VendureConfig['dbConnectionOptions'] {
  const common = { synchronize: false, migrationsRun: false, logging: false } as const;
  if (env.databaseUrl) {
    return {
      ...common,
      type: 'postgres',
      url: env.databaseUrl,
      migrations: [path.join(__dirname, '../migrations/postgres/*.js')],
      // A request that holds its transaction's connection and waits for a second one from
      // a full pool waits for the others, which wait for it: under the profile's load ten
      // such requests hung a server for good, every connection "idle in transaction" (ADR
      // 064). The wait is bounded beyond the storefront's own timeout, so one of them fails
      // and the rest go on; PostgreSQL ends a transaction left idle for a minute.
      extra: { connectionTimeoutMillis: 10_000, idle_in_transaction_session_timeout: 60_000 },
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: path.join(env.dataDir, 'foyer.sqlite'),
    migrations: [path.join(__dirname, '../migrations/sqlite/*.js')],
    // Prepared statements kept by their SQL. TypeORM keeps 100, first in first out; Vendure's
    // order loads and saves are many distinct statements, so under load it kept preparing the
    // same SQL again (better-sqlite3's prepare was about a tenth of Vendure's CPU in a profile
    // of 16 shoppers choosing seats). Each kept statement is small.
    statementCacheSize: 2000,
    // WAL lets the storefront's reads proceed while the job queue writes.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
    },
  };
}

/**
 * The job queue and the cache. Embedded: jobs in the database, Vendure's default
 * in-memory cache (one process). With Redis (production profile): BullMQ, whose jobs any worker takes, and Redis as
 * the cache that Vendure's session cache also uses, so every server process sees a
 * session or a price change at once (ADR 016).
 */
function queueAndCachePlugins(env: CommerceEnvironment): NonNullable<VendureConfig['plugins']> {
  if (!env.redis) {
    return [DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true })];
  }
  const redisOptions = redisOptionsFromUrl(env.redis.url);
  const prefix = env.redis.keyPrefix;
  return [
    BullMQJobQueuePlugin.init({
      // BullMQ's workers block on Redis; they must not give up after a few retries.
      connection: { ...redisOptions, maxRetriesPerRequest: null },
      queueOptions: { prefix: `${prefix}-bull` },
      workerOptions: { prefix: `${prefix}-bull` },
      // An order's confirmation email is one job however often it is queued (ADR 064).
      setJobOptions: (queueName, job) => confirmationJobOptions(queueName, job.data),
    }),
    RedisCachePlugin.init({ namespace: `${prefix}-cache`, redisOptions }),
    // A settled order's confirmation survives the server that settled it dying (ADR 064).
    ConfirmationBackstopPlugin,
  ];
}

/**
 * Where assets and their previews are kept. With ASSET_S3_* (production profile, ADR 040): one
 * bucket for every Vendure server, so any of them serves what another stored; previews are
 * written to the same bucket under `cache/`. Otherwise `assetUploadDir` on this server's disk.
 */
function assetStorage(env: CommerceEnvironment) {
  if (!env.assetS3) return {};
  const s3 = env.assetS3;
  return {
    storageStrategyFactory: configureS3AssetStorage({
      bucket: s3.bucket,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      nativeS3Configuration: { region: s3.region, endpoint: s3.endpoint, forcePathStyle: s3.forcePathStyle },
    }),
  };
}

const ADMIN_API_PATH = 'admin-api';

/** Sign-ins whose passwords this repository publishes: production refuses a database that still has one. */
const DEVELOPMENT_SIGN_INS = [
  { identifier: 'superadmin', password: DEVELOPMENT_SUPERADMIN_PASSWORD },
  ...DEVELOPMENT_ADMINISTRATORS.map(({ identifier, password }) => ({ identifier, password })),
];

/**
 * In development, GraphiQL at /graphiql (it runs queries; without introspection it has no
 * schema docs, which are in src/graphql/shop-schema.graphql).
 */
function apiPlugins(env: CommerceEnvironment): NonNullable<VendureConfig['plugins']> {
  return env.production ? [] : [GraphiqlPlugin.init({ route: 'graphiql' })];
}

/** Express announces itself in every response unless told not to; nobody needs to know. */
const noPoweredBy = {
  route: '/',
  beforeListen: true,
  handler: (_req: unknown, res: { removeHeader(name: string): void }, next: () => void) => {
    res.removeHeader('X-Powered-By');
    next();
  },
};

/**
 * Vendure's `@Relations` decorator keeps the relations it worked out for a query field in a
 * cache keyed by the field and `req.body.query`. A GraphQL GET (the storefront sends its
 * queries so, ADR 003) has no body, so every GET of `activeOrder` shared one key: the
 * relations of whichever query came first were used for the next five minutes, and an
 * order read without its lines failed on `totalQuantity`. Giving a GET its query text in
 * the body too keys the cache by the real query; Apollo itself reads a GET's query string.
 */
const getQueryInBody = {
  route: '/',
  handler: (
    req: { method: string; query: Record<string, unknown>; body?: Record<string, unknown> },
    _res: unknown,
    next: () => void,
  ) => {
    if (req.method === 'GET' && typeof req.query.query === 'string') {
      req.body = { ...(req.body ?? {}), query: req.query.query };
    }
    next();
  },
};

/**
 * Foyer's Vendure configuration, from the environment (see .env.example). `role` names the
 * process in its log lines: a server (the APIs) or the worker (the job queue).
 */
export function createConfig(
  env: CommerceEnvironment = readEnvironment(),
  role: 'vendure' | 'worker' = 'vendure',
): VendureConfig {
  const pino = createPino(env.logLevel, role);
  return {
    logger: new PinoVendureLogger(pino),
    apiOptions: {
      port: env.port,
      hostname: env.host ?? '',
      adminApiPath: ADMIN_API_PATH,
      shopApiPath: 'shop-api',
      middleware: [
        noPoweredBy,
        { route: '/', beforeListen: true, handler: requestLogMiddleware(pino) },
        getQueryInBody,
      ],
      // In every mode (ADR 032, 054): no introspection and no field suggestions on either API;
      // the Shop API also limited in depth and complexity, a refusal being the caller's 400.
      // The Admin API is not scored: the Dashboard's own queries are large, and without a
      // staff session every Admin API field is refused before any work is done.
      introspection: false,
      shopApiValidationRules: [depthLimitRule(SHOP_API_MAX_DEPTH)],
      apolloServerPlugins: [
        hideSuggestionsPlugin,
        databaseUnavailablePlugin,
        complexityLimitPlugin({ maxComplexity: SHOP_API_MAX_COMPLEXITY, logScores: env.logQueryComplexity }),
      ],
      // Only the storefront's server calls Vendure; browsers never do.
      cors: { origin: [env.storefrontUrl], credentials: true },
      // GET queries carry x-apollo-operation-name, which satisfies the guard.
      csrfPrevention: true,
    },
    authOptions: {
      tokenMethod: ['bearer', 'cookie'],
      superadminCredentials: { identifier: env.superadminUsername, password: env.superadminPassword },
      cookieOptions: { secret: env.cookieSecret },
      requireVerification: true,
    },
    defaultLanguageCode: LanguageCode.en,
    defaultChannelToken: env.channelToken,
    dbConnectionOptions: databaseOptions(env),
    // "Only a few left" from five: for a stage of 60 seats two would be too late.
    catalogOptions: { stockDisplayStrategy: new DefaultStockDisplayStrategy(5) },
    // The Stripe plugin adds its own handler (`stripe`) to these.
    paymentOptions: { paymentMethodHandlers: [testCardPaymentHandler] },
    // Scheduled tasks (expired seat holds, old sessions) run where the jobs run.
    schedulerOptions: { runTasksInWorkerOnly: !env.inProcessJobs },
    customFields: {
      Order: [
        {
          name: 'paymentProvider',
          type: 'string',
          nullable: true,
          public: true,
          label: [{ languageCode: LanguageCode.en, value: 'Payment provider' }],
        },
      ],
    },
    plugins: [
      // Production never starts with the development superadmin password stored (ADR 032).
      ...(env.production ? [SuperadminGuardPlugin.init({ developmentSignIns: DEVELOPMENT_SIGN_INS })] : []),
      ...apiPlugins(env),
      RateLimitPlugin.init({ limits: env.rateLimits, redis: env.redis, clientIpSecret: env.clientIpSecret }),
      // A call for a session the storefront holds never starts another when that one is gone (ADR 050).
      ExistingSessionPlugin,
      AssetServerPlugin.init({
        route: 'assets',
        assetUploadDir: path.join(env.dataDir, 'assets'),
        assetUrlPrefix: env.assetUrl,
        ...assetStorage(env),
        previewStrategy: new SharpAssetPreviewStrategy({ maxWidth: 1600, maxHeight: 1600 }),
        presets: [
          { name: 'tiny', width: 64, height: 64, mode: 'crop' },
          { name: 'thumb', width: 240, height: 240, mode: 'crop' },
          { name: 'small', width: 480, height: 480, mode: 'resize' },
          { name: 'medium', width: 960, height: 960, mode: 'resize' },
          { name: 'large', width: 1600, height: 1600, mode: 'resize' },
        ],
      }),
      DefaultSchedulerPlugin.init(),
      // The back office: the Dashboard built by `npm run build` (commerce/vite.config.mts).
      DashboardPlugin.init({
        route: 'dashboard',
        appDir: path.join(__dirname, '../dashboard'),
        viteDevServerPort: env.dashboardDevServerPort,
      }),
      ...queueAndCachePlugins(env),
      DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
      // Every email in its recipient's language, with a plain-text part (ADR 034).
      CustomerLanguagePlugin,
      EmailPlugin.init({
        ...(env.email.kind === 'smtp'
          ? { transport: { type: 'smtp', url: env.email.url } }
          : { devMode: true, outputPath: path.join(env.dataDir, 'mailbox'), route: 'mailbox' }),
        handlers: [
          ...foyerEmailHandlers({ storefrontUrl: env.storefrontUrl, tickets: emailTickets }),
          ...waitingListEmailHandlers(env.storefrontUrl),
        ],
        templateLoader: new FileBasedTemplateLoader(path.join(__dirname, '../../email-templates')),
        emailGenerator: new FoyerEmailGenerator(path.join(__dirname, '../../email-messages')),
        emailSender: new FoyerEmailSender(),
        globalTemplateVars: { fromAddress: env.emailFrom },
      }),
      TheatrePlugin,
      StorefrontCachePlugin.init({
        redis: env.redis,
        storefrontUrl: env.storefrontUrl,
        secret: env.cacheInvalidationSecret,
      }),
      // Before SeatHoldPlugin: its order process then runs after the seats' renewal, so
      // an order whose seats are gone takes no stock hold (ADR 053).
      SeatingPlugin.init({ holdSeconds: env.seatHoldSeconds }),
      SeatHoldPlugin.init({ holdSeconds: env.seatHoldSeconds }),
      // The storefront's add to cart, once per key however often it is retried (ADR 072).
      IdempotentCartPlugin,
      TicketsPlugin.init({ signingKey: env.ticketSigningSecret }),
      // After SeatingPlugin, whose seat rows an offer holds (ADR 063).
      WaitingListPlugin.init({ offerSeconds: env.waitingListOfferSeconds }),
      // After SeatingPlugin: a comp's lines are priced at zero before the seat zones are asked (ADR 061).
      BoxOfficePlugin,
      StripePlugin.init({ stripe: env.stripe, testCardPayments: env.testCardPayments }),
    ],
  };
}
