#!/usr/bin/env node
/**
 * Bounded mixed load against a running storefront: mostly page views across the
 * locales, plus shoppers who each keep their own cookie jar, add items through the
 * real add-to-cart server function (the same POST the product page sends) and read
 * their cart back to check that no line was lost.
 *
 *   node scripts/load-test.mjs --url http://localhost:3000 --requests 20000 --connections 64
 *
 * Prints a table and exits non-zero on any 5xx, network error, failed server-function
 * call (the framework answers those 200 with the error serialized) or lost cart line.
 * Everything it visits is discovered from the site itself (/sitemap.xml and the
 * product pages), so it runs against any seeded shop.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CookieJar,
  decodeSerialized,
  fnHeaders,
  fnRequest,
  fnThrew,
  getServerFn,
  SHOPPER_FN,
  serializedCall,
} from './shopper-client.ts';

// What the fault tests (tests/faults) take from here; the shopper's client itself is shopper-client.ts.
export { CookieJar, decodeSerialized, fnHeaders, serializedCall };
export const ADD_ITEM_FN = SHOPPER_FN.addItem;
export const ACTIVE_ORDER_FN = SHOPPER_FN.activeOrder;

const LOCALES = ['', '/en', '/de', '/es', '/fr', '/it', '/pt'];
const SEARCH_TERMS = ['shirt', 'poster', 'programme', 'тениска', 'ticket', 'mug', 'zzz-nothing'];
const LATENCY_CAP = 100_000;

/**
 * @typedef {object} LoadOptions
 * @property {string} baseUrl the storefront's origin, e.g. http://localhost:3000
 * @property {number} [requests] total HTTP requests to send (20000)
 * @property {number} [connections] requests in flight at once (64)
 * @property {number} [shopperShare] share of requests made by shoppers with carts (0.2)
 * @property {number} [addsPerShopper] add-to-cart calls per shopper (3)
 * @property {number} [timeoutMs] per-request timeout (30000)
 * @property {string} [addItemFnId] the add-to-cart server function's id (computed)
 * @property {string} [activeOrderFnId] the active-order server function's id (computed)
 * @property {(line: string) => void} [log] progress output (none)
 * @property {AbortSignal} [until] once aborted, no new request starts (those in flight finish): a load as long as
 *   something else takes, with `requests: Infinity` (the fault tests)
 * @property {(request: LoadRequest) => void} [onRequest] told of every request once it has ended (none)
 */

/**
 * One request of the load, for whoever watches it by time (the fault tests, tests/faults).
 * @typedef {object} LoadRequest
 * @property {string} method
 * @property {string} path
 * @property {'page' | 'add' | 'cart'} kind a page view, an add-to-cart call, a cart read back
 * @property {number} startedAt epoch ms
 * @property {number} endedAt epoch ms
 * @property {number | undefined} status undefined for a network error or timeout
 * @property {string | undefined} servedBy the x-served-by header
 * @property {boolean} failed a 5xx, a network error, or a server function that threw (HTTP 200 with the error)
 */

/**
 * @typedef {object} LoadSummary
 * @property {number} requests requests sent (answered or failed)
 * @property {Record<string, number>} byStatus responses per HTTP status
 * @property {number} fiveXX responses with a 5xx status
 * @property {number} errors network errors and timeouts (no response)
 * @property {number} p50 median latency, ms (full body read)
 * @property {number} p99 99th percentile latency, ms
 * @property {number} rps requests per second over the whole run
 * @property {number} cartsChecked shoppers whose cart was read back
 * @property {number} lostLines added lines missing (or short) in a cart read back
 * @property {number} refusedAdds adds answered with a refusal (out of stock, or Vendure failed): not expected in the cart
 * @property {number} cartsUnread carts whose read-back failed (a 5xx, a network error or a server-function error)
 * @property {number} fnErrors server-function calls that threw: HTTP 200 with a serialized error, so not in fiveXX
 * @property {Record<string, number>} servedBy responses per x-served-by header value
 * @property {string[]} samples a few failure descriptions, for the report
 */

/** Latencies with a fixed memory bound: all of them up to the cap, then a uniform sample. */
class Latencies {
  values = new Float64Array(LATENCY_CAP);
  seen = 0;
  add(ms) {
    if (this.seen < LATENCY_CAP) this.values[this.seen] = ms;
    else {
      const slot = Math.floor(Math.random() * (this.seen + 1));
      if (slot < LATENCY_CAP) this.values[slot] = ms;
    }
    this.seen++;
  }
  percentile(p) {
    const n = Math.min(this.seen, LATENCY_CAP);
    if (n === 0) return 0;
    const sorted = this.values.slice(0, n).sort();
    return Math.round(sorted[Math.min(n - 1, Math.floor((p / 100) * n))] * 10) / 10;
  }
}

/**
 * Pages and purchasable variants, from the sitemap and the product pages.
 * @param {string} baseUrl
 */
export async function discover(baseUrl) {
  const sitemap = await fetch(new URL('/sitemap.xml', baseUrl));
  if (!sitemap.ok) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const xml = await sitemap.text();
  // The sitemap names the configured public origin; the load goes to baseUrl.
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const unique = [...new Set(paths)];
  const productSlugs = [
    ...new Set(unique.map((p) => /\/product\/([^/]+)$/.exec(p)?.[1]).filter((slug) => slug !== undefined)),
  ];
  const pages = [
    ...unique,
    ...LOCALES.flatMap((prefix) => SEARCH_TERMS.map((term) => `${prefix}/search?term=${encodeURIComponent(term)}`)),
  ];
  /** @type {string[]} */
  const variants = [];
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

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * Runs the load and returns its summary.
 * @param {LoadOptions} options
 * @returns {Promise<LoadSummary>}
 */
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
}) {
  const origin = new URL(baseUrl).origin;
  const { pages, variants } = await discover(origin);
  log(`${pages.length} pages and ${variants.length} variants in stock discovered`);

  /** @type {Record<string, number>} */
  const byStatus = {};
  /** @type {Record<string, number>} */
  const servedBy = {};
  const latencies = new Latencies();
  /** @type {string[]} */
  const samples = [];
  /** @type {Map<string, number>} */
  const sampled = new Map();
  // A few of each kind, so frequent 5xx do not hide the rarer lost lines.
  const note = (text, kind = 'failure') => {
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

  /**
   * One request, counted; resolves to the response and its body, or null on a network error.
   * @param {string} path
   * @param {RequestInit & { headers?: Record<string, string> }} [init]
   * @param {CookieJar} [jar]
   */
  const send = async (path, init = {}, jar) => {
    sent++;
    const headers = { 'user-agent': 'foyer-load-test', ...init.headers };
    const cookie = jar?.header();
    if (cookie) headers.cookie = cookie;
    const started = performance.now();
    const method = init.method ?? 'GET';
    const kind = path.startsWith(`/_serverFn/${addItemFnId}`)
      ? 'add'
      : path.startsWith(`/_serverFn/${activeOrderFnId}`)
        ? 'cart'
        : 'page';
    const startedAt = Date.now();
    /** @param {Response | undefined} response @param {boolean} failed */
    const tell = (response, failed) =>
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
  const shopper = async (adds) => {
    const jar = new CookieJar();
    const locale = pick(['bg', 'en', 'de', 'fr']);
    /** @type {Map<string, number>} */
    const expected = new Map();
    /** @type {string[]} what each add answered, for the report of a lost line */
    const log = [];
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
    /** @type {Map<string, number>} */
    const found = new Map();
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

/** @param {LoadSummary} summary */
export function formatSummary(summary) {
  const rows = [
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
    log: (line) => console.error(line),
  });
  console.log(values.json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
  if (summary.fiveXX > 0 || summary.errors > 0 || summary.fnErrors > 0 || summary.lostLines > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
