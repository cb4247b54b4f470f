// Starts Foyer's two programs: the Vendure server (with its job queue, seeding an
// empty database) and the built storefront. Used by `npm start`, `npm run dev` and
// the end-to-end tests, so all three run the shop the same way.

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function waitForLine(child, marker, name, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk) => {
      if (chunk.toString().includes(marker)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready`));
    });
  });
}

/** A random secret made once and kept in the data directory (readable by its owner only). */
function keptSecret(dataDir) {
  const file = path.join(dataDir, 'storefront-cookie-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {object} options
 * @param {number} [options.commercePort] Vendure's port (3001)
 * @param {number} [options.storefrontPort] the storefront's port (3000)
 * @param {string} [options.dataDir] where SQLite, assets and the mailbox live
 * @param {boolean} [options.dev] run the storefront with Vite's dev server
 * @param {boolean} [options.quiet] keep the children's output to their log streams
 * @param {string} [options.logDir] also write each program's output to <logDir>/<name>.log
 * @param {Record<string,string>} [options.env] extra environment for both programs
 */
export async function startStack(options = {}) {
  const commercePort = options.commercePort ?? Number(process.env.VENDURE_PORT ?? 3001);
  const storefrontPort = options.storefrontPort ?? Number(process.env.PORT ?? 3000);
  const storefrontUrl = process.env.STOREFRONT_URL ?? `http://localhost:${storefrontPort}`;
  const shopApiUrl = `http://localhost:${commercePort}/shop-api`;
  const env = {
    ...process.env,
    ...options.env,
    VENDURE_PORT: String(commercePort),
    STOREFRONT_URL: storefrontUrl,
    VENDURE_SHOP_API_URL: options.env?.VENDURE_SHOP_API_URL ?? shopApiUrl,
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
  const stdio = ['ignore', 'pipe', 'pipe'];
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
  };
  let storefrontPid;

  try {
    const commerce = await spawnCommerce(env, options.quiet, options.logDir);
    children.push(commerce);

    const storefront = options.dev
      ? spawn(
          process.execPath,
          ['node_modules/vite/bin/vite.js', 'dev', '--port', String(storefrontPort), '--strictPort'],
          {
            cwd: root,
            env,
            stdio,
          },
        )
      : spawn(process.execPath, ['.output/server/index.mjs'], {
          cwd: root,
          env: { ...env, PORT: String(storefrontPort), NODE_ENV: env.NODE_ENV ?? 'production' },
          stdio,
        });
    children.push(storefront);
    storefrontPid = storefront.pid;
    pipeOutput(storefront, 'storefront', options.quiet, options.logDir);
    await waitForHttp(`http://localhost:${storefrontPort}/favicon.svg`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    storefrontUrl: `http://localhost:${storefrontPort}`,
    shopApiUrl,
    adminApiUrl: `http://localhost:${commercePort}/admin-api`,
    mailboxUrl: `http://localhost:${commercePort}/mailbox`,
    dashboardUrl: `http://localhost:${commercePort}/dashboard`,
    // The tests read the storefront's memory from /proc (hostile-server-functions.spec.ts).
    storefrontPid,
    stop,
  };
}

/**
 * Starts one of the repository's Node programs and waits until it prints `marker`
 * (or, with `url`, until that URL answers). Resolves to a handle that stops it.
 * @param {{ name: string, script: string, env: NodeJS.ProcessEnv, marker?: string, url?: string, quiet?: boolean, logDir?: string, timeoutMs?: number }} options
 */
export async function startProgram({ name, script, env, marker, url, quiet, logDir, timeoutMs = 180_000 }) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeOutput(child, name, quiet, logDir);
  try {
    if (marker) await waitForLine(child, marker, name, timeoutMs);
    if (url) {
      const exited = new Promise((_, reject) =>
        child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} before it was ready`))),
      );
      exited.catch(() => undefined);
      await Promise.race([waitForHttp(url, timeoutMs), exited]);
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, stop: () => stopChild(child) };
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

async function spawnCommerce(env, quiet, logDir) {
  const { child } = await startProgram({
    name: 'commerce',
    script: 'commerce/dist/src/index.js',
    env,
    marker: 'FOYER_COMMERCE_READY',
    quiet,
    logDir,
  });
  return child;
}

/**
 * Starts only the Vendure server (built in commerce/dist) on a port with its own data folder.
 * @param {{ port: number, dataDir: string, quiet?: boolean, env?: Record<string,string> }} options
 */
export async function startCommerce(options) {
  const env = { ...process.env, ...options.env, VENDURE_PORT: String(options.port), VENDURE_DATA_DIR: options.dataDir };
  const commerce = await spawnCommerce(env, options.quiet);
  return {
    shopApiUrl: `http://localhost:${options.port}/shop-api`,
    adminApiUrl: `http://localhost:${options.port}/admin-api`,
    mailboxUrl: `http://localhost:${options.port}/mailbox`,
    dashboardUrl: `http://localhost:${options.port}/dashboard`,
    stop: () => stopChild(commerce),
  };
}

function pipeOutput(child, name, quiet, logDir) {
  if (logDir) {
    fs.mkdirSync(logDir, { recursive: true });
    const file = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    child.stdout.on('data', (chunk) => file.write(chunk));
    child.stderr.on('data', (chunk) => file.write(chunk));
    child.once('exit', () => file.end());
  }
  const write = (stream) => (chunk) => {
    if (quiet) return;
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', write(process.stdout));
  child.stderr.on('data', write(process.stderr));
}
