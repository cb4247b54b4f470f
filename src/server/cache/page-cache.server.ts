import { isbot } from 'isbot';
import { LOCALE_HEADER } from '~/lib/locales';
import { LOCALE_COOKIE } from '../edge/locale-redirect.server';
import { isServerFnCall } from '../edge/server-fn-guard.server';
import { serverEnv } from '../env.server';
import { CONTENT_TTL_MS } from './anonymous-read.server';
import { readStockLevels } from './live-stock.server';
import { readCacheEpoch } from './read-cache.server';
import { inRenderScope, type RenderReads } from './render-scope.server';

/**
 * Rendered pages for anonymous visitors (ADR 049). A GET of a page by a visitor with no
 * cookie but the locale one, whose render read Vendure only through the shared read
 * caches and the live stock read (render-scope.server.ts says so: no session, no cookie
 * written, no failed read), is kept as HTML and served to the next such visitor without
 * rendering.
 * - Live stock (ADR 051): a page that showed seats or stock is served again only after a
 *   new read of the same variants answers the same levels, one small call instead of a
 *   render; any change, or a failed read, renders the page afresh.
 *
 * - Key: the URL as asked (origin, path and query string, byte for byte), whether the
 *   proxy said https (the canonical links follow it when STOREFRONT_URL is unset),
 *   whether the visitor is a bot (React then sends the page whole, not streamed),
 *   whether it is a document navigation (Paraglide redirects only those) and the read
 *   caches' epoch when the render started. The locale is in the path: a request
 *   naming a locale in the server functions' header is not cached.
 * - The CSP nonce is cut out of the HTML, and each answer puts its own back in. Only the
 *   content type is kept of the headers: never Set-Cookie (a render that set one is not
 *   kept at all), never a request id.
 * - A staff change moves the read caches' epoch, which empties this cache; a render that
 *   was under way meanwhile is not kept. An entry lives no longer than the earliest of
 *   the shared answers it was made from, and never more than `ttlMs`.
 * - Bounded: `maxEntries`, `maxBytes` in all, least recently used out first.
 */

export interface PageCacheOptions {
  /** Safety net: the longest an entry is served, whatever its reads allow. */
  ttlMs?: number;
  maxEntries?: number;
  /** The HTML kept in all (UTF-16 code units × 2, what the strings take in memory). */
  maxBytes?: number;
  /** A page bigger than this is not kept. */
  maxEntryBytes?: number;
  now?: () => number;
  /** The read caches' epoch: it moves whenever they are emptied (a staff change). */
  epoch?: () => number;
  /** Reads the stock levels of these variants now (live-stock.server.ts). */
  liveStock?: (variantIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;
}

interface Entry {
  /** The HTML cut at each occurrence of the render's nonce. */
  parts: string[];
  contentType: string;
  expiresAt: number;
  bytes: number;
  /** The live stock levels the page shows; served again only while Vendure answers these. */
  liveStock?: ReadonlyMap<string, string>;
}

/** The safety net of the shared answers a page is made from (ADR 052): the page lives no longer than they do. */
const DEFAULT_TTL_MS = CONTENT_TTL_MS;
const DEFAULT_MAX_ENTRIES = 1_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Cookies that change nothing in a page's HTML; any other cookie means "render for this visitor". */
const HARMLESS_COOKIES = new Set([LOCALE_COOKIE]);
/** What Start's handler serves a page to (anything else gets a 406 from it). */
const ACCEPTS_HTML = /(^|,)\s*(\*\/\*|text\/html)/;

function onlyHarmlessCookies(header: string | null): boolean {
  if (!header) return true;
  return header.split(';').every((pair) => {
    const name = pair.split('=', 1)[0]?.trim() ?? '';
    return name === '' || HARMLESS_COOKIES.has(name);
  });
}

/** The key of a request whose page may come from the cache, or undefined when it must be rendered. */
export function pageCacheKey(request: Request): string | undefined {
  if (request.method !== 'GET' || isServerFnCall(request)) return undefined;
  const headers = request.headers;
  if (headers.has(LOCALE_HEADER) || headers.has('authorization')) return undefined;
  if (!ACCEPTS_HTML.test(headers.get('accept') || '*/*')) return undefined;
  if (!onlyHarmlessCookies(headers.get('cookie'))) return undefined;
  const url = new URL(request.url);
  const https = headers.get('x-forwarded-proto')?.split(',', 1)[0]?.trim().toLowerCase() === 'https';
  // Paraglide redirects a non-canonical locale URL only for a document navigation.
  const navigation = headers.get('sec-fetch-dest') === 'document';
  return JSON.stringify([url.origin, https, url.pathname, url.search, isbot(headers.get('user-agent')), navigation]);
}

function keepable(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (
    response.status === 200 &&
    response.body !== null &&
    type.toLowerCase().startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('content-encoding')
  );
}

export function createPageCache({
  ttlMs = DEFAULT_TTL_MS,
  maxEntries = DEFAULT_MAX_ENTRIES,
  maxBytes = DEFAULT_MAX_BYTES,
  maxEntryBytes = DEFAULT_MAX_ENTRY_BYTES,
  now = Date.now,
  epoch = readCacheEpoch,
  liveStock,
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let entriesEpoch = epoch();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  /** A staff change since the last look: everything kept is from before it. */
  const followEpoch = () => {
    const current = epoch();
    if (current === entriesEpoch) return current;
    entries.clear();
    bytes = 0;
    entriesEpoch = current;
    return current;
  };

  function store(key: string, entry: Entry) {
    if (entry.bytes > maxEntryBytes || entry.bytes > maxBytes) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function replay(entry: Entry, nonce: string): Response {
    return new Response(entry.parts.join(nonce), {
      status: 200,
      headers: { 'content-type': entry.contentType },
    });
  }

  /** Whether the stock the kept page shows is still what Vendure says; a failed read says no. */
  async function stockHolds(shown: ReadonlyMap<string, string> | undefined): Promise<boolean> {
    if (!shown?.size) return true;
    if (!liveStock) return false;
    try {
      const now = await liveStock([...shown.keys()]);
      return now.size === shown.size && [...shown].every(([id, level]) => now.get(id) === level);
    } catch {
      return false;
    }
  }

  /** Keeps the HTML once the whole page has been sent, if nothing in the render forbade it. */
  async function keep(key: string, body: ReadableStream<Uint8Array>, meta: KeepMeta) {
    const html = await new Response(body).text();
    const { reads, startEpoch, nonce, contentType } = meta;
    if (reads.uncacheable !== undefined || followEpoch() !== startEpoch) return;
    const expiresAt = Math.min(reads.expiresAt, now() + ttlMs);
    if (expiresAt <= now()) return;
    store(key, {
      parts: html.split(nonce),
      contentType,
      expiresAt,
      bytes: html.length * 2,
      liveStock: reads.liveStock,
    });
  }

  return {
    /**
     * The page for `request`: from the cache when an anonymous visitor's copy is there
     * (with `nonce` put in), else rendered by `render` (which must use `nonce`) and kept
     * when the render allows it.
     */
    async serve(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response> {
      const baseKey = maxEntries > 0 ? pageCacheKey(request) : undefined;
      if (baseKey === undefined) return render();
      const startEpoch = followEpoch();
      const key = `${startEpoch}:${baseKey}`;
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now() && (await stockHolds(hit.liveStock))) {
        // Least recently used goes first: a hit moves to the back (unless it went meanwhile).
        if (entries.get(key) === hit) {
          entries.delete(key);
          entries.set(key, hit);
        }
        return replay(hit, nonce);
      }
      if (hit && entries.get(key) === hit) remove(key);
      const reads: RenderReads = { expiresAt: now() + ttlMs };
      const response = await inRenderScope(reads, render);
      if (!keepable(response) || reads.uncacheable !== undefined || !nonce) return response;
      const [toVisitor, toCache] = (response.body as ReadableStream<Uint8Array>).tee();
      const contentType = response.headers.get('content-type') ?? 'text/html';
      keep(key, toCache, { reads, startEpoch, nonce, contentType }).catch(() => {});
      return new Response(toVisitor, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
    /** For tests and diagnostics: entries and bytes kept now. */
    size: () => ({ entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

interface KeepMeta {
  reads: RenderReads;
  startEpoch: number;
  nonce: string;
  contentType: string;
}

let pages: ReturnType<typeof createPageCache> | undefined;

/** The process's page cache, for its request middleware (page-cache.middleware.ts). */
export function servePage(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response> {
  pages ??= createPageCache({ maxEntries: serverEnv().PAGE_CACHE_MAX_ENTRIES, liveStock: readStockLevels });
  return pages.serve(request, nonce, render);
}
