import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Structured logs (issue 17): the storefront and Vendure write JSON lines, and one request
 * id, sent by the proxy (or made by the storefront), is on the storefront's access line,
 * on Vendure's lines for the calls that request made, and on the answer.
 */
const logDir = () => process.env.E2E_LOG_DIR ?? '';

function jsonLines(name: string): Array<Record<string, unknown>> {
  return fs
    .readFileSync(path.join(logDir(), `${name}.log`), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

/** Waits until a log holds a line that matches (the processes write asynchronously). */
async function lineIn(name: string, matches: (line: Record<string, unknown>) => boolean) {
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(() => {
      found = jsonLines(name).find(matches);
      return Boolean(found);
    })
    .toBe(true);
  return found as Record<string, unknown>;
}

test('both logs are JSON, and one request id joins a page to the Vendure calls it made', async ({ request }) => {
  const requestId = `logs-test-${Date.now()}`;
  // A product page asks Vendure for live stock on every render, even when its catalog
  // data comes from the shared read cache (ADR 041).
  const response = await request.get('/en/product/t-shirt-foyer-logo', { headers: { 'x-request-id': requestId } });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-request-id']).toBe(requestId);

  const access = await lineIn('storefront', (line) => line.reqId === requestId && line.msg === 'request');
  expect(access).toMatchObject({
    service: 'storefront',
    method: 'GET',
    path: '/en/product/t-shirt-foyer-logo',
    status: 200,
    level: 30,
  });
  expect(typeof access.ms).toBe('number');
  expect(typeof access.time).toBe('string');

  const vendure = await lineIn('commerce', (line) => line.reqId === requestId && line.msg === 'request');
  expect(vendure).toMatchObject({ service: 'vendure', path: '/shop-api', status: 200 });
  expect(typeof vendure.operation).toBe('string');

  // Every line either program wrote is JSON, the HTTP runtime's and libraries' console
  // output included, but for the one line the runtime (srvx) prints when it starts
  // listening, before Foyer's code is loaded.
  for (const name of ['storefront', 'commerce']) {
    const text = fs.readFileSync(path.join(logDir(), `${name}.log`), 'utf8');
    const other = text
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('{') && !line.startsWith('➜ Listening on:'));
    expect(other, name).toEqual([]);
  }
});

test('a request without an id, or with a strange one, gets a new one', async ({ request }) => {
  const cases: Array<Record<string, string>> = [{}, { 'x-request-id': 'not a token <>' }];
  for (const headers of cases) {
    const response = await request.get('/en', { headers });
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  }
});
