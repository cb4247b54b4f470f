import { describe, expect, it, vi } from 'vitest';
import { createPageCache, pageCacheKey } from './page-cache.server';
import { clearReadCaches, createReadCache, readCacheEpoch } from './read-cache.server';
import { markUncacheable, noteLiveStock } from './render-scope.server';

// The guard's table of the build's functions exists only in a build; the page cache asks it nothing.
vi.mock('../edge/server-fn-registry.server', () => ({ lookUpServerFn: async () => ({ known: false }) }));

const URL_ = 'http://shop.test/en/plays';
const get = (url = URL_, headers: Record<string, string> = {}) => new Request(url, { headers });

/** A page as Start renders it: the nonce on its scripts, streamed in chunks. */
function page(nonce: string, text = 'Plays', headers: Record<string, string> = {}) {
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body>${text}<script nonce="${nonce}">2</script></body></html>`;
  const chunks = [html.slice(0, 40), html.slice(40)];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}

/** Lets the cache finish keeping the page it has just sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: Parameters<typeof createPageCache>[0] = {}) {
  let renders = 0;
  let epoch = 0;
  let clock = 1_000;
  const cache = createPageCache({ epoch: () => epoch, now: () => clock, ...options });
  const serve = async (nonce: string, request = get(), render?: (nonce: string) => Promise<Response>) => {
    const response = await cache.serve(request, nonce, async () => {
      renders++;
      return render ? render(nonce) : page(nonce, `Plays ${renders}`);
    });
    const html = await response.text();
    await settle();
    return { response, html };
  };
  return {
    cache,
    serve,
    renders: () => renders,
    bumpEpoch: () => epoch++,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('pageCacheKey', () => {
  it('keys by origin, path, query string, https from the proxy and bot', () => {
    const key = pageCacheKey(get());
    expect(key).toBeDefined();
    expect(pageCacheKey(get())).toBe(key);
    expect(pageCacheKey(get('http://shop.test/bg/plays'))).not.toBe(key);
    expect(pageCacheKey(get('http://shop.test/en/plays?page=2'))).not.toBe(key);
    expect(pageCacheKey(get('http://other.test/en/plays'))).not.toBe(key);
    expect(pageCacheKey(get(URL_, { 'x-forwarded-proto': 'https' }))).not.toBe(key);
    expect(pageCacheKey(get(URL_, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).not.toBe(key);
    expect(pageCacheKey(get(URL_, { 'sec-fetch-dest': 'document' }))).not.toBe(key);
    // What the HTML does not depend on changes nothing.
    expect(
      pageCacheKey(get(URL_, { 'accept-language': 'de', 'x-request-id': 'abc', 'x-forwarded-for': '1.2.3.4' })),
    ).toBe(key);
    expect(pageCacheKey(get(URL_, { cookie: 'i18n_redirected=en' }))).toBe(key);
  });

  it('renders for a visitor with any other cookie, a server-function call, a POST, a locale header or JSON', () => {
    expect(pageCacheKey(get(URL_, { cookie: 'foyer_session=abc.1.x' }))).toBeUndefined();
    expect(pageCacheKey(get(URL_, { cookie: 'i18n_redirected=en; foyer_session=abc' }))).toBeUndefined();
    expect(pageCacheKey(get(URL_, { cookie: 'foyer_placed=abc' }))).toBeUndefined();
    expect(pageCacheKey(get(URL_, { cookie: 'anything=1' }))).toBeUndefined();
    expect(pageCacheKey(get('http://shop.test/_serverFn/abc'))).toBeUndefined();
    expect(pageCacheKey(new Request(URL_, { method: 'POST', body: 'x' }))).toBeUndefined();
    expect(pageCacheKey(new Request(URL_, { method: 'HEAD' }))).toBeUndefined();
    expect(pageCacheKey(get(URL_, { 'x-foyer-locale': 'de' }))).toBeUndefined();
    expect(pageCacheKey(get(URL_, { authorization: 'Bearer x' }))).toBeUndefined();
    expect(pageCacheKey(get(URL_, { accept: 'application/json' }))).toBeUndefined();
    expect(pageCacheKey(get(URL_, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }))).toBeDefined();
  });
});

describe('createPageCache', () => {
  it('serves the second visitor without rendering, with their own nonce in every place', async () => {
    const { serve, renders } = setup();
    const first = await serve('nonceAAAA+/==');
    expect(first.html).toContain('nonce="nonceAAAA+/=="');
    const second = await serve('nonceBBBB+/==');
    expect(renders()).toBe(1);
    expect(second.html).toBe(first.html.replaceAll('nonceAAAA+/==', 'nonceBBBB+/=='));
    expect(second.html).not.toContain('nonceAAAA');
    expect(second.html.match(/nonce="nonceBBBB\+\/=="/g)).toHaveLength(2);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('never replays Set-Cookie, request ids or other headers, and keeps no page that set a cookie', async () => {
    const { serve, renders } = setup();
    await serve('n1', get(), async (nonce) => page(nonce, 'x', { 'x-request-id': 'req-1', link: '</a.css>' }));
    const hit = await serve('n2');
    expect(renders()).toBe(1);
    expect([...hit.response.headers.keys()]).toEqual(['content-type']);

    const other = setup();
    const cookied = get('http://shop.test/en/actors');
    await other.serve('n1', cookied, async (nonce) => page(nonce, 'x', { 'set-cookie': 'foyer_session=abc' }));
    const again = await other.serve('n2', cookied);
    expect(other.renders()).toBe(2);
    expect(again.response.headers.get('set-cookie')).toBeNull();
  });

  it('serves a page that showed live stock again only while Vendure answers the same levels (ADR 051)', async () => {
    const vendure = new Map([
      ['7', 'IN_STOCK'],
      ['8', 'LOW_STOCK'],
    ]);
    const asked: string[][] = [];
    const { serve, renders } = setup({
      liveStock: async (ids) => {
        asked.push([...ids]);
        return new Map(ids.flatMap((id) => (vendure.has(id) ? [[id, vendure.get(id) as string] as const] : [])));
      },
    });
    const showsStock = async (nonce: string) => {
      await Promise.resolve();
      noteLiveStock(new Map(vendure));
      return page(nonce, `${vendure.get('8')}`);
    };
    await serve('n1', get(), showsStock);
    const hit = await serve('n2', get(), showsStock);
    expect(renders()).toBe(1);
    expect(hit.html).toContain('LOW_STOCK');
    expect(asked).toEqual([['7', '8']]);

    // The last seat sold: the next visitor gets a page rendered with it.
    vendure.set('8', 'OUT_OF_STOCK');
    const sold = await serve('n3', get(), showsStock);
    expect(renders()).toBe(2);
    expect(sold.html).toContain('OUT_OF_STOCK');
    expect((await serve('n4', get(), showsStock)).html).toContain('OUT_OF_STOCK');
    expect(renders()).toBe(2);

    // A variant Vendure no longer names is a change too.
    vendure.delete('7');
    await serve('n5', get(), showsStock);
    expect(renders()).toBe(3);
  });

  it('renders a page that showed live stock afresh when the stock cannot be read', async () => {
    const { serve, renders } = setup({
      liveStock: async () => {
        throw new Error('Vendure is unreachable');
      },
    });
    const showsStock = async (nonce: string) => {
      noteLiveStock(new Map([['7', 'IN_STOCK']]));
      return page(nonce);
    };
    await serve('n1', get(), showsStock);
    await serve('n2', get(), showsStock);
    expect(renders()).toBe(2);
    // Without a way to read stock, such a page is never served from the cache.
    const blind = setup();
    await blind.serve('n1', get(), showsStock);
    await blind.serve('n2', get(), showsStock);
    expect(blind.renders()).toBe(2);
  });

  it('keeps nothing whose render made an uncacheable read (a session, a failed live read)', async () => {
    const { serve, renders } = setup();
    const live = async (nonce: string) => {
      await Promise.resolve();
      markUncacheable('a session cookie');
      return page(nonce);
    };
    await serve('n1', get(), live);
    await serve('n2', get(), live);
    expect(renders()).toBe(2);
  });

  it('keeps nothing whose render asked for something uncacheable while the page was streaming', async () => {
    const { cache } = setup();
    const render = async () => {
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await Promise.resolve();
          markUncacheable('a late read');
          controller.enqueue(new TextEncoder().encode('<html>late</html>'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    };
    await (await cache.serve(get(), 'n1', render)).text();
    await settle();
    expect(cache.size().entries).toBe(0);
  });

  it('keeps only HTML answered 200', async () => {
    const { serve, renders } = setup();
    const notFound = async (nonce: string) =>
      new Response(`<html nonce="${nonce}">404</html>`, { status: 404, headers: { 'content-type': 'text/html' } });
    await serve('n1', get(), notFound);
    await serve('n2', get(), notFound);
    const json = async () => new Response('{}', { headers: { 'content-type': 'application/json' } });
    await serve('n3', get('http://shop.test/en/x'), json);
    await serve('n4', get('http://shop.test/en/x'), json);
    expect(renders()).toBe(4);
  });

  it('drops everything when the read caches are emptied (a staff change), and keeps no render under way across it', async () => {
    const { serve, renders, bumpEpoch, cache } = setup();
    await serve('n1');
    bumpEpoch();
    const after = await serve('n2');
    expect(renders()).toBe(2);
    expect(after.html).toContain('Plays 2');

    // A render that started before the change and ends after it is not kept.
    await serve('n3', get('http://shop.test/en/stages'), async (nonce) => {
      bumpEpoch();
      return page(nonce);
    });
    expect(cache.size().entries).toBe(0);
  });

  it('follows the real read caches: clearReadCaches moves the epoch', async () => {
    let renders = 0;
    const cache = createPageCache();
    const render = async () => page('n', `render ${++renders}`);
    await (await cache.serve(get(), 'n', render)).text();
    await settle();
    const before = readCacheEpoch();
    clearReadCaches();
    expect(readCacheEpoch()).not.toBe(before);
    expect(await (await cache.serve(get(), 'n', render)).text()).toContain('render 2');
  });

  it('lives no longer than the shared answers it was made from, nor than its TTL', async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 60_000, now: () => clock, epoch: () => 0 });
    const reads = createReadCache<string>('page-cache-test', { ttlMs: 15_000, now: () => clock });
    let renders = 0;
    const render = async () => {
      renders++;
      return page('n', await reads.read('home', async () => 'home'));
    };
    const load = async () => {
      await (await cache.serve(get(), 'n', render)).text();
      await settle();
    };
    await load();
    clock = 14_999;
    await load();
    expect(renders).toBe(1);
    clock = 15_000;
    await load();
    expect(renders).toBe(2);

    // A page with no shared read at all: the TTL.
    const plain = async () => {
      renders++;
      return page('n');
    };
    const stages = get('http://shop.test/en/stages');
    await (await cache.serve(stages, 'n', plain)).text();
    await settle();
    clock += 59_999;
    await (await cache.serve(stages, 'n', plain)).text();
    expect(renders).toBe(3);
    clock += 1;
    await (await cache.serve(stages, 'n', plain)).text();
    expect(renders).toBe(4);
  });

  it('keeps nothing when a shared read failed (the page may show a fallback)', async () => {
    const cache = createPageCache({ epoch: () => 0 });
    const reads = createReadCache<string>('page-cache-failure', { ttlMs: 15_000 });
    const render = async () => {
      const text = await reads.read('x', () => Promise.reject(new Error('down'))).catch(() => 'fallback');
      return page('n', text);
    };
    await (await cache.serve(get(), 'n', render)).text();
    await settle();
    expect(cache.size().entries).toBe(0);
  });

  it('is bounded by entries and bytes, least recently used out first', async () => {
    const { serve, renders, cache } = setup({ maxEntries: 2 });
    const url = (name: string) => get(`http://shop.test/en/${name}`);
    await serve('n', url('a'));
    await serve('n', url('b'));
    await serve('n', url('a')); // a is now the most recently used
    await serve('n', url('c')); // b goes
    expect(cache.size().entries).toBe(2);
    expect(renders()).toBe(3);
    await serve('n', url('a'));
    expect(renders()).toBe(3);
    await serve('n', url('b'));
    expect(renders()).toBe(4);

    const small = setup({ maxBytes: 600, maxEntryBytes: 500 });
    const big = async (nonce: string) => page(nonce, 'x'.repeat(400));
    await small.serve('n', url('a'));
    await small.serve('n', url('big'), big);
    expect(small.cache.size().entries).toBe(1);
    await small.serve('n', url('b'));
    await small.serve('n', url('c'));
    expect(small.cache.size().bytes).toBeLessThanOrEqual(600);
    expect(small.cache.size().entries).toBe(2);
    // The oldest went: a renders again, c is still there.
    const before = small.renders();
    await small.serve('n', url('c'));
    expect(small.renders()).toBe(before);
    await small.serve('n', url('a'));
    expect(small.renders()).toBe(before + 1);
  });

  it('renders for a visitor with a session cookie even when the page is kept', async () => {
    const { serve, renders } = setup();
    await serve('n1');
    const signedIn = await serve('n2', get(URL_, { cookie: 'foyer_session=abc.1.x' }));
    expect(renders()).toBe(2);
    expect(signedIn.html).toContain('Plays 2');
  });
});
