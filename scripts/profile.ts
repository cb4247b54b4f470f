// The production profile on one machine: PostgreSQL, Redis (BullMQ job queue, Vendure's
// cache, the storefront's rate limits), two Vendure servers, one worker, two storefront
// instances and Caddy in front of them over HTTPS (deploy/caddy/Caddyfile, ADR 039);
// assets in one S3 bucket (ADR 040). `npm run profile` starts it for people (docs/operations.md,
// "The production profile on this machine"); the profile test starts it for itself.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recreateDatabase } from '@foyer/shared/stack/databases';
import { root, startProgram } from '@foyer/shared/stack/programs';
import { Redis } from 'ioredis';
import { startCaddy } from './caddy.ts';
import { startS3Server } from './s3-server.ts';

export interface ProductionProfile {
  /** Caddy over HTTPS, e.g. https://localhost:3380 */
  storefrontUrl: string;
  /** Caddy's plain HTTP listener, which redirects to storefrontUrl */
  httpUrl: string;
  /** Caddy's internal root certificate (PEM file) for this run, for NODE_EXTRA_CA_CERTS */
  caCertPath: string;
  /** For Chromium's --ignore-certificate-errors-spki-list */
  spkiList: string;
  instances: Array<{ name: string; url: string }>;
  adminApiUrls: string[];
  /** Each Vendure server's own Shop API */
  shopApiUrls: string[];
  /** The Shop API as the storefronts reach it: Caddy's private listener in front of both servers */
  sharedShopApiUrl: string;
  mailboxUrl: string;
  workerHealthUrl: string;
  /** The ASSET_S3_* of the local S3-compatible server the profile started; empty when `env` named a bucket. */
  assetS3Env: Record<string, string>;
  /** Each process by name (server-1, server-2, worker, storefront-1, storefront-2), to kill and start again */
  processes: Record<string, ProfileProcess>;
  /** Caddy's log (JSON lines, one per request) */
  caddyLogFile: string;
  stop(): Promise<void>;
}
/** One process of the profile, by name. */
export interface ProfileProcess {
  name: string;
  readonly pid: number | undefined;
  /** Sends the signal (SIGKILL by default) and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same environment; resolves when it is ready. */
  restart(): Promise<void>;
  /** From now on, starts it again 2 s after it exits (as systemd's Restart=on-failure); `log` is told. */
  supervise(log: (line: string) => void): void;
  stop(): Promise<void>;
}

/** Removes every Redis key under `prefix` (the job queue's and the caches' of one shop). */
export async function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = nextCursor;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Waits until Vendure's job queue (BullMQ, inspected through the Admin API) has nothing
 * pending or running, so the shop answers searches completely once it says it is ready.
 * `env` has the superadmin's credentials.
 */
async function waitForJobQueue(adminApiUrl: string, env: NodeJS.ProcessEnv, timeoutMs = 300_000): Promise<void> {
  let token = '';
  const call = async (query: string, variables: Record<string, unknown> = {}): Promise<any> => {
    const response = await fetch(adminApiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const body = await response.json();
    if (body.errors?.length) throw new Error(body.errors.map((e: { message: string }) => e.message).join('; '));
    return body.data;
  };
  await call('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }', {
    u: env.VENDURE_SUPERADMIN_USERNAME ?? 'superadmin',
    p: env.VENDURE_SUPERADMIN_PASSWORD,
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { jobs } = await call(
      'query { jobs(options: { take: 1, filter: { state: { in: ["PENDING", "RUNNING", "RETRYING"] } } }) { totalItems } }',
    );
    if (jobs.totalItems === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the worker did not finish the queued jobs within ${timeoutMs / 1000} s`);
}

export interface ProfileOptions {
  /** PostgreSQL database of this shop */
  databaseUrl: string;
  /** Redis server */
  redisUrl: string;
  /** keeps this shop's Redis keys apart ("foyer") */
  redisKeyPrefix?: string;
  /** drop and create the database and clear the Redis keys first */
  fresh?: boolean;
  /** uploaded assets and the dev mailbox, shared by the processes */
  dataDir: string;
  /** where shoppers come in: Caddy, over HTTPS */
  proxyPort: number;
  /** Caddy's plain HTTP, which only redirects to HTTPS */
  proxyHttpPort: number;
  /** the two storefront instances */
  storefrontPorts: [number, number];
  /** the two Vendure servers */
  commercePorts: [number, number];
  /** where the worker answers GET /health (3020) */
  workerHealthPort?: number;
  /** the local S3-compatible server holding the assets (4568), unless `env` names an ASSET_S3_BUCKET */
  s3Port?: number;
  /** Caddy's private listener through which the storefronts reach the Vendure servers (proxyPort + 19; +17 and +18 are the cache-invalidation test's) */
  shopApiPort?: number;
  /** how the Vendure processes reach the database, when not `databaseUrl` itself (the fault tests' slow proxy) */
  processDatabaseUrl?: string;
  /** how the storefronts reach the Shop API, when not Caddy's private listener directly (the fault tests' slow proxy) */
  storefrontShopApiUrl?: string;
  /** more environment for every process */
  env?: Record<string, string>;
  quiet?: boolean;
  /** also write each process's output to <logDir>/<name>.log (and Caddy's, when it stops) */
  logDir?: string;
}

/**
 * One process of the profile, started by `startProgram`, that can be killed and started
 * again with the same environment (what a service manager does; the fault tests do it
 * on purpose, tests/faults).
 */
async function restartable(options: Parameters<typeof startProgram>[0]): Promise<ProfileProcess> {
  let program = await startProgram(options);
  let stopping = false;
  let supervisor: ((line: string) => void) | undefined;
  const watch = () => {
    const { child } = program;
    child.once('exit', (code, signal) => {
      if (stopping || !supervisor || program.child !== child) return;
      const say = supervisor;
      say(`${options.name} exited (${signal ?? `code ${code}`}); starting it again in 2 s`);
      setTimeout(() => {
        if (stopping) return;
        startProgram(options).then(
          (started) => {
            program = started;
            watch();
            say(`${options.name} is back (pid ${started.child.pid})`);
          },
          (error) => say(`${options.name} did not start again: ${error.message}`),
        );
      }, 2000);
    });
  };
  return {
    name: options.name,
    get pid() {
      return program.child.pid;
    },
    /** Sends `signal` (SIGKILL: no chance to finish anything) and resolves once the process has exited. */
    kill(signal = 'SIGKILL') {
      const { child } = program;
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
    /** Starts it again (after `kill`); resolves when it is ready, as at the profile's start. */
    async restart() {
      program = await startProgram(options);
    },
    /**
     * From now on, starts it again 2 s after it exits, as systemd's Restart=on-failure does
     * (`npm run profile`, so faults can be caused by hand); `log` is told.
     */
    supervise(log) {
      supervisor = log;
      watch();
    },
    stop: () => {
      stopping = true;
      return program.stop();
    },
  };
}

/**
 * Starts the whole profile and resolves when shoppers can use it. The first Vendure
 * server migrates and seeds; the worker and the second server start after it (they
 * would wait on the start-up lock anyway). The storefront instances are stateless and
 * reach the Vendure servers through Caddy's private Shop API listener, which sends each
 * call to a server whose /health answers and tries a read again on the other when one
 * goes away (ADR 064); Caddy alternates shoppers between the instances whose /ready answers.
 */
export async function startProductionProfile(options: ProfileOptions): Promise<ProductionProfile> {
  const prefix = options.redisKeyPrefix ?? 'foyer';
  if (options.fresh) {
    await recreateDatabase(options.databaseUrl);
    await clearRedisPrefix(options.redisUrl, prefix);
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  // Caddy first: every process must trust its CA (Vendure calls the storefront's public
  // URL to invalidate caches). Its CA and certificates live for this run only.
  const caddyState = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-caddy-'));
  const storefrontUpstreams = options.storefrontPorts.map((port) => `localhost:${port}`);
  const caddy = await startCaddy({
    httpsPort: options.proxyPort,
    httpPort: options.proxyHttpPort,
    shopApiPort: options.shopApiPort ?? options.proxyPort + 19,
    storefronts: storefrontUpstreams,
    vendures: options.commercePorts.map((port) => `localhost:${port}`),
    stateDir: caddyState,
    quiet: options.quiet,
  }).catch((error) => {
    fs.rmSync(caddyState, { recursive: true, force: true });
    throw error;
  });
  const proxyUrl = caddy.url;
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...options.env,
    DATABASE_URL: options.processDatabaseUrl ?? options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: prefix,
    STOREFRONT_URL: proxyUrl,
    NODE_EXTRA_CA_CERTS: caddy.rootCertPath,
    // Images are linked through Caddy, which sends them to either Vendure server.
    VENDURE_ASSET_URL: `${proxyUrl}/assets/`,
    // Every instance must verify the cookies another one signed (the "paid here" cookie).
    STOREFRONT_COOKIE_SECRET:
      options.env?.STOREFRONT_COOKIE_SECRET ??
      process.env.STOREFRONT_COOKIE_SECRET ??
      crypto.randomBytes(32).toString('base64url'),
    // Vendure believes the shopper's IP the storefront names only with this (ADR 032).
    VENDURE_CLIENT_IP_SECRET:
      options.env?.VENDURE_CLIENT_IP_SECRET ??
      process.env.VENDURE_CLIENT_IP_SECRET ??
      crypto.randomBytes(24).toString('base64url'),
  };
  /** The bucket every Vendure process keeps assets in: `env`'s ASSET_S3_*, or the local server's. */
  let assetS3Env: Record<string, string> = {};
  const commerceEnv = (port: number): NodeJS.ProcessEnv => ({
    ...common,
    ...assetS3Env,
    VENDURE_PORT: String(port),
    VENDURE_DATA_DIR: options.dataDir,
    VENDURE_IN_PROCESS_JOBS: 'false',
    // Emails go to SMTP_URL when it is given; otherwise to the dev mailbox, which the
    // profile's tests read (production refuses to start with neither).
    ...(common.SMTP_URL ? {} : { VENDURE_EMAIL_DEV_MODE: 'true' }),
  });
  const running: Array<{ stop(): Promise<void> }> = [
    {
      stop: async () => {
        await caddy.stop();
        if (options.logDir) fs.copyFileSync(caddy.logFile, path.join(options.logDir, 'caddy.log'));
        fs.rmSync(caddyState, { recursive: true, force: true });
      },
    },
  ];
  const stop = async () => {
    for (const part of running.reverse()) await part.stop();
    running.length = 0;
  };

  try {
    if (!common.ASSET_S3_BUCKET) {
      const s3Dir = path.join(options.dataDir, 's3');
      if (options.fresh) fs.rmSync(s3Dir, { recursive: true, force: true });
      const s3 = await startS3Server({ port: options.s3Port ?? 4568, directory: s3Dir, quiet: options.quiet });
      running.push(s3);
      assetS3Env = s3.env;
    }
    const [firstPort, secondPort] = options.commercePorts;
    const workerHealthPort = options.workerHealthPort ?? 3020;
    const first = await restartable({
      name: 'server-1',
      script: 'commerce/dist/src/index.js',
      env: commerceEnv(firstPort),
      marker: 'FOYER_COMMERCE_READY',
      quiet: options.quiet,
      logDir: options.logDir,
    });
    running.push(first);
    const [worker, second] = await Promise.all([
      restartable({
        name: 'worker',
        script: 'commerce/dist/src/index-worker.js',
        env: { ...commerceEnv(firstPort), VENDURE_WORKER_HEALTH_PORT: String(workerHealthPort) },
        marker: 'FOYER_WORKER_READY',
        quiet: options.quiet,
        logDir: options.logDir,
      }),
      restartable({
        name: 'server-2',
        script: 'commerce/dist/src/index.js',
        env: commerceEnv(secondPort),
        marker: 'FOYER_COMMERCE_READY',
        quiet: options.quiet,
        logDir: options.logDir,
      }),
    ]);
    running.push(worker, second);

    const storefronts = options.storefrontPorts.map((port, i) => ({ name: `storefront-${i + 1}`, port }));
    const started = await Promise.all(
      storefronts.map((s) =>
        restartable({
          name: s.name,
          script: '.output/server/index.mjs',
          env: {
            ...common,
            PORT: String(s.port),
            VENDURE_SHOP_API_URL: options.storefrontShopApiUrl ?? caddy.shopApiUrl,
            // Caddy sets X-Forwarded-For; the rate limits count the shopper, not the proxy.
            TRUST_PROXY: 'true',
          },
          url: `http://localhost:${s.port}/health`,
          quiet: options.quiet,
          logDir: options.logDir,
        }),
      ),
    );
    running.push(...started);
    await caddy.waitForStorefronts(storefrontUpstreams);
    // A fresh database's collections and search index are built by the worker after the seed.
    await waitForJobQueue(`http://localhost:${firstPort}/admin-api`, common);

    return {
      storefrontUrl: proxyUrl,
      httpUrl: caddy.httpUrl,
      caCertPath: caddy.rootCertPath,
      spkiList: caddy.spkiList,
      instances: storefronts.map((s) => ({ name: s.name, url: `http://localhost:${s.port}` })),
      adminApiUrls: options.commercePorts.map((port) => `http://localhost:${port}/admin-api`),
      shopApiUrls: options.commercePorts.map((port) => `http://localhost:${port}/shop-api`),
      sharedShopApiUrl: caddy.shopApiUrl,
      mailboxUrl: `http://localhost:${firstPort}/mailbox`,
      workerHealthUrl: `http://localhost:${workerHealthPort}/health`,
      assetS3Env: { ...assetS3Env },
      processes: Object.fromEntries([first, second, worker, ...started].map((p) => [p.name, p])),
      caddyLogFile: caddy.logFile,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `npm run profile`: the profile for people, on the ports of .env.example's neighbours.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  const missing = [
    'DATABASE_URL',
    'REDIS_URL',
    'VENDURE_SUPERADMIN_PASSWORD',
    'VENDURE_COOKIE_SECRET',
    'TICKET_SIGNING_SECRET',
  ].filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(
      `The production profile needs ${missing.join(', ')} (in .env or the environment); see docs/configuration.md.`,
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const commercePort = Number(process.env.VENDURE_PORT ?? 3001);
  try {
    const profile = await startProductionProfile({
      databaseUrl: process.env.DATABASE_URL as string,
      redisUrl: process.env.REDIS_URL as string,
      redisKeyPrefix: process.env.REDIS_KEY_PREFIX,
      fresh: process.argv.includes('--fresh'),
      dataDir: path.resolve(process.env.VENDURE_DATA_DIR ?? path.join(root, 'commerce/data-profile')),
      proxyPort: port,
      proxyHttpPort: port + 80,
      storefrontPorts: [port + 100, port + 101],
      commercePorts: [commercePort, commercePort + 1],
      shopApiPort: port + 90,
    });
    console.log(`
  Foyer's production profile is running.
    Shoppers          ${profile.storefrontUrl}  (Caddy, round robin; ${profile.httpUrl} redirects)
    Caddy's CA        ${profile.caCertPath}  (trust it, or accept the browser's warning)
    Storefronts       ${profile.instances.map((i) => i.url).join(', ')}
    Vendure servers   ${profile.adminApiUrls.join(', ')}  (the storefronts' Shop API: ${profile.sharedShopApiUrl}, Caddy)
    Worker            one, taking jobs from Redis
    Assets            ${profile.assetS3Env.ASSET_S3_ENDPOINT ?? 'S3'}, bucket ${profile.assetS3Env.ASSET_S3_BUCKET ?? process.env.ASSET_S3_BUCKET}
    Processes         ${Object.values(profile.processes)
      .map((p) => `${p.name} ${p.pid}`)
      .join(', ')}
  A process that exits is started again 2 s later (as systemd would): kill -9 one to see
  what shoppers notice (docs/reliability.md). Press Ctrl+C to stop.
`);
    for (const part of Object.values(profile.processes)) part.supervise((line) => console.log(`[profile] ${line}`));
    const shutdown = async () => {
      await profile.stop();
      process.exit(0);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(`\nThe production profile could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}
