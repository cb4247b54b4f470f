import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCommerce } from '@foyer/shared/stack/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.COMMERCE_E2E_PORT ?? 3191) + 5;
const adminPassword = crypto.randomBytes(12).toString('base64url');
const clientIpSecret = crypto.randomBytes(24).toString('base64url');

/** Everything production needs, given explicitly; the tests below take one thing away at a time. */
const productionEnv = {
  NODE_ENV: 'production',
  VENDURE_SUPERADMIN_PASSWORD: adminPassword,
  VENDURE_COOKIE_SECRET: crypto.randomBytes(24).toString('base64url'),
  TICKET_SIGNING_SECRET: crypto.randomBytes(24).toString('base64url'),
  VENDURE_CLIENT_IP_SECRET: clientIpSecret,
  TEST_CARD_PAYMENTS: 'true',
  VENDURE_EMAIL_DEV_MODE: 'true',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  REDIS_URL: '',
  DATABASE_URL: '',
  RATE_LIMIT_SIGN_IN_PER_EMAIL: '3',
  RATE_LIMIT_SIGN_IN_PER_IP: '50',
};

async function post(url: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: Record<string, { __typename?: string } | null> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  return { response, body };
}

const failedLogin = (username: string) =>
  `mutation { login(username: "${username}", password: "wrong-password") { __typename } }`;

describe('Vendure in production', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-production-'));
  let server: Awaited<ReturnType<typeof startCommerce>> | undefined;

  beforeAll(async () => {
    server = await startCommerce({ port, dataDir, quiet: !process.env.E2E_VERBOSE, env: productionEnv });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses introspection on both APIs, and suggests no field names', async () => {
    for (const url of [server!.shopApiUrl, server!.adminApiUrl]) {
      const { body } = await post(url, 'query { __schema { queryType { name } } }');
      expect(body.data ?? undefined, url).toBeUndefined();
      expect(body.errors?.[0]?.message, url).toMatch(/introspection/i);
    }
    for (const url of [server!.shopApiUrl, server!.adminApiUrl]) {
      const { body } = await post(url, 'query { produts { totalItems } }');
      expect(body.errors?.[0]?.message, url).toMatch(/Cannot query field "produts"/);
      expect(JSON.stringify(body.errors), url).not.toMatch(/Did you mean|"products"/);
    }
  });

  it("answers the storefront's kind of query, and refuses the 100-alias query of issue #14", async () => {
    const ok = await post(server!.shopApiUrl, 'query { products(options: { take: 12 }) { totalItems items { id } } }');
    expect(ok.body.errors).toBeUndefined();
    const aliases = Array.from(
      { length: 100 },
      (_, i) => `p${i}: products(options: { take: 100 }) { items { variants { id } } }`,
    );
    const started = Date.now();
    const { body } = await post(server!.shopApiUrl, `query { ${aliases.join(' ')} }`);
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/too complex/i);
    // Refused before any resolver ran.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a query nested 25 levels deep', async () => {
    let inner = 'id';
    for (let i = 0; i < 23; i++) inner = `parent { ${inner} }`;
    const { body } = await post(server!.shopApiUrl, `query { collection(slug: "x") { ${inner} } }`);
    expect(body.errors?.[0]?.message).toMatch(/nested 25 levels deep; at most 12/);
  });

  it('limits failed sign-ins with RATE_LIMITED, HTTP 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const { body } = await post(server!.shopApiUrl, failedLogin('nobody@example.org'));
      expect(body.data?.login?.__typename).toBe('InvalidCredentialsError');
    }
    const { response, body } = await post(server!.shopApiUrl, failedLogin('nobody@example.org'));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // A hundred aliased attempts in one request count as a hundred.
    const batch = Array.from(
      { length: 5 },
      (_, i) => `a${i}: login(username: "batch@example.org", password: "x") { __typename }`,
    );
    expect((await post(server!.shopApiUrl, `mutation { ${batch.join(' ')} }`)).response.status).toBe(429);
  });

  it('counts the shopper the storefront names, but only with the shared secret', async () => {
    const as = (ip: string, secret: string) => ({ 'x-foyer-client-ip': ip, 'x-foyer-client-ip-secret': secret });
    for (let i = 0; i < 3; i++)
      await post(server!.shopApiUrl, failedLogin('named@example.org'), as('203.0.113.1', clientIpSecret));
    expect(
      (await post(server!.shopApiUrl, failedLogin('named@example.org'), as('203.0.113.1', clientIpSecret))).response
        .status,
    ).toBe(429);
    // Another shopper behind the same storefront is not locked out.
    expect(
      (await post(server!.shopApiUrl, failedLogin('named@example.org'), as('203.0.113.2', clientIpSecret))).response
        .status,
    ).toBe(200);
    // Without the secret a named IP is ignored: the caller is counted by its own address.
    for (let i = 0; i < 3; i++)
      await post(server!.shopApiUrl, failedLogin('forger@example.org'), as('203.0.113.9', 'guess'));
    expect(
      (await post(server!.shopApiUrl, failedLogin('forger@example.org'), as('203.0.113.10', 'guess'))).response.status,
    ).toBe(429);
  });

  it("limits the Admin API's login too, and lets the superadmin in with the Dashboard's queries", async () => {
    for (let i = 0; i < 3; i++) await post(server!.adminApiUrl, failedLogin('intruder'));
    expect((await post(server!.adminApiUrl, failedLogin('intruder'))).response.status).toBe(429);

    const login = await post(
      server!.adminApiUrl,
      `mutation { login(username: "superadmin", password: "${adminPassword}") { __typename } }`,
    );
    expect(login.body.data?.login?.__typename).toBe('CurrentUser');
    const token = login.response.headers.get('vendure-auth-token') ?? '';
    // A list without `take` would score 1,000 per item on the Shop API; staff's API is not scored.
    const { body } = await post(
      server!.adminApiUrl,
      'query { products { totalItems items { id variants { id stockLevels { stockOnHand } } } } }',
      { authorization: `Bearer ${token}` },
    );
    expect(body.errors).toBeUndefined();
    const dashboard = await fetch(`${server!.dashboardUrl}/`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toMatch(/<html/i);
  });

  it('says nothing about Express, and listens on loopback only', async () => {
    const { response } = await post(server!.shopApiUrl, 'query { activeChannel { code } }');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect((await fetch(`${server!.dashboardUrl}/`)).headers.get('x-powered-by')).toBeNull();
    const outward = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (outward) {
      await expect(
        fetch(`http://${outward.address}:${port}/shop-api`, { signal: AbortSignal.timeout(3000) }),
      ).rejects.toThrow();
    }
  });
});

describe('a production start with an unsafe default', () => {
  /** Starts the built server with `env` and answers its exit code and what it printed. */
  function start(env: Record<string, string | undefined>) {
    const result = spawnSync(process.execPath, ['commerce/dist/src/index.js'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...productionEnv, VENDURE_PORT: String(port + 1), ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  }

  // Each start loads Vendure before it reads its environment: tens of seconds on a busy machine.
  it('exits with a message that names what to set', { timeout: 300_000 }, () => {
    const cases: Array<[Record<string, string | undefined>, RegExp]> = [
      [{ TEST_CARD_PAYMENTS: undefined }, /TEST_CARD_PAYMENTS=true/],
      [
        { VENDURE_SUPERADMIN_PASSWORD: 'superadmin' },
        /VENDURE_SUPERADMIN_PASSWORD must not be the development default/,
      ],
      [
        { VENDURE_COOKIE_SECRET: 'foyer-dev-cookie-secret' },
        /VENDURE_COOKIE_SECRET must not be the development default/,
      ],
      [{ VENDURE_EMAIL_DEV_MODE: undefined }, /VENDURE_EMAIL_DEV_MODE=true/],
    ];
    for (const [env, message] of cases) {
      const { code, output } = start(env);
      expect(code, String(message)).not.toBe(0);
      expect(output, String(message)).toMatch(message);
      expect(output).not.toContain('FOYER_COMMERCE_READY');
    }
  });
});
