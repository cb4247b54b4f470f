import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from '../../../scripts/load-test.ts';
import { runRush } from '../../../scripts/rush.ts';
import { runReservedRush } from '../../../scripts/rush-reserved.ts';
import { CookieJar, decodeSerialized, fnHeaders, serializedCall } from '../../../scripts/shopper-client.ts';
import type { FaultProfile } from './fault-profile';
import { checkInvariants, type InvariantReport } from './invariants';
import { type RetryingShoppers, retryingShoppers } from './retrying-shoppers';

/** One request any client of the case made, by time. */
export interface Seen {
  source: 'load' | 'rush' | 'seats' | 'retrying' | 'stripe';
  method: string;
  /** What it was: a page, add, cart, or a rush's step (hold, pay, seat, …). */
  kind: string;
  startedAt: number;
  endedAt: number;
  status: number | undefined;
  failed: boolean;
}

/** The fault: what dies, how, and how it comes back. */
export interface Fault {
  /** What dies, for the report (a process's name, or "redis"). */
  target: string;
  /** Causes it (kill -9, a restart, …); resolves once it has happened. */
  inject(): Promise<void>;
  /** Starts it again; resolves when the part says it is ready. Absent when `inject` already brought it back. */
  restart?(): Promise<void>;
  /** Resolves once the part that came back has served a shopper's request again (polled). */
  servedAgain(): Promise<unknown>;
}

export interface CaseOptions {
  /** File name of its figures: test-results/faults/<name>.json */
  name: string;
  fault: Fault;
  /** An Admin API the fault leaves alone, for the rushes' staff side. */
  adminApiUrl: string;
  /** Which count-sold performance the count rush takes (from the end of the three the seed has on sale). */
  performanceFromEnd: number;
  /** When the fault strikes after the load begins (12 s), unless `strikeWhen` says. */
  faultAtMs?: number;
  /**
   * Resolves at the moment the fault should strike (e.g. once the worker is sending a
   * burst of emails, or the rushes' shoppers are under way); told every request so far.
   */
  strikeWhen?: (seen: readonly Seen[]) => Promise<unknown>;
  /** The count rush's size (8 shoppers for 3 seats). */
  countRush?: { shoppers: number; seats: number };
  /** How long the part stays down before it is started again (5 s). */
  downMs?: number;
  /**
   * More clients of the case, started with the load and awaited before the invariants
   * (case 7's shoppers who pay through Stripe, and Stripe's webhook deliveries); each of
   * their requests is told to `record` like the load's.
   */
  alongside?: (record: (request: Seen) => void) => Promise<unknown>;
  /** How long the load goes on once the part serves again (20 s). */
  steadyMs?: number;
  /**
   * Shoppers in flight at once in the mixed load (4). A fault test checks what survives
   * the fault, not capacity (the load test does): the load is one that a single server of
   * two carries on a small shared machine, so a 5xx means the fault, not an overload.
   */
  connections?: number;
}

/** Failed requests counted by "METHOD kind" and status ("network" when there was no answer). */
type Failures = Record<string, Record<string, number>>;

export interface CaseReport {
  name: string;
  target: string;
  /** Seconds after the load began. */
  timeline: { faultAt: number; restartAt: number; readyAt: number; servedAt: number; endAt: number };
  /** The machine's load average (1 min) at the fault and at the end: these machines are shared. */
  loadAverage: { atFault: number; atEnd: number };
  /** From the restart to the first request the restarted part served. */
  recoverySeconds: number;
  /** From the restart until the part said it was ready (its own start: Vendure's bootstrap, on a busy machine). */
  readySeconds: number;
  /** From ready to the first request it served: what the proxy's health checks and retries decide. */
  servedAfterReadySeconds: number;
  /** Requests under way at the fault or begun before the part served again. */
  duringFault: { requests: number; failures: Failures };
  /** The rushes' payments (the test card) and Stripe's webhook deliveries under way at the very moment of the fault. */
  inFlightAtFault: { payments: number; webhooks: number };
  /** The failed requests (up to 40): seconds after the load began, what, and the answer. */
  failed: string[];
  whole: { requests: number; failures: Failures; getFailures: number; postFailures: number };
  /** Requests that began once the part had served again for 5 s and still failed. */
  failedAfterRecovery: number;
  load: {
    lostLines: number;
    cartsChecked: number;
    refusedAdds: number;
    fiveXX: number;
    servedBy: Record<string, number>;
  };
  countRush: { seats: number; sold: number; placed: number; problems: string[] } | { error: string };
  seatRush: { seats: number; sold: number; placed: number; problems: string[] } | { error: string };
  retrying: RetryingShoppers;
  invariants: InvariantReport;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failuresOf(seen: Seen[]): Failures {
  const failures: Failures = {};
  for (const request of seen.filter((r) => r.failed)) {
    const key = `${request.method} ${request.kind}`;
    const status = request.status === undefined ? 'network' : String(request.status);
    failures[key] ??= {};
    failures[key][status] = (failures[key][status] ?? 0) + 1;
  }
  return failures;
}

/**
 * Polls `probe` every `intervalMs` until it answers true; resolves with the time it did.
 * A probe that throws counts as not yet.
 */
export async function pollUntil(probe: () => Promise<boolean>, timeoutMs = 120_000, intervalMs = 100): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return Date.now();
    await sleep(intervalMs);
  }
  throw new Error(`not served again within ${timeoutMs / 1000} s`);
}

/** A GET through `url` answered 2xx by `servedBy` (the x-served-by header Caddy sets). */
export async function answeredBy(url: string, servedBy: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'text/html' } });
  await response.body?.cancel();
  return response.ok && response.headers.get('x-served-by') === servedBy;
}

/** A shopper's add to cart through the proxy succeeds (what Redis, the worker or any server must allow). */
export async function addToCartSucceeds(baseUrl: string, addItemFnId: string, variantId: string): Promise<boolean> {
  const jar = new CookieJar();
  const response = await fetch(`${baseUrl}/_serverFn/${addItemFnId}`, {
    method: 'POST',
    headers: { ...fnHeaders(baseUrl, 'en'), 'content-type': 'application/json' },
    body: serializedCall({ variantId, quantity: 1, idempotencyKey: randomUUID() }),
    signal: AbortSignal.timeout(10_000),
  });
  jar.store(response.headers);
  if (!response.ok) return false;
  const decoded = decodeSerialized(await response.json());
  return decoded?.result?.kind === 'success';
}

/**
 * Runs one case: the mixed load through Caddy for its whole length, a count rush and a
 * numbered-seat rush around the moment of the fault, a few shoppers who retry a failed
 * add, the fault itself, the restart; then the invariants, read from the database and
 * the mail sink. Writes its figures to <resultsDir>/<name>.json and returns them; the
 * test decides what must hold.
 */
export async function runFaultCase(faults: FaultProfile, options: CaseOptions): Promise<CaseReport> {
  const { profile } = faults;
  const baseUrl = profile.storefrontUrl;
  const faultAtMs = options.faultAtMs ?? 12_000;
  const seen: Seen[] = [];
  const log = (line: string) => console.log(`[${options.name}] ${line}`);
  const since = new Date(Date.now() - 1000);
  const start = Date.now();
  const stopLoad = new AbortController();

  const load = runLoad({
    baseUrl,
    requests: Number.POSITIVE_INFINITY,
    connections: options.connections ?? 4,
    until: stopLoad.signal,
    onRequest: (r) => seen.push({ source: 'load', ...r }),
  });
  const admin = { adminApiUrl: options.adminApiUrl, adminPassword: faults.adminPassword };
  const countRushSince = new Date();
  const countRush = sleep(Math.max(0, faultAtMs - 8000))
    .then(() =>
      runRush({
        baseUrl,
        ...admin,
        shoppers: options.countRush?.shoppers ?? 8,
        seats: options.countRush?.seats ?? 3,
        connections: options.countRush?.shoppers ?? 8,
        prepareConnections: 4,
        releaseAt: 'payment',
        performanceFromEnd: options.performanceFromEnd,
        onRequest: (r) => seen.push({ source: 'rush', ...r, kind: r.step }),
      }),
    )
    .catch((error: Error) => ({ error: error.message }));
  const seatRush = sleep(Math.max(0, faultAtMs - 6000))
    .then(() =>
      runReservedRush({
        baseUrl,
        ...admin,
        shoppers: 6,
        seats: 3,
        prepareConnections: 3,
        keep: true,
        onRequest: (r) => seen.push({ source: 'seats', ...r, kind: r.step }),
      }),
    )
    .catch((error: Error) => ({ error: error.message }));
  const stopRetrying = new AbortController();
  const alongside = (options.alongside?.((request) => seen.push(request)) ?? Promise.resolve()).catch(
    (error: Error) => ({ error: error.message }),
  );
  const retrying = retryingShoppers({
    baseUrl,
    shoppers: 2,
    until: stopRetrying.signal,
    onRequest: (r) => seen.push({ source: 'retrying', ...r }),
  });

  await (options.strikeWhen ? options.strikeWhen(seen) : sleep(faultAtMs));
  const faultAt = Date.now();
  const loadAtFault = os.loadavg()[0] ?? 0;
  log(`fault: ${options.fault.target} (load average ${loadAtFault.toFixed(1)})`);
  await options.fault.inject();
  await sleep(options.downMs ?? 5000);
  const restartAt = Date.now();
  if (options.fault.restart) {
    log(`restarting ${options.fault.target}`);
    await options.fault.restart();
  }
  const readyAt = Date.now();
  await options.fault.servedAgain();
  const servedAt = Date.now();
  log(`${options.fault.target} serves again ${((servedAt - restartAt) / 1000).toFixed(1)} s after the restart`);
  await sleep(options.steadyMs ?? 20_000);
  stopLoad.abort();
  stopRetrying.abort();
  const [loadSummary, countReport, seatReport, retried, alongsideResult] = await Promise.all([
    load,
    countRush,
    seatRush,
    retrying,
    alongside,
  ]);
  if (alongsideResult && typeof alongsideResult === 'object' && 'error' in alongsideResult)
    log(`alongside: ${alongsideResult.error}`);
  const endAt = Date.now();
  log(`load ${loadSummary.requests} requests; checking invariants`);

  const invariants = await checkInvariants({
    databaseUrl: faults.databaseUrl,
    mailboxDir: faults.mailboxDir,
    since,
    countRush:
      'variantId' in countReport
        ? { variantId: countReport.variantId, seats: countReport.seats, since: countRushSince }
        : undefined,
  });

  const during = seen.filter((r) => r.endedAt >= faultAt && r.startedAt <= servedAt);
  const seconds = (at: number) => Math.round((at - start) / 100) / 10;
  const failed = seen
    .filter((r) => r.failed)
    .slice(0, 40)
    .map(
      (r) =>
        `${seconds(r.startedAt)}–${seconds(r.endedAt)} s ${r.source} ${r.method} ${r.kind}: ${r.status ?? 'no answer'}`,
    );
  const rushSummary = (r: typeof countReport | typeof seatReport) =>
    'error' in r ? { error: r.error } : { seats: r.seats, sold: r.sold, placed: r.placed, problems: r.problems };
  const report: CaseReport = {
    name: options.name,
    target: options.fault.target,
    timeline: {
      faultAt: seconds(faultAt),
      restartAt: seconds(restartAt),
      readyAt: seconds(readyAt),
      servedAt: seconds(servedAt),
      endAt: seconds(endAt),
    },
    loadAverage: { atFault: Math.round(loadAtFault * 10) / 10, atEnd: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 },
    recoverySeconds: Math.round((servedAt - restartAt) / 100) / 10,
    readySeconds: Math.round((readyAt - restartAt) / 100) / 10,
    servedAfterReadySeconds: Math.round((servedAt - readyAt) / 100) / 10,
    duringFault: { requests: during.length, failures: failuresOf(during) },
    inFlightAtFault: {
      payments: seen.filter(
        (r) =>
          (r.source === 'rush' || r.source === 'seats') &&
          r.kind === 'pay' &&
          r.startedAt <= faultAt &&
          r.endedAt >= faultAt,
      ).length,
      webhooks: seen.filter(
        (r) => r.source === 'stripe' && r.method === 'POST' && r.startedAt <= faultAt && r.endedAt >= faultAt,
      ).length,
    },
    failed,
    whole: {
      requests: seen.length,
      failures: failuresOf(seen),
      getFailures: seen.filter((r) => r.failed && r.method === 'GET').length,
      postFailures: seen.filter((r) => r.failed && r.method !== 'GET').length,
    },
    failedAfterRecovery: seen.filter((r) => r.failed && r.startedAt > servedAt + 5000).length,
    load: {
      lostLines: loadSummary.lostLines,
      cartsChecked: loadSummary.cartsChecked,
      refusedAdds: loadSummary.refusedAdds,
      fiveXX: loadSummary.fiveXX,
      servedBy: loadSummary.servedBy,
    },
    countRush: rushSummary(countReport),
    seatRush: rushSummary(seatReport),
    retrying: retried,
    invariants,
  };
  fs.writeFileSync(path.join(faults.resultsDir, `${options.name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  log(JSON.stringify({ ...report, invariants: { ...invariants } }));
  return report;
}
