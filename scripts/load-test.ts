#!/usr/bin/env node
/**
 * Bounded mixed load against a running storefront: mostly page views across the
 * locales, plus shoppers who each keep their own cookie jar, add items through the
 * real add-to-cart server function (the same POST the product page sends) and read
 * their cart back to check that no line was lost.
 *
 *   npm run load -- --url http://localhost:3000 --requests 20000 --connections 64
 *
 * Prints a table and exits non-zero on any 5xx, network error, failed server-function
 * call (the framework answers those 200 with the error serialized) or lost cart line.
 * Everything it visits is discovered from the site itself (/sitemap.xml and the
 * product pages), so it runs against any seeded shop.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CookieJar, decodeSerialized, fnRequest, fnThrew, getServerFn, SHOPPER_FN } from './shopper-client.ts';

export const ADD_ITEM_FN: string = SHOPPER_FN.addItem;
export const ACTIVE_ORDER_FN: string = SHOPPER_FN.activeOrder;

const LOCALES = ['', '/en', '/de', '/es', '/fr', '/it', '/pt'];
const SEARCH_TERMS = ['shirt', 'poster', 'programme', 'тениска', 'ticket', 'mug', 'zzz-nothing'];
const LATENCY_CAP = 100_000;

export interface LoadOptions {
  /** the storefront's origin, e.g. http://localhost:3000 */
  baseUrl: string;
  /** total HTTP requests to send (20000) */
  requests?: number;
  /** requests in flight at once (64) */
  connections?: number;
  /** share of requests made by shoppers with carts (0.2) */
  shopperShare?: number;
  /** add-to-cart calls per shopper (3) */
  addsPerShopper?: number;
  /** per-request timeout (30000) */
  timeoutMs?: number;
  /** the add-to-cart server function's id (computed) */
  addItemFnId?: string;
  /** the active-order server function's id (computed) */
  activeOrderFnId?: string;
  /** progress output (none) */
  log?: (line: string) => void;
  /** once aborted, no new request starts (those in flight finish): a load as long as something else takes, with `requests: Infinity` (the fault tests) */
  until?: AbortSignal;
  /** told of every request once it has ended (none) */
  onRequest?: (request: LoadRequest) => void;
}

/** One request of the load, for whoever watches it by time (the fault tests, tests/faults). */
export interface LoadRequest {
  method: string;
  path: string;
  /** a page view, an add-to-cart call, a cart read back */
  kind: 'page' | 'add' | 'cart';
  /** epoch ms */
  startedAt: number;
  /** epoch ms */
  endedAt: number;
  /** undefined for a network error or timeout */
  status: number | undefined;
  /** the x-served-by header */
  servedBy: string | undefined;
  /** a 5xx, a network error, or a server function that threw (HTTP 200 with the error) */
  failed: boolean;
}

export interface LoadSummary {
  /** requests sent (answered or failed) */
  requests: number;
  /** responses per HTTP status */
  byStatus: Record<string, number>;
  /** responses with a 5xx status */
  fiveXX: number;
  /** network errors and timeouts (no response) */
  errors: number;
  /** median latency, ms (full body read) */
  p50: number;
  /** 99th percentile latency, ms */
  p99: number;
  /** requests per second over the whole run */
  rps: number;
  /** shoppers whose cart was read back */
  cartsChecked: number;
  /** added lines missing (or short) in a cart read back */
  lostLines: number;
  /** adds answered with a refusal (out of stock, or Vendure failed): not expected in the cart */
  refusedAdds: number;
  /** carts whose read-back failed (a 5xx, a network error or a server-function error) */
  cartsUnread: number;
  /** server-function calls that threw: HTTP 200 with a serialized error, so not in fiveXX */
  fnErrors: number;
  /** responses per x-served-by header value */
  servedBy: Record<string, number>;
  /** a few failure descriptions, for the report */
  samples: string[];
}

/** Latencies with a fixed memory bound: all of them up to the cap, then a uniform sample. */
class Latencies {
  values = new Float64Array(LATENCY_CAP);
  seen = 0;
  add(ms: number): void {
    if (this.seen < LATENCY_CAP) this.values[this.seen] = ms;
    else {
      const slot = Math.floor(Math.random() * (this.seen + 1));
      if (slot < LATENCY_CAP) this.values[slot] = ms;
    }
    this.seen++;
  }
  percentile(p: number): number {
    const n = Math.min(this.seen, LATENCY_CAP);
    if (n === 0) return 0;
    const sorted = this.values.slice(0, n).sort();
    return Math.round((sorted[Math.min(n - 1, Math.floor((p / 100) * n))] ?? 0) * 10) / 10;
  }
}

/** Pages and purchasable variants, from the sitemap and the product pages. */
export async function discover(baseUrl: string): Promise<{ pages: string[]; variants: string[] }> {
  const sitemap = await fetch(new URL('/sitemap.xml', baseUrl));
  if (!sitemap.ok) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const xml = await sitemap.text();
  // The sitemap names the configured public origin; the load goes to baseUrl.
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  const unique = [...new Set(paths)];
  const productSlugs = [
    ...new Set(
      unique.map((p) => /\/product\/([^/]+)$/.exec(p)?.[1]).filter((slug): slug is string => slug !== undefined),
    ),
  ];
  const pages = [
    ...unique,
    ...LOCALES.flatMap((prefix) => SEARCH_TERMS.map((term) => `${prefix}/search?term=${encodeURIComponent(term)}`)),
  ];
  const variants: string[] = [];
  // Each product's variants in stock, as the product page's own server function answers them.
  for (const slug of productSlugs.slice(0, 12)) {
    const product = await getServerFn(baseUrl, SHOPPER_FN.product, { slug });
    for (const variant of product?.variants ?? []) {
      if (variant.stockLevel === 'IN_STOCK') variants.push(String(variant.id));
    }
  }
  if (pages.length === 0) throw new Error('The sitemap lists no pages');
  if (variants.length === 0) throw new Error('No product page offered a variant in stock');
  return { pages, variants: [...new Set(variants)] };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Runs the load and returns its summary. */
export async function runLoad({
  baseUrl,
  requests = 20000,
  connections = 64,
  shopperShare = 0.2,
  addsPerShopper = 3,
  timeoutMs = 30_000,
  addItemFnId = ADD_ITEM_FN,
  activeOrderFnId = ACTIVE_ORDER_FN,
  log = () => {},
  until,
  onRequest = () => {},
}: LoadOptions): Promise<LoadSummary> {
  const origin = new URL(baseUrl).origin;
  const { pages, variants } = await discover(origin);
  log(`${pages.length} pages and ${variants.length} variants in stock discovered`);

  const byStatus: Record<string, number> = {};
  const servedBy: Record<string, number> = {};
  const latencies = new Latencies();
  const samples: string[] = [];
  const sampled = new Map<string, number>();
  // A few of each kind, so frequent 5xx do not hide the rarer lost lines.
  const note = (text: string, kind = 'failure') => {
    const count = sampled.get(kind) ?? 0;
    if (count >= 8) return;
    sampled.set(kind, count + 1);
    samples.push(text);
  };
  let sent = 0;
  let errors = 0;
  let fiveXX = 0;
  let cartsChecked = 0;
  let lostLines = 0;
  let refusedAdds = 0;
  let cartsUnread = 0;
  let fnErrors = 0;

  /** One request, counted; resolves to the response and its body, or null on a network error. */
  const send = async (
    path: string,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
    jar?: CookieJar,
  ): Promise<{ response: Response; body: string } | null> => {
    sent++;
    const headers: Record<string, string> = { 'user-agent': 'foyer-load-test', ...init.headers };
    const cookie = jar?.header();
    if (cookie) headers.cookie = cookie;
    const started = performance.now();
    const method = init.method ?? 'GET';
    const kind: LoadRequest['kind'] = path.startsWith(`/_serverFn/${addItemFnId}`)
      ? 'add'
      : path.startsWith(`/_serverFn/${activeOrderFnId}`)
        ? 'cart'
        : 'page';
    const startedAt = Date.now();
    const tell = (response: Response | undefined, failed: boolean) =>
      onRequest({
        method,
        path,
        kind,
        startedAt,
        endedAt: Date.now(),
        status: response?.status,
        servedBy: response?.headers.get('x-served-by') ?? undefined,
        failed,
      });
    try {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      latencies.add(performance.now() - started);
      byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      const server = response.headers.get('x-served-by');
      if (server) servedBy[server] = (servedBy[server] ?? 0) + 1;
      if (response.status >= 500) {
        fiveXX++;
        note(`${response.status} ${init.method ?? 'GET'} ${path}: ${body.slice(0, 160).replace(/\s+/g, ' ')}`, '5xx');
      }
      // A server function that threw answers 200 with the error serialized.
      tell(response, response.status >= 500 || (kind !== 'page' && body.includes('"error"') && fnThrew(body)));
      jar?.store(response.headers);
      return { response, body };
    } catch (error) {
      latencies.add(performance.now() - started);
      tell(undefined, true);
      errors++;
      note(`network error ${init.method ?? 'GET'} ${path}: ${error instanceof Error ? error.message : error}`);
      return null;
    }
  };

  /** A visitor adds a few items, reads the cart back and checks every added quantity is there. */
  const shopper = async (adds: number) => {
    const jar = new CookieJar();
    const locale = pick(['bg', 'en', 'de', 'fr']);
    const expected = new Map<string, number>();
    /** What each add answered, for the report of a lost line. */
    const log: string[] = [];
    for (let i = 0; i < adds; i++) {
      const variantId = pick(variants);
      const quantity = 1 + Math.floor(Math.random() * 2);
      // Each add its own key, as the product page's button makes one per add (ADR 072).
      const add = fnRequest({
        origin,
        fn: addItemFnId,
        locale,
        data: { variantId, quantity, idempotencyKey: randomUUID() },
      });
      const answer = await send(add.path, add.init, jar);
      if (answer?.response.status !== 200) {
        log.push(`${variantId}×${quantity} ${answer?.response.status ?? 'network error'}`);
        if (answer?.response.status === 404) note(`add-to-cart answered 404: is ${addItemFnId} the function's id?`);
        continue;
      }
      const decoded = decodeSerialized(JSON.parse(answer.body));
      if (decoded && 'error' in decoded) {
        fnErrors++;
        note(`add-to-cart server function failed: ${answer.body.slice(0, 160)}`, 'fn');
        continue;
      }
      const result = decoded?.result;
      log.push(`${variantId}×${quantity} ${result?.kind} ${result?.order?.code ?? ''}`);
      if (result?.kind === 'success') expected.set(variantId, (expected.get(variantId) ?? 0) + quantity);
      else {
        refusedAdds++;
        note(`add-to-cart refused: ${result?.kind} ${result?.errorType ?? ''} ${result?.message ?? ''}`, 'refused');
      }
    }
    if (expected.size === 0) return;
    const cart = fnRequest({ origin, fn: activeOrderFnId, locale, method: 'GET' });
    const answer = await send(cart.path, cart.init, jar);
    if (answer?.response.status !== 200) {
      // Already counted as a 5xx or network error; whether lines were lost is unknown.
      cartsUnread++;
      return;
    }
    const read = decodeSerialized(JSON.parse(answer.body));
    if (read && 'error' in read) {
      // A server function that threw answers HTTP 200 with the error serialized (the client rethrows it).
      cartsUnread++;
      fnErrors++;
      note(`active-order server function failed: ${answer.body.slice(0, 160)}`, 'fn');
      return;
    }
    cartsChecked++;
    const order = read?.result;
    const found = new Map<string, number>();
    for (const line of order?.lines ?? []) found.set(line.productVariant?.id, line.quantity);
    for (const [variantId, quantity] of expected) {
      if ((found.get(variantId) ?? 0) < quantity) {
        lostLines++;
        note(
          `lost line: variant ${variantId} added ${quantity}, cart ${order?.code ?? '(none)'} holds ${found.get(variantId) ?? 0}; adds: ${log.join(', ')}`,
          'lost',
        );
      }
    }
  };

  const browse = () => send(pick(pages), { headers: { accept: 'text/html' } });

  // Workers take tasks until the request budget is spent (or `until` says stop); a shopper's requests count against it too.
  let budget = requests;
  until?.addEventListener('abort', () => {
    budget = 0;
  });
  const started = performance.now();
  let reported = 0;
  const shopperRequests = addsPerShopper + 1;
  // The chance that a task is a shopper, so that shoppers make `shopperShare` of the requests.
  const shopperChance = shopperShare / (shopperRequests - shopperShare * (shopperRequests - 1));
  const worker = async () => {
    while (budget > 0) {
      if (budget >= shopperRequests && Math.random() < shopperChance) {
        budget -= shopperRequests;
        await shopper(addsPerShopper);
      } else {
        budget--;
        await browse();
      }
      if (sent - reported >= 2000) {
        reported = sent;
        log(`${sent} requests, ${fiveXX} 5xx, ${errors} errors`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;

  return {
    requests: sent,
    byStatus,
    fiveXX,
    errors,
    p50: latencies.percentile(50),
    p99: latencies.percentile(99),
    rps: Math.round(sent / seconds),
    cartsChecked,
    lostLines,
    refusedAdds,
    cartsUnread,
    fnErrors,
    servedBy,
    samples,
  };
}

export function formatSummary(summary: LoadSummary): string {
  const rows: Array<[string, unknown]> = [
    ['requests', summary.requests],
    [
      'by status',
      Object.entries(summary.byStatus)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
    ],
    ['5xx', summary.fiveXX],
    ['network errors', summary.errors],
    ['p50 ms', summary.p50],
    ['p99 ms', summary.p99],
    ['requests/s', summary.rps],
    ['carts checked', summary.cartsChecked],
    ['lost cart lines', summary.lostLines],
    ['adds refused', summary.refusedAdds],
    ['carts not read back', summary.cartsUnread],
    ['server-function errors', summary.fnErrors],
    [
      'served by',
      Object.entries(summary.servedBy)
        .map(([server, count]) => `${server}: ${count}`)
        .join(', ') || '(no x-served-by header)',
    ],
  ];
  const width = Math.max(...rows.map(([name]) => String(name).length));
  const lines = rows.map(([name, value]) => `${String(name).padEnd(width)}  ${value}`);
  if (summary.samples.length) lines.push('', 'first failures:', ...summary.samples.map((s) => `  ${s}`));
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:3000' },
      requests: { type: 'string', default: '20000' },
      connections: { type: 'string', default: '64' },
      'shopper-share': { type: 'string', default: '0.2' },
      json: { type: 'boolean', default: false },
    },
  });
  const summary = await runLoad({
    baseUrl: values.url,
    requests: Number(values.requests),
    connections: Number(values.connections),
    shopperShare: Number(values['shopper-share']),
    log: (line: string) => console.error(line),
  });
  console.log(values.json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
  if (summary.fiveXX > 0 || summary.errors > 0 || summary.fnErrors > 0 || summary.lostLines > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
