import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * Faults, for real: a storefront of its own (the built server) reaches the test
 * stack's Vendure through a loopback switch that can drop every connection (Vendure
 * gone) or hold it without answering (Vendure hung). The storefront must answer a
 * branded 503, keep running, and recover by itself; carts and sign-ins live in the
 * cookie and Vendure, so they survive a restart of the storefront too.
 */
test.describe.configure({ mode: 'serial' });

const t: Record<keyof typeof import('../../messages/en.json'), string> = JSON.parse(
  fs.readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8'),
);
const SWITCH_PORT = Number(process.env.E2E_FAULT_SWITCH_PORT ?? 3295);
const STOREFRONT_PORT = Number(process.env.E2E_FAULT_STOREFRONT_PORT ?? 3296);
const storefront = `http://localhost:${STOREFRONT_PORT}`;

type Mode = 'up' | 'down' | 'hung';
let mode: Mode = 'up';
let server: http.Server;
let child: ChildProcess | undefined;

function startSwitch(target: URL) {
  server = http.createServer((req, res) => {
    if (mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (mode === 'hung') return; // Never answers: the storefront's timeout must end it.
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise<void>((resolve) => server.listen(SWITCH_PORT, '127.0.0.1', resolve));
}

async function startStorefront() {
  child = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: {
      ...process.env,
      PORT: String(STOREFRONT_PORT),
      NODE_ENV: 'production',
      SECURE_COOKIES: 'false',
      // The same key before and after the restart, as every real deployment sets it.
      STOREFRONT_COOKIE_SECRET: 'faults-test-storefront-cookie-secret',
      STOREFRONT_URL: storefront,
      VENDURE_SHOP_API_URL: `http://127.0.0.1:${SWITCH_PORT}/shop-api`,
      VENDURE_TIMEOUT_MS: '2000',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${storefront}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The fault-test storefront did not start');
}

async function stopStorefront() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child?.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  await startSwitch(new URL(process.env.E2E_SHOP_API_URL ?? 'http://localhost:3290/shop-api'));
  await startStorefront();
});

test.afterAll(async () => {
  await stopStorefront();
  await new Promise((resolve) => server.close(resolve));
});

test('Vendure gone or hung: a branded 503, the storefront keeps running and recovers by itself', async ({ page }) => {
  mode = 'up';
  await page.goto(`${storefront}/en/product/t-shirt-foyer-logo`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t.product_add_to_cart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  for (const fault of ['down', 'hung'] as const) {
    mode = fault;
    const response = await page.goto(`${storefront}/en/plays`);
    expect(response?.status(), fault).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    // The 503 carries the security headers every answer does (ADR 031).
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options'], fault).toBe('nosniff');
    expect(headers['x-frame-options'], fault).toBe('DENY');
    expect(headers['referrer-policy'], fault).toBe('strict-origin-when-cross-origin');
    expect(String(headers['content-security-policy']), fault).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy'], fault).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.error_unavailable);
    expect(child?.exitCode).toBeNull();
    // Alive, but not ready: a proxy keeps the process and sends visitors elsewhere.
    expect((await fetch(`${storefront}/health`)).status, fault).toBe(200);
    const ready = await fetch(`${storefront}/ready`);
    expect(ready.status, fault).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready' });
  }

  mode = 'up';
  const recovered = await page.goto(`${storefront}/en/plays`);
  expect(recovered?.status()).toBe(200);
  expect((await fetch(`${storefront}/ready`)).status).toBe(200);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a restarted storefront keeps the visitor cart (it lives in the cookie and Vendure)', async ({ page }) => {
  mode = 'up';
  await page.goto(`${storefront}/en/product/t-shirt-foyer-logo`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t.product_add_to_cart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await stopStorefront();
  await startStorefront();

  await page.goto(`${storefront}/en/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
