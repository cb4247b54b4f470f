import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startLoopbackProxy } from './loopback-proxy.mjs';

type Instance = { name: string; url: string; server: http.Server; bodies: string[] };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((stop) => stop()));
});

/** A storefront stand-in that names itself in its answer and records what it was sent. */
async function instance(name: string, keepAliveTimeout = 5000): Promise<Instance> {
  const bodies: string[] = [];
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    bodies.push(body);
    res.end(`${name} ${req.method} ${req.url}`);
  });
  server.keepAliveTimeout = keepAliveTimeout;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return { name, url: `http://127.0.0.1:${port}`, server, bodies };
}

/** A port nothing listens on: an instance that is down. */
async function deadUrl(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

async function proxyTo(targets: Array<{ name: string; url: string }>) {
  const proxy = await startLoopbackProxy({ port: 0, targets });
  cleanups.push(proxy.stop);
  return proxy;
}

describe('the loopback proxy', () => {
  it('sends each request to the next instance, body and all, and names it in x-served-by', async () => {
    const one = await instance('one');
    const two = await instance('two');
    const proxy = await proxyTo([one, two]);

    const answers = [];
    for (const n of [1, 2, 3]) {
      const res = await fetch(`${proxy.url}/cart`, { method: 'POST', body: `line ${n}` });
      answers.push([res.headers.get('x-served-by'), await res.text()]);
    }

    expect(answers).toEqual([
      ['one', 'one POST /cart'],
      ['two', 'two POST /cart'],
      ['one', 'one POST /cart'],
    ]);
    expect(one.bodies).toEqual(['line 1', 'line 3']);
    expect(two.bodies).toEqual(['line 2']);
    expect(proxy.served).toEqual({ one: 2, two: 1 });
  });

  it('closes an idle connection to an instance itself, before the instance would', async () => {
    // The instance announces `Keep-Alive: timeout=3`; a request sent on a socket the
    // instance is closing gets a reset, so the proxy must be the side that closes.
    const one = await instance('one', 3000);
    const closedBy = new Promise<'proxy' | 'instance'>((resolve) => {
      one.server.on('connection', (socket) => {
        let peerEnded = false;
        socket.on('end', () => {
          peerEnded = true;
        });
        socket.on('close', () => resolve(peerEnded ? 'proxy' : 'instance'));
      });
    });
    const proxy = await proxyTo([one]);

    const res = await fetch(`${proxy.url}/`);
    expect(await res.text()).toBe('one GET /');

    expect(await closedBy).toBe('proxy');
  });

  it('sends a GET that found its instance down to the next one', async () => {
    const two = await instance('two');
    const proxy = await proxyTo([{ name: 'down', url: await deadUrl() }, two]);

    const res = await fetch(`${proxy.url}/plays`);

    expect(res.status).toBe(200);
    expect(res.headers.get('x-served-by')).toBe('two');
    expect(await res.text()).toBe('two GET /plays');
  });

  it('never repeats a POST: an instance that is down answers 502 and no other instance sees it', async () => {
    const two = await instance('two');
    const proxy = await proxyTo([{ name: 'down', url: await deadUrl() }, two]);

    const res = await fetch(`${proxy.url}/cart`, { method: 'POST', body: 'line' });

    expect(res.status).toBe(502);
    expect(res.headers.get('x-served-by')).toBe('down');
    expect(two.bodies).toEqual([]);
  });
});
