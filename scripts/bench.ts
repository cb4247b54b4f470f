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
 * - The seat budgets (issue 26, `bench-seats.ts`): seat state round trips and its time at
 *   Vendure, select → shown as yours at 16 shoppers, and the seat page's bytes, Lighthouse
 *   mobile (three runs) and its 250-seat map's render under mobile CPU throttling.
 *
 * One module per measurement under scripts/bench/ (throughput, first-load, lighthouse, seats,
 * budgets, report); this file starts the stack and composes them.
 *
 * Environment: BENCH_DURATION (seconds per run, default 10), BENCH_LIGHTHOUSE=0 to skip
 * Lighthouse, CHROMIUM_PATH (default /usr/bin/chromium), and BENCH_STOREFRONT_PORT,
 * BENCH_COMMERCE_PORT, BENCH_PROXY_PORT (defaults 3580, 3590, 3591) so that two
 * benches can run side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStripeStandIn } from '@foyer/shared/stack/stripe-stand-in';
import { allBudgetStatuses } from './bench/budgets.ts';
import { COMMERCE_PORT, DURATION, LIGHTHOUSE, PROXY_PORT, STOREFRONT_PORT } from './bench/config.ts';
import { firstLoadBytes } from './bench/first-load.ts';
import { lighthouseScores } from './bench/lighthouse.ts';
import { type BenchReport, writeReport } from './bench/report.ts';
import { SEAT_ROUTE, seatMeasurements } from './bench/seats.ts';
import { measurePages } from './bench/throughput.ts';
import { measureMapRender } from './bench-seats.ts';
import { startCountingProxy } from './counting-proxy.ts';
import { type Stack, startStack } from './stack.ts';

async function shop(shopApiUrl: string, query: string): Promise<any> {
  const response = await fetch(shopApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': 'foyer' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()).data;
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
  let stack: Stack;
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

    const report: BenchReport = {
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

    report.pages = await measurePages(stack.storefrontUrl, pages, proxy);

    console.log('Seats: a 250-seat performance, about half taken…');
    const seats = await seatMeasurements(stack, proxy);
    report.seats = seats;
    // The seat page, once its route is built: measured like the catalog pages, plus its map's render.
    const seatPage = fs.existsSync(SEAT_ROUTE) && seats.performanceId ? `/en/seats/${seats.performanceId}` : null;
    if (!seatPage) console.log(`Seat page not measured: ${SEAT_ROUTE} is not there yet (TODO: measure it once it is).`);
    const t = JSON.parse(fs.readFileSync('messages/en.json', 'utf8'));

    console.log('First-load bytes in Chromium…');
    // Bytes and Lighthouse on the pages they have always been measured on, and the seat page.
    const { home, play, category, product, search } = pages;
    report.firstLoad = await firstLoadBytes(
      stack.storefrontUrl,
      { home, play, category, product, search, ...(seatPage ? { seats: seatPage } : {}) },
      async (browser) => {
        if (!seatPage || seats.error !== undefined) return;
        seats.mapRender = await measureMapRender(browser, `${stack.storefrontUrl}${seatPage}`, {
          expectedSeats: seats.capacity,
          mapLabel: t.seating_view_map,
          listLabel: t.seating_view_list,
        });
      },
    );
    if (LIGHTHOUSE) {
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

    const { text, written } = writeReport(report);
    console.log(`\n${text}\nWritten to ${written}`);
    // ADR 020: the bench fails when it could not measure, here after the other figures are written.
    const unmeasured = [
      seats.error !== undefined && `seats: ${seats.error}`,
      report.firstLoad.seats &&
        report.firstLoad.seats.status !== 200 &&
        `the seat page answered ${report.firstLoad.seats.status}`,
      seats.mapRender?.error !== undefined && `the seat map's render: ${seats.mapRender?.error}`,
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
