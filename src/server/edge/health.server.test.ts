import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse, vendureHealthUrl } from './health.server';

/** A server standing where Vendure would, answering its /health as told. */
let vendureStatus = 200;
let server: http.Server;
let shopApiUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(req.url === '/health' ? vendureStatus : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shopApiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = (path: string, method = 'GET') =>
  healthResponse(new Request(`http://shop.test${path}`, { method }), shopApiUrl);

describe('health routes', () => {
  it('find Vendure health beside its Shop API', () => {
    expect(vendureHealthUrl('http://localhost:3001/shop-api')).toBe('http://localhost:3001/health');
  });

  it('leave every other path to the pages', async () => {
    expect(await ask('/en/health')).toBeUndefined();
    expect(await ask('/healthy')).toBeUndefined();
  });

  it('answer /health while Vendure is down, and /ready only when Vendure is healthy', async () => {
    vendureStatus = 200;
    const health = await ask('/health');
    expect(health?.status).toBe(200);
    expect(health?.headers.get('cache-control')).toBe('no-store');
    expect(await health?.json()).toEqual({ status: 'ok' });
    expect((await ask('/ready'))?.status).toBe(200);

    vendureStatus = 503;
    expect((await ask('/health'))?.status).toBe(200);
    const notReady = await ask('/ready');
    expect(notReady?.status).toBe(503);
    expect(await notReady?.json()).toEqual({ status: 'not ready', vendure: 503 });
  });

  it('say unreachable when nothing listens where Vendure should', async () => {
    const answer = await healthResponse(new Request('http://shop.test/ready'), 'http://127.0.0.1:1/shop-api');
    expect(answer?.status).toBe(503);
    expect(await answer?.json()).toEqual({ status: 'not ready', vendure: 'unreachable' });
  });

  it('take GET and HEAD only', async () => {
    expect((await ask('/health', 'HEAD'))?.status).toBe(200);
    const post = await ask('/health', 'POST');
    expect(post?.status).toBe(405);
    expect(post?.headers.get('allow')).toBe('GET, HEAD');
  });
});
