// Starts Foyer's two programs: the Vendure server (with its job queue, seeding an
// empty database) and the built storefront. Used by `npm start`, `npm run dev` and
// the end-to-end tests, so all three run the shop the same way. Starting one program
// (and Vendure alone, for commerce's e2e tests) is @foyer/shared/stack/programs.

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type CommerceUrls,
  commerceUrls,
  pipeOutput,
  root,
  startCommerceProgram,
  stopChild,
  waitForHttp,
} from '@foyer/shared/stack/programs';

export interface Stack extends CommerceUrls {
  storefrontUrl: string;
  /** The storefront process's id (the hostile-request tests read its memory from /proc). */
  storefrontPid?: number;
  stop(): Promise<void>;
}

/** A random secret made once and kept in the data directory (readable by its owner only). */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'storefront-cookie-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

export async function startStack(
  options: {
    /** Vendure's port (3001) */
    commercePort?: number;
    /** the storefront's port (3000) */
    storefrontPort?: number;
    /** where SQLite, assets and the mailbox live */
    dataDir?: string;
    /** run the storefront with Vite's dev server */
    dev?: boolean;
    /** keep the children's output to their log streams */
    quiet?: boolean;
    /** Also write each program's output to <logDir>/<name>.log. */
    logDir?: string;
    /** extra environment for both programs */
    env?: Record<string, string>;
  } = {},
): Promise<Stack> {
  const commercePort = options.commercePort ?? Number(process.env.VENDURE_PORT ?? 3001);
  const storefrontPort = options.storefrontPort ?? Number(process.env.PORT ?? 3000);
  const storefrontUrl = process.env.STOREFRONT_URL ?? `http://localhost:${storefrontPort}`;
  const urls = commerceUrls(commercePort);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    VENDURE_PORT: String(commercePort),
    STOREFRONT_URL: storefrontUrl,
    VENDURE_SHOP_API_URL: options.env?.VENDURE_SHOP_API_URL ?? urls.shopApiUrl,
    // Vendure tells the storefront when staff change something (ADR 024); one secret per start.
    CACHE_INVALIDATION_SECRET:
      options.env?.CACHE_INVALIDATION_SECRET ??
      process.env.CACHE_INVALIDATION_SECRET ??
      crypto.randomBytes(24).toString('base64url'),
    // The storefront names each shopper's IP to Vendure's rate limits with it (ADR 032).
    VENDURE_CLIENT_IP_SECRET:
      options.env?.VENDURE_CLIENT_IP_SECRET ??
      process.env.VENDURE_CLIENT_IP_SECRET ??
      crypto.randomBytes(24).toString('base64url'),
    // Signs the session cookie (ADR 033): kept in the data directory, so a restart keeps every visitor's cart.
    STOREFRONT_COOKIE_SECRET:
      options.env?.STOREFRONT_COOKIE_SECRET ??
      process.env.STOREFRONT_COOKIE_SECRET ??
      keptSecret(options.dataDir ?? process.env.VENDURE_DATA_DIR ?? path.join(root, 'commerce/data')),
    ...(options.dataDir ? { VENDURE_DATA_DIR: options.dataDir } : {}),
  };
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    await Promise.all(stops.map((stopOne) => stopOne()));
  };
  let storefrontPid: number | undefined;

  try {
    const commerce = await startCommerceProgram(env, options.quiet, options.logDir);
    stops.push(commerce.stop);

    const storefront = options.dev
      ? spawn(
          process.execPath,
          ['node_modules/vite/bin/vite.js', 'dev', '--port', String(storefrontPort), '--strictPort'],
          { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
        )
      : spawn(process.execPath, ['.output/server/index.mjs'], {
          cwd: root,
          env: { ...env, PORT: String(storefrontPort), NODE_ENV: env.NODE_ENV ?? 'production' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
    stops.push(() => stopChild(storefront));
    storefrontPid = storefront.pid;
    pipeOutput(storefront, 'storefront', options.quiet, options.logDir);
    await waitForHttp(`http://localhost:${storefrontPort}/favicon.svg`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return { storefrontUrl: `http://localhost:${storefrontPort}`, ...urls, storefrontPid, stop };
}
