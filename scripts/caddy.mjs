// Caddy with the repository's own deploy/caddy/Caddyfile, in front of the production
// profile's processes on this machine (ADR 039): HTTPS from Caddy's internal CA, the
// storefront instances load-balanced with health checks, Vendure's public paths routed.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CADDYFILE = path.join(root, 'deploy/caddy/Caddyfile');

/**
 * Base64 of the SHA-256 of a certificate's public key (SPKI), the form Chromium's
 * `--ignore-certificate-errors-spki-list` takes.
 * @param {string} pem
 */
export function spkiHash(pem) {
  const der = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(der).digest('base64');
}

/**
 * One GET over HTTPS trusting only `ca`; resolves to the status and headers (body dropped).
 * @param {string} url
 * @param {string} ca PEM
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders }>}
 */
export function getWithCa(url, ca) {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca, agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
  });
}

/**
 * @typedef {object} CaddyOptions
 * @property {number} httpsPort where shoppers come in (https://localhost:<port>)
 * @property {number} httpPort plain HTTP, which only redirects to HTTPS
 * @property {number} [shopApiPort] the private plain-HTTP listener on 127.0.0.1 through which the
 *   storefronts reach the Vendure servers' Shop API (a free port)
 * @property {string[]} storefronts storefront instances, host:port
 * @property {string[]} vendures Vendure servers, host:port
 * @property {string} stateDir Caddy's data (its CA and certificates) and its log, for this run only
 * @property {boolean} [dashboard] publish the Dashboard and its Admin API
 * @property {string} [healthInterval] how often the upstreams are checked ("1s")
 * @property {boolean} [quiet]
 */

/**
 * Starts `caddy run` on the repository's Caddyfile and resolves once it answers over
 * HTTPS with a certificate from its internal CA, whose root is returned for clients to
 * trust. The upstreams need not be up yet: the health checks find them when they are.
 * @param {CaddyOptions} options
 */
export async function startCaddy(options) {
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
  const exited = new Promise((_, reject) => {
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
    /** The Shop API of every Vendure server through Caddy's private listener, for the storefronts. */
    shopApiUrl: `http://127.0.0.1:${shopApiPort}/shop-api`,
    /** Caddy's internal root certificate (PEM file), for NODE_EXTRA_CA_CERTS. */
    rootCertPath,
    /**
     * For Chromium's --ignore-certificate-errors-spki-list: the SPKI hashes of the
     * intermediate and the root. Chromium matches the chain the server sends (leaf and
     * intermediate), so the intermediate's is the one that takes effect; it is renewed
     * after days, far beyond one run.
     */
    spkiList: [spkiHash(intermediate), spkiHash(ca)].join(','),
    logFile,
    /**
     * Resolves once every storefront instance has answered through Caddy, i.e. its
     * health check has taken it in.
     * @param {string[]} instances the storefront upstreams, as given to startCaddy
     */
    async waitForStorefronts(instances, timeoutMs = 120_000) {
      const seen = new Set();
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
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits for Caddy's CA root on disk and an HTTPS answer that trusts it, asking a path
 * Caddy answers itself (the Shop API's 404): the upstreams may not be up yet.
 */
async function waitUntilServing(url, rootCertPath, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    if (fs.existsSync(rootCertPath)) {
      try {
        const answer = await getWithCa(`${url}/shop-api`, fs.readFileSync(rootCertPath, 'utf8'));
        if (answer.status === 404) return;
        last = new Error(`/shop-api answered ${answer.status}`);
      } catch (error) {
        last = error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Caddy did not answer on ${url} within ${timeoutMs / 1000} s (${last?.message ?? 'no CA yet'})`);
}
