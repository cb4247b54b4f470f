#!/usr/bin/env node
/**
 * The on-sale rush (ADR 021): many shoppers want one performance with few seats. Each
 * opens the play's page, adds a ticket and goes through the real checkout through the
 * storefront's own server functions (details, address, delivery, then the payment
 * step, which holds the seat, then the test card). Reports tickets sold against seats
 * (from Vendure's paid orders), refusals, 5xx, lost carts and each step's p50/p99.
 *
 *   npm run rush -- [--shoppers 300] [--seats 40] [--connections 64] [--release-at none|payment]
 *                   [--url http://localhost:3000 --admin-url http://localhost:3001/admin-api]
 *   npm run rush -- --mode reserved [--shoppers 300] [--seats 40] [--seed 26] [--keep]
 *
 * `--mode reserved` sells numbered seats instead of a count (issue 26, `rush-reserved.ts`):
 * a hall of `--seats` seats in one zone, half the shoppers clicking the same ten best seats,
 * half asking best available, all let go together; `--keep` leaves its stage in place.
 * RUSH_REPORT=<file> writes the reserved report as JSON too.
 *
 * Without --url it starts its own freshly seeded shop (built storefront, embedded
 * Vendure) on ports RUSH_STOREFRONT_PORT / RUSH_COMMERCE_PORT (3780, 3790) and stops it
 * after. `--release-at payment` brings every shopper to the delivery step first, then
 * lets them all into the payment step at once. Exits non-zero when more tickets were
 * sold than seats, on any 5xx, server-function failure or lost cart. Speed is reported,
 * never judged.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CookieJar,
  enterDelivery,
  enterDetails,
  SHOPPER_FN as FN,
  type ShopperRequest,
  serverFnCaller,
  TEST_CARD,
} from './shopper-client.ts';

export interface RushStep {
  n: number;
  p50: number;
  p99: number;
}

export interface RushReport {
  shoppers: number;
  seats: number;
  connections: number;
  releaseAt: 'none' | 'payment';
  variantId: string;
  sold: number;
  oversold: number;
  placed: number;
  refusedForStock: number;
  outcomes: Record<string, number>;
  saleableAfter: number;
  requests: number;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
  lostCarts: number;
  seconds: number;
  steps: Record<string, RushStep>;
  samples: string[];
  problems: string[];
}

/** A request of a rush, for whoever watches it by time (`onRequest`). */
export type RushRequest = ShopperRequest;

/** What both rushes take: the shop, the superadmin's password (superadmin), how many shoppers for how many seats. */
export interface RushOptions {
  baseUrl: string;
  adminApiUrl: string;
  adminPassword?: string;
  shoppers?: number;
  seats?: number;
  /** Shoppers in flight at once (after the release, when there is one). */
  connections?: number;
  /** Shoppers getting ready at once before the release: filling carts, or opening the seat map. */
  prepareConnections?: number;
  timeoutMs?: number;
  /** Told of every request once it has ended. */
  onRequest?: (request: RushRequest) => void;
  log?: (line: string) => void;
}

/** Answers one Admin API query's data (see `adminClient`). */
export type AdminQuery = (query: string, variables?: Record<string, unknown>) => Promise<any>;

export const STEPS: string[] = ['page', 'add', 'customer', 'address', 'delivery', 'cart', 'hold', 'pay'];
const LOCALES = ['', '/en', '/de', '/es', '/fr', '/it', '/pt'];

/** The p-th percentile (nearest rank) of `values`, in whole milliseconds; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);
}

/** Each step's count and p50/p99 (ms), from the latencies timed per step. */
export function stepTimes(steps: string[], latencies: Record<string, number[]>): Record<string, RushStep> {
  return Object.fromEntries(
    steps.map((step) => {
      const times = latencies[step] ?? [];
      return [step, { n: times.length, p50: percentile(times, 50), p99: percentile(times, 99) }];
    }),
  );
}

/** Runs `task` for every item with at most `width` at once; answers the results in the items' order. */
export async function pool<T, R>(
  items: T[],
  task: (item: T, index: number) => Promise<R>,
  width: number,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * How a shopper's attempt ended: `placed`, `stock` (refused for insufficient stock, at the
 * payment step or at payment), or the kind of any other refusal or failure.
 */
export function outcomeOf(attempt: { hold?: { kind?: string }; pay?: { kind?: string }; failedAt?: string }): string {
  if (attempt.failedAt) return `failed at ${attempt.failedAt}`;
  if (attempt.hold && attempt.hold.kind !== 'ready') return attempt.hold.kind ?? 'unknown';
  return attempt.pay?.kind ?? 'unknown';
}

/** The report's verdict: what must be zero is zero. */
export function problemsOf(r: {
  seats: number;
  sold: number;
  fiveXX: number;
  fnErrors: number;
  lostCarts: number;
  networkErrors: number;
}): string[] {
  const problems: string[] = [];
  if (r.sold > r.seats) problems.push(`oversold: ${r.sold} tickets for ${r.seats} seats`);
  if (r.fiveXX) problems.push(`${r.fiveXX} responses were 5xx`);
  if (r.fnErrors) problems.push(`${r.fnErrors} server-function calls failed`);
  if (r.lostCarts) problems.push(`${r.lostCarts} carts lost their ticket`);
  if (r.networkErrors) problems.push(`${r.networkErrors} network errors`);
  return problems;
}

/**
 * A tiny Admin API client (staff's side: set the seats, count what was sold). When Vendure
 * answers 503 (its database could not be reached: nothing was done) it asks again, as
 * staff would, for up to a minute.
 */
export async function adminClient(adminApiUrl: string, password: string): Promise<AdminQuery> {
  let token: string | undefined;
  const query: AdminQuery = async (q, variables = {}) => {
    let response: Response;
    for (const deadline = Date.now() + 60_000; ; ) {
      response = await fetch(adminApiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query: q, variables }),
      });
      if (response.status !== 503 || Date.now() > deadline) break;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    token = response.headers.get('vendure-auth-token') ?? token;
    const { data, errors } = await response.json();
    if (errors?.length) throw new Error(errors.map((e: { message: string }) => e.message).join('; '));
    return data;
  };
  await query(`mutation ($p: String!) { login(username: "superadmin", password: $p) { ... on CurrentUser { id } } }`, {
    p: password,
  });
  return query;
}

/**
 * Picks a performance on sale (the `fromEnd`-th last, so tests can take different ones)
 * and makes exactly `seats` of its tickets saleable.
 */
async function offerSeats(
  admin: AdminQuery,
  seats: number,
  fromEnd: number,
): Promise<{ variantId: string; playSlug: string }> {
  const { performances } = await admin(
    `query { performances(options: { take: 100, sort: { startsAt: ASC } }) { items { id startsAt cancelled seatPlanVersion play { slug } productVariant { id } } } }`,
  );
  // Only what is on sale by count: other tests cancel performances, some have started, and
  // a performance on a seat plan sells numbered seats (`--mode reserved`), not a count.
  const now = Date.now();
  const candidates = performances.items.filter(
    (p: any) =>
      p.productVariant && !p.cancelled && p.seatPlanVersion == null && new Date(p.startsAt).getTime() > now + 3_600_000,
  );
  const performance = candidates[candidates.length - 1 - fromEnd];
  if (!performance) throw new Error(`no performance ${fromEnd} from the end`);
  const variantId = performance.productVariant.id;
  const { productVariant } = await admin(`query ($id: ID!) { productVariant(id: $id) { stockAllocated } }`, {
    id: variantId,
  });
  await admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
    input: [
      {
        id: variantId,
        stockOnHand: productVariant.stockAllocated + seats,
        trackInventory: 'TRUE',
        useGlobalOutOfStockThreshold: false,
        outOfStockThreshold: 0,
      },
    ],
  });
  return { variantId, playSlug: performance.play.slug };
}

/** Tickets of `variantId` in orders placed since `since` that are paid (what the door would see). */
async function ticketsSold(admin: AdminQuery, variantId: string, since: Date): Promise<number> {
  let sold = 0;
  for (let skip = 0; ; skip += 100) {
    const { orders } = await admin(
      `query ($since: DateTime!, $skip: Int!) { orders(options: { skip: $skip, take: 100, filter: { orderPlacedAt: { after: $since } } }) {
        totalItems items { state lines { quantity productVariant { id } } } } }`,
      { since: since.toISOString(), skip },
    );
    for (const order of orders.items) {
      if (order.state === 'Cancelled') continue;
      for (const line of order.lines) if (String(line.productVariant.id) === String(variantId)) sold += line.quantity;
    }
    if (skip + 100 >= orders.totalItems) return sold;
  }
}

/** How one shopper's attempt stands. */
interface Attempt {
  jar: CookieJar;
  locale: string;
  hold?: { kind?: string };
  pay?: { kind?: string; message?: string };
  failedAt?: string;
}

/** Runs the rush against a running shop and returns its report. */
export async function runRush({
  baseUrl,
  adminApiUrl,
  adminPassword = 'superadmin',
  shoppers = 300,
  seats = 40,
  connections = 64,
  prepareConnections = connections,
  releaseAt = 'none',
  performanceFromEnd = 0,
  timeoutMs = 60_000,
  onRequest,
  log = () => {},
}: RushOptions & {
  releaseAt?: 'none' | 'payment';
  performanceFromEnd?: number;
}): Promise<RushReport> {
  const origin = new URL(baseUrl).origin;
  const admin = await adminClient(adminApiUrl, adminPassword);
  const { variantId, playSlug } = await offerSeats(admin, seats, performanceFromEnd);
  log(`performance ticket ${variantId} (${playSlug}): ${seats} seats for ${shoppers} shoppers`);
  const since = new Date(Date.now() - 1000);

  const latencies: Record<string, number[]> = Object.fromEntries(STEPS.map((step) => [step, []]));
  const counts = { requests: 0, fiveXX: 0, fnErrors: 0, networkErrors: 0, lostCarts: 0 };
  const samples: string[] = [];
  const note = (text: string) => samples.length < 12 && samples.push(text);

  const client = serverFnCaller({ origin, timeoutMs, latencies, counts, onRequest });
  const { call, post, get } = client;

  /** Everything before the payment step; answers the shopper's state for the rest. */
  const prepare = async (index: number): Promise<Attempt> => {
    const jar = new CookieJar();
    const prefix = LOCALES[index % LOCALES.length] ?? '';
    const locale = prefix.slice(1) || 'bg';
    const attempt: Attempt = { jar, locale };
    try {
      await call('page', jar, `${prefix}/plays/${playSlug}`, { headers: { accept: 'text/html' } });
      const added = await post('add', jar, FN.addItem, locale, {
        variantId,
        quantity: 1,
        idempotencyKey: randomUUID(),
      });
      // Sold out (or all held) before this shopper could add a ticket: the play page says so too.
      if (added?.kind !== 'success')
        return { ...attempt, hold: { kind: added?.kind === 'partial' ? 'stock at add' : added?.kind } };
      await enterDetails(client, jar, locale, index);
      await enterDelivery(client, jar, locale, index);
      const cart = await get('cart', jar, FN.activeOrder, locale);
      if (
        !cart?.lines?.some(
          (line: { productVariant?: { id: unknown } }) => String(line.productVariant?.id) === String(variantId),
        )
      ) {
        counts.lostCarts++;
        note(`shopper ${index}: the cart lost its ticket before payment (${cart?.code ?? 'no cart'})`);
        return { ...attempt, failedAt: 'cart' };
      }
      return attempt;
    } catch (error) {
      const { message } = error as Error;
      note(`shopper ${index}: ${message}`);
      return { ...attempt, failedAt: String(message).split(':')[0] };
    }
  };

  /** The payment step (the hold) and the test card. */
  const pay = async (attempt: Attempt, index: number): Promise<Attempt> => {
    if (attempt.failedAt || attempt.hold) return attempt;
    try {
      const hold = await post('hold', attempt.jar, FN.holdSeats, attempt.locale, {});
      if (hold?.kind !== 'ready') return { ...attempt, hold };
      const paid = await post('pay', attempt.jar, FN.pay, attempt.locale, TEST_CARD);
      if (paid?.kind !== 'placed' && paid?.kind !== 'stock')
        note(`shopper ${index}: payment ${paid?.kind} ${paid?.message ?? ''}`);
      return { ...attempt, hold, pay: paid };
    } catch (error) {
      const { message } = error as Error;
      note(`shopper ${index}: ${message}`);
      return { ...attempt, failedAt: String(message).split(':')[0] };
    }
  };

  const started = performance.now();
  const indexes = Array.from({ length: shoppers }, (_, i) => i);
  let attempts: Attempt[];
  if (releaseAt === 'payment') {
    // The rush is the release: carts may be filled at a gentler pace first.
    const ready = await pool(indexes, (i) => prepare(i), prepareConnections);
    log(`${ready.filter((a) => !a.failedAt && !a.hold).length} shoppers at the payment step; releasing them together`);
    attempts = await pool(ready, (attempt, i) => pay(attempt, i), connections);
  } else {
    attempts = await pool(indexes, async (i) => pay(await prepare(i), i), connections);
  }
  const seconds = (performance.now() - started) / 1000;

  const outcomes: Record<string, number> = {};
  for (const attempt of attempts) {
    const outcome = outcomeOf(attempt);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  const sold = await ticketsSold(admin, variantId, since);
  const { productVariant } = await admin(
    `query ($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }`,
    {
      id: variantId,
    },
  );
  const report = {
    shoppers,
    seats,
    connections,
    releaseAt,
    variantId,
    sold,
    oversold: Math.max(0, sold - seats),
    placed: outcomes.placed ?? 0,
    refusedForStock: (outcomes.stock ?? 0) + (outcomes['stock at add'] ?? 0),
    outcomes,
    saleableAfter: productVariant.stockOnHand - productVariant.stockAllocated,
    ...counts,
    seconds: Math.round(seconds * 10) / 10,
    steps: stepTimes(STEPS, latencies),
    samples,
  };
  return { ...report, problems: problemsOf(report) };
}

/** The report as a table for the terminal. */
export function formatRush(report: RushReport): string {
  const rows: Array<[string, unknown]> = [
    ['shoppers / seats / connections', `${report.shoppers} / ${report.seats} / ${report.connections}`],
    ['released together at', report.releaseAt === 'payment' ? 'the payment step' : 'no barrier'],
    ['tickets sold (paid orders)', report.sold],
    ['oversold (must be 0)', report.oversold],
    ['shoppers placed', report.placed],
    ['refused: insufficient stock', report.refusedForStock],
    [
      'outcomes other than placed',
      Object.entries(report.outcomes)
        .filter(([kind]) => kind !== 'placed')
        .map(([kind, n]) => `${kind}: ${n}`)
        .join(', ') || 'none',
    ],
    ['seats saleable after', report.saleableAfter],
    ...requestRows(report),
    ['lost carts (must be 0)', report.lostCarts],
    ['duration s', report.seconds],
  ];
  return reportText(rows, report);
}

/** The report's rows for its requests: sent, 5xx, server functions failed, network errors. */
export function requestRows(report: {
  requests: number;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
}): Array<[string, unknown]> {
  return [
    ['requests', report.requests],
    ['5xx (must be 0)', report.fiveXX],
    ['server functions failed', report.fnErrors],
    ['network errors', report.networkErrors],
  ];
}

/**
 * A rush's report as text: the labelled rows, then each step's count and p50/p99, samples
 * and the verdict. Shared by the count and the reserved rush.
 */
export function reportText(
  rows: Array<[string, unknown]>,
  report: { steps: Record<string, RushStep>; samples: string[]; problems: string[] },
): string {
  const width = Math.max(...rows.map(([label]) => String(label).length));
  const lines = rows.map(([label, value]) => `${String(label).padEnd(width)}  ${value}`);
  lines.push('', `${'step'.padEnd(10)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const [step, { n, p50, p99 }] of Object.entries(report.steps)) {
    if (n)
      lines.push(`${step.padEnd(10)} ${String(n).padStart(6)} ${String(p50).padStart(8)} ${String(p99).padStart(8)}`);
  }
  if (report.samples.length) lines.push('', 'samples:', ...report.samples.map((s) => `  ${s}`));
  lines.push('', report.problems.length ? `FAILED: ${report.problems.join('; ')}` : 'OK: no seat sold twice');
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'admin-url': { type: 'string' },
      shoppers: { type: 'string', default: '300' },
      seats: { type: 'string', default: '40' },
      connections: { type: 'string', default: '64' },
      'release-at': { type: 'string', default: 'none' },
      mode: { type: 'string', default: 'count' },
      seed: { type: 'string', default: '26' },
      keep: { type: 'boolean', default: false },
    },
  });
  const whole = (name: 'shoppers' | 'seats' | 'connections' | 'seed') => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1 || n > 100_000)
      throw new Error(`--${name} takes a whole number from 1 to 100000`);
    return n;
  };
  const mode = values.mode;
  if (mode !== 'count' && mode !== 'reserved') throw new Error('--mode takes count or reserved');
  const releaseAt = values['release-at'];
  if (releaseAt !== 'none' && releaseAt !== 'payment') throw new Error('--release-at takes none or payment');
  let stop = async () => {};
  let baseUrl = values.url;
  let adminApiUrl = values['admin-url'];
  if (!baseUrl) {
    if (!fs.existsSync('.output/server/index.mjs')) throw new Error('Build first: npm run build');
    const { startStack } = await import('./stack.ts');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-rush-'));
    console.log('Starting a freshly seeded shop…');
    const stack = await startStack({
      commercePort: Number(process.env.RUSH_COMMERCE_PORT ?? 3790),
      storefrontPort: Number(process.env.RUSH_STOREFRONT_PORT ?? 3780),
      dataDir,
      quiet: true,
      env: { SECURE_COOKIES: 'false', TEST_CARD_PAYMENTS: 'true' },
    });
    baseUrl = stack.storefrontUrl;
    adminApiUrl = stack.adminApiUrl;
    stop = async () => {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  if (!adminApiUrl) throw new Error('--admin-url is needed with --url');
  try {
    const common = {
      baseUrl,
      adminApiUrl,
      adminPassword: process.env.VENDURE_SUPERADMIN_PASSWORD ?? 'superadmin',
      shoppers: whole('shoppers'),
      seats: whole('seats'),
      log: (line: string) => console.log(line),
    };
    if (mode === 'reserved') {
      const { runReservedRush, formatReservedRush } = await import('./rush-reserved.ts');
      const report = await runReservedRush({
        ...common,
        // Everyone is let go at once in reserved mode unless --connections says otherwise.
        ...(process.argv.includes('--connections') ? { connections: whole('connections') } : {}),
        seed: whole('seed'),
        keep: values.keep,
      });
      console.log(`\n${formatReservedRush(report)}`);
      if (process.env.RUSH_REPORT) fs.writeFileSync(process.env.RUSH_REPORT, `${JSON.stringify(report, null, 2)}\n`);
      process.exitCode = report.problems.length ? 1 : 0;
      return;
    }
    const report = await runRush({ ...common, connections: whole('connections'), releaseAt });
    console.log(`\n${formatRush(report)}`);
    process.exitCode = report.problems.length ? 1 : 0;
  } finally {
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
