import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromJSON, toCrossJSON } from 'seroval';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVE_ORDER_FN, ADD_ITEM_FN, runLoad } from './load-test.ts';
import { serverFnId } from './server-fn-id.ts';
import { decodeSerialized, SHOPPER_FN, serializedCall } from './shopper-client.ts';

describe('the load tool speaks the framework serializer (seroval, as TanStack Start)', () => {
  it('decodes a server function answer, shared references included', () => {
    const variant = { id: '7', name: 'Poster' };
    const answer = {
      result: {
        kind: 'success',
        order: {
          code: 'ABC',
          lines: [
            { quantity: 2, productVariant: variant },
            { quantity: 1, productVariant: variant },
          ],
        },
        missing: null,
        flag: true,
      },
    };

    expect(decodeSerialized(toCrossJSON(answer, { refs: new Map() }))).toEqual(answer);
  });

  it('sends a call the server decodes to { data }', () => {
    const body = JSON.parse(serializedCall({ variantId: '12', quantity: 2 }));

    expect(fromJSON(body)).toEqual({ data: { variantId: '12', quantity: 2 } });
  });
});

/**
 * A storefront stand-in for the tool's own accounting (the real storefront is loaded in
 * tests/profile/load.spec.ts): pages, a product page naming two variants in stock, and
 * the two server functions. `losesVariant` is a cart that drops what is added of it;
 * every path under `failing` answers 503.
 */
async function standIn({ losesVariant, failing }: { losesVariant?: string; failing?: string }) {
  const carts = new Map<string, Map<string, number>>();
  let nextCart = 0;
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, type: string, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, 'x-served-by': 'stand-in', ...headers });
      res.end(text);
    };
    if (url.pathname === '/sitemap.xml') {
      const locs = ['/en/', '/en/plays/hamlet', '/en/product/poster'];
      return send(200, 'application/xml', locs.map((p) => `<url><loc>https://shop.example${p}</loc></url>`).join(''));
    }
    // The tool adds search pages of its own in every locale: /en/search is 7 of its 52 pages.
    if (failing && url.pathname.startsWith(failing)) return send(503, 'text/html', '<h1>closed</h1>');
    if (url.pathname === '/en/product/poster') return send(200, 'text/html', '<h1>Poster</h1>');
    if (url.pathname === `/_serverFn/${SHOPPER_FN.product}`) {
      const { data } = fromJSON(JSON.parse(url.searchParams.get('payload') ?? 'null')) as { data: { slug: string } };
      const variants = [
        { id: '7', stockLevel: 'IN_STOCK' },
        { id: '8', stockLevel: 'IN_STOCK' },
        { id: '9', stockLevel: 'OUT_OF_STOCK' },
      ];
      const product = data.slug === 'poster' ? { slug: 'poster', variants } : null;
      return send(200, 'application/json', JSON.stringify(toCrossJSON({ result: product }, { refs: new Map() })));
    }
    const cartId = /cart=(\d+)/.exec(req.headers.cookie ?? '')?.[1];
    if (url.pathname === `/_serverFn/${ADD_ITEM_FN}`) {
      const { data } = fromJSON(JSON.parse(body)) as { data: { variantId: string; quantity: number } };
      const id = cartId ?? String(nextCart++);
      const cart = carts.get(id) ?? new Map<string, number>();
      carts.set(id, cart);
      if (data.variantId !== losesVariant) cart.set(data.variantId, (cart.get(data.variantId) ?? 0) + data.quantity);
      const answer = toCrossJSON({ result: { kind: 'success', order: { code: `C${id}` } } }, { refs: new Map() });
      return send(200, 'application/json', JSON.stringify(answer), { 'set-cookie': `cart=${id}; Path=/; HttpOnly` });
    }
    if (url.pathname === `/_serverFn/${ACTIVE_ORDER_FN}`) {
      const cart = carts.get(cartId ?? '') ?? new Map<string, number>();
      const lines = [...cart].map(([id, quantity]) => ({ quantity, productVariant: { id } }));
      const answer = toCrossJSON({ result: { code: `C${cartId}`, lines } }, { refs: new Map() });
      return send(200, 'application/json', JSON.stringify(answer));
    }
    return send(200, 'text/html', '<h1>a page</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stops.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}`;
}

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe('server function ids (the build and the tools name them alike)', () => {
  it('is the module under src and the exported name, whatever the compiler appends', () => {
    expect(serverFnId('src/server/functions/order.functions.ts', 'addItemToOrder_createServerFn_handler')).toBe(
      'server.functions.order.functions--addItemToOrder',
    );
    expect(serverFnId('src/server/functions/order.functions.ts', 'addItemToOrder')).toBe(ADD_ITEM_FN);
    expect(
      serverFnId('src\\server\\functions\\cart.functions.ts', 'getActiveOrderDetail_createServerFn_handler_1'),
    ).toBe(ACTIVE_ORDER_FN);
  });
});

describe('runLoad', () => {
  it('sends exactly its budget and finds nothing wrong with a sound shop', async () => {
    const summary = await runLoad({ baseUrl: await standIn({}), requests: 400, connections: 8, shopperShare: 0.5 });

    expect(summary.requests).toBe(400);
    expect(summary).toMatchObject({ fiveXX: 0, errors: 0, fnErrors: 0, lostLines: 0, refusedAdds: 0, cartsUnread: 0 });
    expect(summary.cartsChecked).toBeGreaterThan(0);
    expect(summary.servedBy).toEqual({ 'stand-in': 400 });
  });

  it('counts every 5xx and reports a cart that lost a line', async () => {
    const summary = await runLoad({
      baseUrl: await standIn({ losesVariant: '8', failing: '/en/search' }),
      requests: 400,
      connections: 8,
      shopperShare: 0.5,
    });

    expect(summary.fiveXX).toBe(summary.byStatus[503]);
    expect(summary.fiveXX).toBeGreaterThan(0);
    expect(summary.lostLines).toBeGreaterThan(0);
    expect(summary.samples.some((s) => s.startsWith('lost line: variant 8'))).toBe(true);
    expect(summary.samples.some((s) => s.startsWith('503 GET /en/search'))).toBe(true);
  });
});
