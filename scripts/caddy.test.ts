import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CADDYFILE, type RunningCaddy, startCaddy } from './caddy.ts';

/**
 * deploy/caddy/Caddyfile, run by the Caddy this machine has (scripts/ensure-caddy.sh)
 * in front of stand-ins for two storefront instances and a Vendure server that record
 * what reaches them.
 */

type Upstream = Awaited<ReturnType<typeof upstream>>;

/** Answers its health path with 200 (or 503 once told), everything else with its name. */
async function upstream(name: string, healthPath: string) {
  const seen: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders }> = [];
  let healthy = true;
  const server = http.createServer((req, res) => {
    if (req.url === healthPath) {
      res.statusCode = healthy ? 200 : 503;
      return res.end();
    }
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name,
    address: `127.0.0.1:${port}`,
    seen,
    setHealthy(value: boolean) {
      healthy = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request over HTTPS trusting only Caddy's root of this run (or plain HTTP). */
function send(url: string, ca: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(url, { method: init.method ?? 'GET', headers: init.headers, ca }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The JSON Caddy makes of the Caddyfile with this environment. */
function adapt(env: Record<string, string>): unknown {
  const json = execFileSync('caddy', ['adapt', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(json.toString());
}

/** Every object in `tree` (depth first) for which `test` holds. */
function findAll(tree: unknown, test: (node: Record<string, unknown>) => boolean): Array<Record<string, any>> {
  if (!tree || typeof tree !== 'object') return [];
  const node = tree as Record<string, unknown>;
  const below = Object.values(node).flatMap((child) => findAll(child, test));
  return test(node) ? [node, ...below] : below;
}

/** The reverse proxies of a configuration: where each sends requests and how it checks them. */
function proxies(config: unknown) {
  return findAll(config, (node) => node.handler === 'reverse_proxy').map((proxy) => ({
    upstreams: proxy.upstreams.map((upstream: { dial: string }) => upstream.dial).join(' '),
    healthUri: proxy.health_checks?.active?.uri,
    policy: proxy.load_balancing?.selection_policy?.policy,
  }));
}

/** What the route matching exactly these paths does: proxy to those upstreams, or answer this status. */
function routeFor(config: unknown, paths: string[]) {
  const route = findAll(
    config,
    (node) => Array.isArray(node.match) && JSON.stringify(node.match) === JSON.stringify([{ path: paths }]),
  )[0];
  const proxy = proxies(route)[0];
  if (proxy) return `proxy ${proxy.upstreams}`;
  return `status ${findAll(route, (node) => node.handler === 'static_response')[0]?.status_code}`;
}

describe('deploy/caddy/Caddyfile as Caddy reads it', () => {
  const env = {
    FOYER_SITE: 'tickets.theatre.example',
    FOYER_STOREFRONT_UPSTREAMS: '10.0.0.11:3000 10.0.0.12:3000',
    FOYER_VENDURE_UPSTREAMS: '10.0.0.21:3001',
  };

  it('takes a real domain with ACME certificates, or its internal CA without installing it anywhere', () => {
    const acme = JSON.stringify(adapt({ ...env, FOYER_TLS: 'boxoffice@theatre.example' }));
    expect(acme).toContain('"email":"boxoffice@theatre.example"');
    expect(acme).not.toContain('"module":"internal"');
    const internal = JSON.stringify(adapt({ ...env, FOYER_TLS: 'internal' }));
    expect(internal).toContain('"issuers":[{"module":"internal"}]');
    expect(internal).toContain('"install_trust":false');
  });

  it('balances the storefronts and the Vendure servers, both checked on /health', () => {
    const found = proxies(adapt({ ...env, FOYER_TLS: 'internal' }));
    expect(new Set(found.map((proxy) => JSON.stringify(proxy)))).toEqual(
      new Set([
        JSON.stringify({ upstreams: '10.0.0.21:3001', healthUri: '/health', policy: 'round_robin' }),
        JSON.stringify({ upstreams: '10.0.0.11:3000 10.0.0.12:3000', healthUri: '/health', policy: 'round_robin' }),
      ]),
    );
  });

  it('keeps Vendure private but for assets and the webhook; the Dashboard only with FOYER_DASHBOARD=on', () => {
    const off = adapt({ ...env, FOYER_TLS: 'internal' });
    expect(routeFor(off, ['/assets/source/*', '/assets/preview/*'])).toBe('proxy 10.0.0.21:3001');
    expect(routeFor(off, ['/payments/stripe'])).toBe('proxy 10.0.0.21:3001');
    expect(routeFor(off, ['/shop-api*', '/mailbox*', '/graphiql*'])).toBe('status 404');
    expect(routeFor(off, ['/dashboard/*', '/admin-api*'])).toBe('status 404');
    const on = adapt({ ...env, FOYER_TLS: 'internal', FOYER_DASHBOARD: 'on' });
    expect(routeFor(on, ['/dashboard/*'])).toBe('proxy 10.0.0.21:3001');
    expect(routeFor(on, ['/admin-api'])).toBe('proxy 10.0.0.21:3001');
    expect(routeFor(on, ['/shop-api*', '/mailbox*', '/graphiql*'])).toBe('status 404');
  });
});

describe('deploy/caddy/Caddyfile in front of a shop', () => {
  let caddy: RunningCaddy;
  let ca: string;
  let one: Upstream;
  let two: Upstream;
  let vendure: Upstream;
  let stateDir: string;

  beforeAll(async () => {
    [one, two, vendure] = await Promise.all([
      upstream('one', '/health'),
      upstream('two', '/health'),
      upstream('vendure', '/health'),
    ]);
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-caddy-test-'));
    caddy = await startCaddy({
      httpsPort: await freePort(),
      httpPort: await freePort(),
      storefronts: [one.address, two.address],
      vendures: [vendure.address],
      stateDir,
      healthInterval: '200ms',
      quiet: true,
    });
    ca = fs.readFileSync(caddy.rootCertPath, 'utf8');
    await caddy.waitForStorefronts([one.address, two.address]);
  }, 60_000);

  afterAll(async () => {
    await caddy?.stop();
    await Promise.all([one, two, vendure].map((u) => u?.close()));
    if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true });
  });

  it("sends pages to the storefronts with the client's address and scheme, never the client's own claims", async () => {
    const answer = await send(`${caddy.url}/en/plays`, ca, {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'http',
        'x-request-id': 'chosen-by-the-client',
        'x-foyer-client-ip': '203.0.113.9',
        'x-foyer-client-ip-secret': 'guessed',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect([one.address, two.address]).toContain(answer.headers['x-served-by']);
    const got = [...one.seen, ...two.seen].find((request) => request.path === '/en/plays');
    expect(got?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(got?.headers['x-forwarded-proto']).toBe('https');
    expect(got?.headers.host).toBe(new URL(caddy.url).host);
    expect(got?.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(got?.headers['x-foyer-client-ip']).toBeUndefined();
    expect(got?.headers['x-foyer-client-ip-secret']).toBeUndefined();
  });

  it('alternates between the instances', async () => {
    const servedBy = new Set<string | string[] | undefined>();
    for (let i = 0; i < 4; i++) servedBy.add((await send(`${caddy.url}/`, ca)).headers['x-served-by']);
    expect(servedBy).toEqual(new Set([one.address, two.address]));
  });

  it('sends images (GET, HEAD) and the Stripe webhook (POST) to Vendure, and nothing else of it', async () => {
    expect(JSON.parse((await send(`${caddy.url}/assets/preview/ab/poster.jpg`, ca)).body)).toEqual({ name: 'vendure' });
    expect((await send(`${caddy.url}/assets/source/ab/poster.jpg`, ca, { method: 'HEAD' })).status).toBe(200);
    // The storefront's own build files share the /assets/ prefix.
    const script = await send(`${caddy.url}/assets/main-Bwp7R2VZ.js`, ca);
    expect([one.address, two.address]).toContain(script.headers['x-served-by']);
    const webhook = await send(`${caddy.url}/payments/stripe`, ca, { method: 'POST' });
    expect(JSON.parse(webhook.body)).toEqual({ name: 'vendure' });
    expect((await send(`${caddy.url}/assets/source/ab/poster.jpg`, ca, { method: 'PUT' })).status).toBe(405);
    expect((await send(`${caddy.url}/payments/stripe`, ca)).status).toBe(405);
    for (const privatePath of [
      '/shop-api',
      '/shop-api/',
      '/admin-api',
      '/mailbox/list',
      '/graphiql/shop',
      '/dashboard/',
    ]) {
      expect((await send(`${caddy.url}${privatePath}`, ca, { method: 'POST' })).status, privatePath).toBe(404);
    }
    expect(vendure.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /assets/preview/ab/poster.jpg',
      'HEAD /assets/source/ab/poster.jpg',
      'POST /payments/stripe',
    ]);
  });

  it('redirects plain HTTP to HTTPS, path and query kept', async () => {
    const answer = await send(`${caddy.httpUrl}/en/plays?page=2`, ca);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`${caddy.url}/en/plays?page=2`);
  });

  it('takes an instance out while its /health fails, and back in when it passes', async () => {
    one.setHealthy(false);
    const servedBy = async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => send(`${caddy.url}/en`, ca)));
      return [...new Set(answers.map((answer) => `${answer.status} ${answer.headers['x-served-by']}`))];
    };
    await expect.poll(servedBy, { timeout: 20_000 }).toEqual([`200 ${two.address}`]);
    one.setHealthy(true);
    await caddy.waitForStorefronts([one.address], 20_000);
  });

  it('keeps answering when an instance stops, trying the other one', async () => {
    await one.close();
    for (let i = 0; i < 6; i++) {
      const answer = await send(`${caddy.url}/en`, ca);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-served-by']).toBe(two.address);
    }
  });
});
