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
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * A server function's id in a production build: sha256 of "<file>--<name>_createServerFn_handler"
 * (TanStack Start's compiler, build mode). Overridable in case the framework changes it.
 * @param {string} file
 * @param {string} name
 */
export const serverFnId = (file, name) =>
  createHash('sha256').update(`${file}--${name}_createServerFn_handler`).digest('hex');

export const ADD_ITEM_FN = serverFnId('src/server/order.functions.ts', 'addItemToOrder');
export const ACTIVE_ORDER_FN = serverFnId('src/server/cart.functions.ts', 'getActiveOrderDetail');

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

/** A minimal decoder for the framework's serialized answers (seroval's JSON nodes). */
export function decodeSerialized(node, refs = new Map()) {
  if (node === null || typeof node !== 'object') return node;
  switch (node.t) {
    case 0:
    case 1:
      return node.s;
    case 2:
      return [null, undefined, true, false, -0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN][node.s];
    case 4:
      return refs.get(node.i);
    case 9: {
      const array = [];
      refs.set(node.i, array);
      for (const item of node.a ?? []) array.push(decodeSerialized(item, refs));
      return array;
    }
    case 10: {
      const object = {};
      refs.set(node.i, object);
      const { k = [], v = [] } = node.p ?? {};
      k.forEach((key, index) => {
        object[key] = decodeSerialized(v[index], refs);
      });
      return object;
    }
    default:
      return undefined;
  }
}

/** The body the framework sends for `fn({ data })`. */
export function serializedCall(data) {
  const keys = Object.keys(data);
  return JSON.stringify({
    t: {
      t: 10,
      i: 0,
      p: {
        k: ['data'],
        v: [
          {
            t: 10,
            i: 1,
            p: {
              k: keys,
              v: keys.map((key) =>
                typeof data[key] === 'number' ? { t: 0, s: data[key] } : { t: 1, s: String(data[key]) },
              ),
            },
            o: 0,
          },
        ],
      },
      o: 0,
    },
    f: 127,
    m: [],
  });
}

/** One shopper's cookies (name → value), as a browser would keep them for one origin. */
export class CookieJar {
  /** @type {Map<string, string>} */
  cookies = new Map();
  /** @param {Headers} headers */
  store(headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-)/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

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
  for (const slug of productSlugs.slice(0, 12)) {
    const html = await (await fetch(new URL(`/en/product/${slug}`, baseUrl))).text();
    for (const match of html.matchAll(/\{id:"(\d+)",name:"[^"]*",sku:"[^"]*",stockLevel:"(\w+)"/g)) {
      if (match[2] === 'IN_STOCK') variants.push(match[1]);
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
      jar?.store(response.headers);
      return { response, body };
    } catch (error) {
      latencies.add(performance.now() - started);
      errors++;
      note(`network error ${init.method ?? 'GET'} ${path}: ${error instanceof Error ? error.message : error}`);
      return null;
    }
  };

  const serverFnHeaders = (locale) => ({
    accept: 'application/x-tss-framed, application/x-ndjson, application/json',
    'x-tsr-serverfn': 'true',
    'x-foyer-locale': locale,
    origin,
    'sec-fetch-site': 'same-origin',
  });

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
      const answer = await send(
        `/_serverFn/${addItemFnId}`,
        {
          method: 'POST',
          headers: { ...serverFnHeaders(locale), 'content-type': 'application/json' },
          body: serializedCall({ variantId, quantity }),
        },
        jar,
      );
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
    const answer = await send(`/_serverFn/${activeOrderFnId}`, { headers: serverFnHeaders(locale) }, jar);
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

  // Workers take tasks until the request budget is spent; a shopper's requests count against it too.
  let budget = requests;
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
