#!/usr/bin/env node
/**
 * `npm run bench` (Debian's Chromium installed if missing, then `npm run build`, then
 * this script): measures the built storefront against a freshly seeded Vendure and
 * writes a report (bench/reports/<timestamp>.json and .md) that it also prints.
 *
 * - SSR throughput and latency (p50, p99, errors) per page at 1 and 16 connections.
 * - The floor: the same Shop API requests the page made, sent straight to Vendure at
 *   the same concurrency; the page/floor ratio; and the Vendure round trips per page,
 *   counted by a loopback proxy between the storefront and Vendure.
 * - Cache hits: during each run, the share of renders whose cacheable reads the read
 *   cache served (ADR 041), from the same proxy's count; and Vendure calls per render.
 * - JavaScript and CSS sent on first load per page (gzip bytes) from a real Chromium
 *   load, with image bytes, console errors and Stripe.js requests counted separately;
 *   and the same for a guest's way through the checkout up to choosing the card (Vendure
 *   pointed at a local Stripe API stand-in, Stripe.js answered by a stand-in).
 * - Lighthouse (performance, accessibility, best practices, SEO; mobile and desktop),
 *   naming the audits that cost points outside performance.
 * - The first-load budgets of docs/performance.md with their status (reported, never
 *   failed on).
 * - The seat budgets (issue 26, `bench-seats.mjs`): seat state round trips and its time at
 *   Vendure, select → shown as yours at 16 shoppers, and the seat page's bytes, Lighthouse
 *   mobile (three runs) and its 250-seat map's render under mobile CPU throttling.
 *
 * Environment: BENCH_DURATION (seconds per run, default 10), BENCH_LIGHTHOUSE=0 to skip
 * Lighthouse, CHROMIUM_PATH (default /usr/bin/chromium), and BENCH_STOREFRONT_PORT,
 * BENCH_COMMERCE_PORT, BENCH_PROXY_PORT (defaults 3580, 3590, 3591) so that two
 * benches can run side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  measureMapRender,
  measureSeatStates,
  measureSelectShown,
  prepareSeatPerformance,
  seatBudgetStatuses,
} from './bench-seats.mjs';
import { LIVE_OPERATIONS, operationOf, startCountingProxy } from './counting-proxy.mjs';
import { startStack } from './stack.mjs';
import { STRIPE_JS_STAND_IN, STRIPE_JS_STAND_IN_LABEL, startStripeStandIn } from './stripe-stand-in.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = [1, 16];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COMMERCE_PORT = Number(process.env.BENCH_COMMERCE_PORT ?? 3590);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 3591);
const STOREFRONT_PORT = Number(process.env.BENCH_STOREFRONT_PORT ?? 3580);

async function shop(shopApiUrl, query) {
  const response = await fetch(shopApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()).data;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/**
 * The share of renders whose cacheable reads (all but the live stock reads) were served
 * by the read cache: 1 less the cacheable calls that reached Vendure during the run, per
 * render, over those a cold render makes. Live reads are counted apart, per render.
 */
function cacheHits(renders, recorded, cacheable) {
  const reached = recorded.map(operationOf);
  const live = reached.filter((op) => LIVE_OPERATIONS.has(op)).length;
  const missed = reached.length - live;
  return {
    share: cacheable && renders ? Number(Math.max(0, 1 - missed / (renders * cacheable)).toFixed(3)) : null,
    vendureCallsPerRender: renders ? Number((reached.length / renders).toFixed(2)) : null,
    liveCallsPerRender: renders ? Number((live / renders).toFixed(2)) : null,
  };
}

/**
 * Watches what a page loads: script and stylesheet bytes after gzip, image bytes as
 * sent, requests to Stripe.js, and console errors (CSP violations, failed requests,
 * exceptions). Inline scripts (hydration data) travel in the HTML and are not counted.
 */
function watchLoad(page) {
  const assets = { script: 0, stylesheet: 0, image: 0 };
  const problems = [];
  const seen = new Set();
  const bodies = [];
  let stripe = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().startsWith('https://js.stripe.com/')) stripe++;
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.url().startsWith('https://js.stripe.com/')) return;
    if ((type === 'script' || type === 'stylesheet' || type === 'image') && !seen.has(response.url())) {
      seen.add(response.url());
      bodies.push(
        response
          .body()
          .then((body) => {
            // Images are already compressed (webp): their bytes as sent.
            assets[type] += type === 'image' ? body.length : gzipSync(body).length;
          })
          .catch(() => {}),
      );
    }
  });
  return async () => {
    await Promise.all(bodies);
    return {
      jsGzipBytes: assets.script,
      cssGzipBytes: assets.stylesheet,
      imageBytes: assets.image,
      stripeJsRequests: stripe,
      consoleErrors: problems,
    };
  };
}

/**
 * A guest's way to the checkout's payment step, then choosing the card: what that
 * loads in a browser that has not seen the shop before (a fresh context holding only
 * the cart's cookie). Stripe.js is answered by a small stand-in (there is no internet
 * here, and its bytes are Stripe's, not ours): only its requests are counted.
 */
async function paymentStepLoad(browser, storefrontUrl, productPath) {
  const t = JSON.parse(fs.readFileSync('messages/en.json', 'utf8'));
  const visible = { state: 'visible', timeout: 15_000 };
  const shopping = await browser.newContext();
  const shop = await shopping.newPage();
  await shop.goto(`${storefrontUrl}${productPath}`, { waitUntil: 'networkidle' });
  await shop.getByRole('button', { name: t.product_add_to_cart }).click();
  await shop.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent !== '0');
  const cart = await shopping.storageState();
  await shopping.close();

  const context = await browser.newContext({ storageState: cart });
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN }),
  );
  const page = await context.newPage();
  const measured = watchLoad(page);
  try {
    await page.goto(`${storefrontUrl}/en/checkout`, { waitUntil: 'networkidle' });
    await page.getByLabel(t.account_first_name, { exact: true }).fill('Bench');
    await page.getByLabel(t.account_last_name, { exact: true }).fill('Shopper');
    await page.getByLabel(t.account_email, { exact: true }).fill(`bench-${Date.now()}@example.com`);
    await page.getByRole('button', { name: t.checkout_continue }).click();
    await page.getByLabel(t.address_street1, { exact: true }).waitFor(visible);
    await page.getByLabel(t.address_street1, { exact: true }).fill('1 Bench Street');
    await page.getByLabel(t.address_city, { exact: true }).fill('Sofia');
    await page.getByLabel(t.address_postal_code, { exact: true }).fill('1000');
    await page.getByRole('button', { name: t.checkout_continue }).click();
    await page.getByRole('main').getByRole('radio').first().waitFor(visible);
    await page.getByRole('button', { name: t.checkout_continue }).click();
    const card = page.getByRole('main').getByRole('radio', { name: t.payment_card, exact: true });
    await card.waitFor(visible);
    await card.check();
    await page.getByText(STRIPE_JS_STAND_IN_LABEL).waitFor(visible);
    await page.waitForLoadState('networkidle');
    return await measured();
  } finally {
    await context.close();
  }
}

async function firstLoadBytes(storefrontUrl, pages, withBrowser = async () => {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const results = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const measured = watchLoad(page);
      const response = await page.goto(`${storefrontUrl}${pagePath}`, { waitUntil: 'networkidle' });
      results[name] = { ...(await measured()), status: response?.status() ?? 0 };
      await context.close();
    }
    results['payment step (card)'] = await paymentStepLoad(browser, storefrontUrl, pages.product);
    await withBrowser(browser);
  } finally {
    await browser.close();
  }
  return results;
}

/** Lighthouse's performance timings kept in the report next to the scores. */
const PERFORMANCE_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** `mobileRuns`: pages whose mobile score is taken more than once (by name: runs); the first run is the one shown. */
async function lighthouseScores(storefrontUrl, pages, mobileRuns = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      results[name] = {};
      for (const [preset, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        const runs = preset === 'mobile' ? (mobileRuns[name] ?? 1) : 1;
        for (let run = 0; run < runs; run++) {
          const runnerResult = await lighthouse(
            `${storefrontUrl}${pagePath}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            config,
          );
          const lhr = runnerResult?.lhr;
          const categories = lhr?.categories ?? {};
          const scores = Object.fromEntries(
            Object.entries(categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
          );
          // What cost points outside performance (whose audits are timings): the audits that
          // count towards a category's score and did not pass, so a drop can be explained.
          scores.failing = Object.entries(categories)
            .filter(([key]) => key !== 'performance')
            .flatMap(([, category]) => category.auditRefs)
            .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          // Their findings (console messages, DevTools issues, …) go into the JSON report.
          scores.findings = Object.fromEntries(scores.failing.map((id) => [id, lhr?.audits[id]?.details?.items ?? []]));
          // The timings behind the performance score (ms; CLS unitless), so that a low score
          // shows whether it was the page's paint or the machine's CPU (blocking time).
          scores.metrics = Object.fromEntries(
            PERFORMANCE_METRICS.map((id) => [
              id,
              Math.round((lhr?.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000,
            ]),
          );
          if (run === 0) results[name][preset] = scores;
          if (runs > 1) {
            if (!results[name][preset].runs) results[name][preset].runs = [];
            results[name][preset].runs.push(scores.performance);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * The first-load budgets of docs/performance.md, with their status in this run. The
 * bench reports them and never fails on them (ADR 020); the docs copy the statuses.
 */
const FIRST_LOAD_BUDGETS = {
  catalogJsGzipBytes: 125_000,
  paymentStepJsGzipBytes: 190_000,
  lighthouseMobilePerformance: 95,
};
const CATALOG_PAGES = ['home', 'play', 'category', 'product', 'search'];

function budgetStatuses(report) {
  const rows = [];
  const bytes = (measured, budget) => (measured <= budget ? 'met' : `over by ${measured - budget}`);
  for (const name of CATALOG_PAGES) {
    const measured = report.firstLoad[name]?.jsGzipBytes;
    if (measured === undefined) continue;
    const budget = FIRST_LOAD_BUDGETS.catalogJsGzipBytes;
    rows.push([`first-load JS, ${name}`, `≤ ${budget}`, measured, bytes(measured, budget)]);
  }
  const payment = report.firstLoad['payment step (card)']?.jsGzipBytes;
  if (payment !== undefined) {
    const budget = FIRST_LOAD_BUDGETS.paymentStepJsGzipBytes;
    rows.push(['JS up to the payment step', `≤ ${budget}`, payment, bytes(payment, budget)]);
  }
  for (const [name, presets] of Object.entries(report.lighthouse ?? {})) {
    const score = presets.mobile?.performance;
    if (score === undefined) continue;
    const budget = FIRST_LOAD_BUDGETS.lighthouseMobilePerformance;
    rows.push([`Lighthouse mobile performance, ${name}`, `≥ ${budget}`, score, score >= budget ? 'met' : 'under']);
  }
  return rows;
}

/** The seat page's route: measured once it exists (issue 26). */
const SEAT_ROUTE = 'src/routes/_default/seats/$performanceId.tsx';

const allBudgetStatuses = (report) => [
  ...budgetStatuses(report),
  ...seatBudgetStatuses({
    seats: report.seats,
    firstLoad: report.firstLoad,
    lighthouse: report.lighthouse,
    catalogPages: CATALOG_PAGES,
  }),
];

/** The seat budgets' server side (bench-seats.mjs); an error is reported, not thrown, so the rest is kept. */
async function seatMeasurements(stack, proxy) {
  const channelToken = process.env.VENDURE_CHANNEL_TOKEN ?? 'foyer';
  try {
    const prepared = await prepareSeatPerformance({
      adminApiUrl: stack.adminApiUrl,
      shopApiUrl: `http://localhost:${COMMERCE_PORT}/shop-api`,
      channelToken,
    });
    const states = await measureSeatStates({
      storefrontUrl: stack.storefrontUrl,
      shopApiUrl: `http://localhost:${COMMERCE_PORT}/shop-api`,
      channelToken,
      performanceId: prepared.performanceId,
      proxy,
      operationOf,
      run,
    });
    const select = { storefrontUrl: stack.storefrontUrl, performanceId: prepared.performanceId, free: prepared.free };
    // The budget's case: 16 shoppers at a person's pace; then the stress case, without pauses.
    const selectShown = await measureSelectShown(select);
    const selectShownStress = await measureSelectShown({ ...select, pauseMs: 0 });
    return {
      performanceId: prepared.performanceId,
      capacity: prepared.capacity,
      taken: prepared.taken,
      states,
      selectShown,
      selectShownStress,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function markdown(report) {
  const lines = [
    `# Foyer benchmark, ${report.date}`,
    '',
    `Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGb} GB, Node ${report.machine.node}. ${DURATION} s per run.`,
    '',
    '| page | conn | req/s | p50 ms | p99 ms | errors | floor req/s | floor p50 ms | Vendure calls | page/floor p50 | × floor (pages/s) | ÷ home req/s | cache hits | Vendure calls per render (live) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, page] of Object.entries(report.pages)) {
    for (const c of CONNECTIONS) {
      const ssr = page.ssr[c];
      const floor = page.floor[c];
      const home = report.pages.home?.ssr[c].requestsPerSecond;
      const hits = page.cacheHits[c];
      const share = hits.share === null ? '–' : `${Math.round(hits.share * 100)} %`;
      lines.push(
        `| ${name} | ${c} | ${ssr.requestsPerSecond} | ${ssr.p50} | ${ssr.p99} | ${ssr.errors} | ${floor.requestsPerSecond} | ${floor.p50} | ${page.vendureCalls.length} | ${page.ratio[c]} | ${page.floorMultiple[c]} | ${home ? (ssr.requestsPerSecond / home).toFixed(2) : '–'} | ${share} | ${hits.vendureCallsPerRender} (${hits.liveCallsPerRender}) |`,
      );
    }
  }
  lines.push('', '| page | Vendure operations per render |', '|---|---|');
  for (const [name, page] of Object.entries(report.pages)) lines.push(`| ${name} | ${page.vendureCalls.join(', ')} |`);
  lines.push(
    '',
    '| page | JS gzip bytes | CSS gzip bytes | image bytes | Stripe.js requests | console errors |',
    '|---|---|---|---|---|---|',
  );
  for (const [name, bytes] of Object.entries(report.firstLoad)) {
    lines.push(
      `| ${name} | ${bytes.jsGzipBytes} | ${bytes.cssGzipBytes} | ${bytes.imageBytes} | ${bytes.stripeJsRequests} | ${bytes.consoleErrors.length} |`,
    );
  }
  for (const [name, bytes] of Object.entries(report.firstLoad)) {
    for (const problem of bytes.consoleErrors) lines.push(`- ${name}: ${problem.slice(0, 300)}`);
  }
  if (report.lighthouse) {
    lines.push(
      '',
      '| page | preset | performance | accessibility | best practices | SEO | LCP ms | TBT ms | failed audits (not performance) |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const [name, presets] of Object.entries(report.lighthouse)) {
      for (const [preset, s] of Object.entries(presets)) {
        lines.push(
          `| ${name} | ${preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(s.metrics['largest-contentful-paint'])} | ${Math.round(s.metrics['total-blocking-time'])} | ${s.failing.join(', ') || '–'} |`,
        );
      }
    }
  } else {
    lines.push('', 'Lighthouse: skipped (BENCH_LIGHTHOUSE=0).');
  }
  lines.push('', '| budget | limit | this run | status |', '|---|---|---|---|');
  for (const row of allBudgetStatuses(report)) lines.push(`| ${row.join(' | ')} |`);
  if (report.seats && !report.seats.error) {
    const { states, selectShown, selectShownStress } = report.seats;
    lines.push(
      '',
      `Seats: performance ${report.seats.performanceId}, ${report.seats.capacity} seats, ${report.seats.taken} taken by others.`,
      `Seat state: one refresh through the storefront made ${states.roundTrips.length} Vendure call(s) (${states.roundTrips.join(', ')}); at Vendure, 1 connection: ${states.atVendure[1].requestsPerSecond} req/s, p50 ${states.atVendure[1].p50} ms, p99 ${states.atVendure[1].p99} ms; 16 connections: ${states.atVendure[16].requestsPerSecond} req/s, p50 ${states.atVendure[16].p50} ms, p99 ${states.atVendure[16].p99} ms.`,
      ...[selectShown, selectShownStress].map(
        (run) =>
          `Select → shown as yours, ${run.shoppers} shoppers at once, ${run.pauseMs ? `about ${run.pauseMs} ms between clicks` : 'clicking without pause'}: ${run.samples} samples, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms, never shown ${run.notShown}, 5xx ${run.fiveXX}.`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  if (!fs.existsSync('.output/server/index.mjs')) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-'));
  const proxy = await startCountingProxy({ port: PROXY_PORT, target: { port: COMMERCE_PORT } });
  // Card payments need Stripe configured; Vendure talks to a local stand-in of its API.
  const stripe = await startStripeStandIn({ port: 0 });
  console.log('Starting a freshly seeded Vendure and the built storefront…');
  let stack;
  try {
    stack = await startStack({
      commercePort: COMMERCE_PORT,
      storefrontPort: STOREFRONT_PORT,
      dataDir,
      quiet: true,
      env: {
        SECURE_COOKIES: 'false',
        VENDURE_SHOP_API_URL: `http://localhost:${PROXY_PORT}/shop-api`,
        // Images come from Vendure itself, not through the counting proxy: the page's CSP
        // must allow that origin, or the browser blocks every image (and Lighthouse
        // would score a page without them).
        VENDURE_ASSET_URL: `http://localhost:${COMMERCE_PORT}/assets/`,
        STRIPE_SECRET_KEY: 'sk_test_bench',
        STRIPE_WEBHOOK_SECRET: 'whsec_bench',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
        STRIPE_API_HOST: stripe.host,
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: stripe.protocol,
      },
    });
  } catch (error) {
    await proxy.stop();
    await stripe.stop();
    throw error;
  }
  try {
    const data = await shop(
      stack.shopApiUrl,
      `{ plays(options: { take: 1 }) { items { slug } }
         actors(options: { take: 1 }) { items { slug } }
         collections(options: { take: 1, topLevelOnly: true }) { items { slug } }
         products(options: { take: 1 }) { items { slug } } }`,
    );
    // Every page that is the same for every anonymous visitor (ADR 041); home first, the others are compared with it.
    const pages = {
      home: '/en/',
      plays: '/en/plays',
      play: `/en/plays/${data.plays.items[0].slug}`,
      actors: '/en/actors',
      actor: `/en/actors/${data.actors.items[0].slug}`,
      stages: '/en/about/stages',
      history: '/en/about/history-en',
      festival: '/en/festivals/todor-kolev-en',
      category: `/en/category/${data.collections.items[0].slug}`,
      product: `/en/product/${data.products.items[0].slug}`,
      search: '/en/search?q=shirt',
    };

    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      durationSeconds: DURATION,
      pages: {},
      firstLoad: {},
      lighthouse: null,
    };

    for (const [name, pagePath] of Object.entries(pages)) {
      // One render, to record what it asks of Vendure.
      proxy.recorded.length = 0;
      const first = await fetch(`${stack.storefrontUrl}${pagePath}`);
      if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);
      await first.text();
      const calls = [...proxy.recorded];
      const entry = {
        path: pagePath,
        vendureCalls: calls.map(operationOf),
        ssr: {},
        floor: {},
        ratio: {},
        floorMultiple: {},
        cacheHits: {},
      };
      const cacheable = entry.vendureCalls.filter((op) => !LIVE_OPERATIONS.has(op)).length;
      for (const connections of CONNECTIONS) {
        console.log(`${name}: ${connections} connection(s)…`);
        proxy.recorded.length = 0;
        const result = await run({ url: `${stack.storefrontUrl}${pagePath}`, connections });
        entry.ssr[connections] = summary(result);
        entry.cacheHits[connections] = cacheHits(result.requests.total, proxy.recorded, cacheable);
        entry.floor[connections] = summary(
          await run({
            url: `http://localhost:${COMMERCE_PORT}`,
            connections,
            requests: calls.map(({ method, path: callPath, headers, body }) => ({
              method,
              path: callPath,
              headers,
              body,
            })),
          }),
        );
        const floorPerPage = entry.floor[connections].p50 * Math.max(calls.length, 1);
        entry.ratio[connections] = floorPerPage ? Number((entry.ssr[connections].p50 / floorPerPage).toFixed(1)) : null;
        // The floor in pages per second: Vendure alone answering all of one render's calls.
        const floorPages = entry.floor[connections].requestsPerSecond / Math.max(calls.length, 1);
        entry.floorMultiple[connections] = floorPages
          ? Number((entry.ssr[connections].requestsPerSecond / floorPages).toFixed(1))
          : null;
      }
      report.pages[name] = entry;
    }

    console.log('Seats: a 250-seat performance, about half taken…');
    report.seats = await seatMeasurements(stack, proxy);
    // The seat page, once its route is built: measured like the catalog pages, plus its map's render.
    const seatPage =
      fs.existsSync(SEAT_ROUTE) && report.seats.performanceId ? `/en/seats/${report.seats.performanceId}` : null;
    if (!seatPage) console.log(`Seat page not measured: ${SEAT_ROUTE} is not there yet (TODO: measure it once it is).`);
    const t = JSON.parse(fs.readFileSync('messages/en.json', 'utf8'));

    console.log('First-load bytes in Chromium…');
    // Bytes and Lighthouse on the pages they have always been measured on, and the seat page.
    const { home, play, category, product, search } = pages;
    report.firstLoad = await firstLoadBytes(
      stack.storefrontUrl,
      { home, play, category, product, search, ...(seatPage ? { seats: seatPage } : {}) },
      async (browser) => {
        if (!seatPage) return;
        report.seats.mapRender = await measureMapRender(browser, `${stack.storefrontUrl}${seatPage}`, {
          expectedSeats: report.seats.capacity,
          mapLabel: t.seating_view_map,
          listLabel: t.seating_view_list,
        });
      },
    );
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      console.log('Lighthouse…');
      report.lighthouse = await lighthouseScores(
        stack.storefrontUrl,
        { home, play, category, product, ...(seatPage ? { seats: seatPage } : {}) },
        { seats: 3 },
      );
    }
    report.budgets = allBudgetStatuses(report).map(([measure, limit, measured, status]) => ({
      measure,
      limit,
      measured,
      status,
    }));

    const dir = path.join('bench', 'reports');
    fs.mkdirSync(dir, { recursive: true });
    const stamp = report.date.replace(/[:.]/g, '-');
    const text = markdown(report);
    fs.writeFileSync(path.join(dir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(dir, `${stamp}.md`), text);
    console.log(`\n${text}\nWritten to ${dir}/${stamp}.{json,md}`);
    // ADR 020: the bench fails when it could not measure, here after the other figures are written.
    const unmeasured = [
      report.seats.error && `seats: ${report.seats.error}`,
      report.firstLoad.seats &&
        report.firstLoad.seats.status !== 200 &&
        `the seat page answered ${report.firstLoad.seats.status}`,
      report.seats.mapRender?.error && `the seat map's render: ${report.seats.mapRender.error}`,
    ].filter(Boolean);
    if (unmeasured.length) {
      console.error(`Could not measure: ${unmeasured.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stack.stop();
    await proxy.stop();
    await stripe.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
