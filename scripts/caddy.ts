// Caddy with the repository's own deploy/caddy/Caddyfile, in front of the production
// profile's processes on this machine (ADR 039): HTTPS from Caddy's internal CA, the
// storefront instances load-balanced with health checks, Vendure's public paths routed.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { root, stopChild } from '@foyer/shared/stack/programs';

export const CADDYFILE: string = path.join(root, 'deploy/caddy/Caddyfile');

/**
 * Base64 of the SHA-256 of a certificate's public key (SPKI), the form Chromium's
 * `--ignore-certificate-errors-spki-list` takes.
 */
export function spkiHash(pem: string): string {
  const der = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(der).digest('base64');
}

/** One GET over HTTPS trusting only `ca` (PEM); resolves to the status and headers (body dropped). */
export function getWithCa(url: string, ca: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca, agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
  });
}

export interface CaddyOptions {
  /** where shoppers come in (https://localhost:<port>) */
  httpsPort: number;
  /** plain HTTP, which only redirects to HTTPS */
  httpPort: number;
  /** the private plain-HTTP listener on 127.0.0.1 through which the storefronts reach the Vendure servers' Shop API (a free port) */
  shopApiPort?: number;
  /** storefront instances, host:port */
  storefronts: string[];
  /** Vendure servers, host:port */
  vendures: string[];
  /** Caddy's data (its CA and certificates) and its log, for this run only */
  stateDir: string;
  /** publish the Dashboard and its Admin API */
  dashboard?: boolean;
  /** how often the upstreams are checked ("1s") */
  healthInterval?: string;
  quiet?: boolean;
}

export interface RunningCaddy {
  /** https://localhost:<httpsPort> */
  url: string;
  /** http://localhost:<httpPort>, which redirects to url */
  httpUrl: string;
  /** The Shop API of every Vendure server through Caddy's private listener, for the storefronts. */
  shopApiUrl: string;
  /** Caddy's internal root certificate (PEM file), for NODE_EXTRA_CA_CERTS. */
  rootCertPath: string;
  /**
   * For Chromium's --ignore-certificate-errors-spki-list: the SPKI hashes of the
   * intermediate and the root. Chromium matches the chain the server sends (leaf and
   * intermediate), so the intermediate's is the one that takes effect; it is renewed
   * after days, far beyond one run.
   */
  spkiList: string;
  logFile: string;
  /**
   * Resolves once every storefront instance (the upstreams, host:port, as given to startCaddy)
   * has answered through Caddy, i.e. its health check has taken it in.
   */
  waitForStorefronts(instances: string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `caddy run` on the repository's Caddyfile and resolves once it answers over
 * HTTPS with a certificate from its internal CA, whose root is returned for clients to
 * trust. The upstreams need not be up yet: the health checks find them when they are.
 */
export async function startCaddy(options: CaddyOptions): Promise<RunningCaddy> {
  const dataHome = path.join(options.stateDir, 'data');
  const configHome = path.join(options.stateDir, 'config');
  fs.mkdirSync(dataHome, { recursive: true });
  fs.mkdirSync(configHome, { recursive: true });
  const logFile = path.join(options.stateDir, 'caddy.log');
  const shopApiPort = options.shopApiPort ?? (await freePort());
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.env.CADDY_PATH ?? 'caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      // Caddy keeps its CA, certificates and autosaved config here: nothing from an
      // earlier run, nothing in this machine's home or trust store.
      HOME: options.stateDir,
      XDG_DATA_HOME: dataHome,
      XDG_CONFIG_HOME: configHome,
      FOYER_SITE: `localhost:${options.httpsPort}`,
      FOYER_TLS: 'internal',
      FOYER_HTTP_PORT: String(options.httpPort),
      FOYER_CADDY_ADMIN: 'off',
      FOYER_STOREFRONT_UPSTREAMS: options.storefronts.join(' '),
      FOYER_VENDURE_UPSTREAMS: options.vendures.join(' '),
      FOYER_DASHBOARD: options.dashboard ? 'on' : 'off',
      FOYER_HEALTH_INTERVAL: options.healthInterval ?? '1s',
      FOYER_SHOP_API_PORT: String(shopApiPort),
      FOYER_SHOP_API_BIND: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`caddy could not start (${error.message}); run scripts/ensure-caddy.sh`)),
    );
    child.once('exit', (code) => reject(new Error(`caddy exited with code ${code}; see ${logFile}`)));
  });
  exited.catch(() => undefined);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      log.write(chunk);
      if (!options.quiet)
        for (const line of chunk.toString().split('\n')) if (line) process.stderr.write(`[caddy] ${line}\n`);
    });
  }
  child.once('exit', () => log.end());

  const url = `https://localhost:${options.httpsPort}`;
  const rootCertPath = path.join(dataHome, 'caddy/pki/authorities/local/root.crt');
  try {
    await Promise.race([waitUntilServing(url, rootCertPath), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const ca = fs.readFileSync(rootCertPath, 'utf8');
  const intermediate = fs.readFileSync(path.join(path.dirname(rootCertPath), 'intermediate.crt'), 'utf8');

  return {
    url,
    httpUrl: `http://localhost:${options.httpPort}`,
    shopApiUrl: `http://127.0.0.1:${shopApiPort}/shop-api`,
    rootCertPath,
    spkiList: [spkiHash(intermediate), spkiHash(ca)].join(','),
    logFile,
    async waitForStorefronts(instances, timeoutMs = 120_000) {
      const seen = new Set<string>();
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const answer = await getWithCa(`${url}/health`, ca).catch(() => undefined);
        const by = answer?.status === 200 ? answer.headers['x-served-by'] : undefined;
        if (typeof by === 'string') seen.add(by);
        if (instances.every((instance) => seen.has(instance))) return;
        if (!by) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`Caddy did not take in every storefront instance within ${timeoutMs / 1000} s`);
    },
    stop: () => stopChild(child),
  };
}

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits for Caddy's CA root on disk and an HTTPS answer that trusts it, asking a path
 * Caddy answers itself (the Shop API's 404): the upstreams may not be up yet.
 */
async function waitUntilServing(url: string, rootCertPath: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: Error | undefined;
  while (Date.now() < deadline) {
    if (fs.existsSync(rootCertPath)) {
      try {
        const answer = await getWithCa(`${url}/shop-api`, fs.readFileSync(rootCertPath, 'utf8'));
        if (answer.status === 404) return;
        last = new Error(`/shop-api answered ${answer.status}`);
      } catch (error) {
        last = error as Error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Caddy did not answer on ${url} within ${timeoutMs / 1000} s (${last?.message ?? 'no CA yet'})`);
}
