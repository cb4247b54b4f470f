/**
 * The seat budgets of `npm run bench` (issue 26; docs/performance.md), measured on a seeded
 * 250-seat reserved performance with about half its seats taken:
 *
 * - seat state: Vendure round trips per refresh (the storefront's `getSeatStates`, counted by
 *   the bench's proxy) and `performanceSeatStates` timed straight at Vendure's Shop API;
 * - select a seat → shown as yours: 16 shoppers at once with their maps open, each
 *   `selectSeats` through the storefront's server functions until the answer's order holds
 *   the seat (the page draws it as theirs from that answer), at a person's pace and, as a
 *   stress case beside it, without pauses;
 * - the seat page in a browser: the 250-seat map's render under Lighthouse's mobile CPU
 *   throttling (4×), timed from the "Map" view button to the frame after the last seat.
 *
 * Measured, never asserted (ADR 020): the statuses are reported, nothing fails on a figure.
 */
import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import type { Browser } from '@playwright/test';
import type { RunFigures } from './bench/throughput.ts';
import type { RecordedCall } from './counting-proxy.ts';
import { adminClient, percentile } from './rush.ts';
import { CookieJar, SHOPPER_FN, serverFnCaller } from './shopper-client.ts';

/** A row of the bench's budget table: measure, limit, this run, status. */
export type BudgetRow = [string, string, unknown, string];

/** Seat state's figures (`measureSeatStates`). */
export interface SeatStates {
  takenSeats: number | null;
  roundTrips: string[];
  /** By connection count (1, 16). */
  atVendure: Record<number, RunFigures>;
}

/** Select a seat → shown as yours (`measureSelectShown`). */
export interface SelectShown {
  shoppers: number;
  pauseMs: number;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  notShown: number;
  problems: string[];
  fiveXX: number;
}

/** The seat map's render (`measureMapRender`), or why it was not measured. */
export type MapRender =
  | { cpuSlowdown: number; medianMs: number; runsMs: number[]; error?: undefined }
  | { error: string };

/** The seat budgets' measurements of one bench run, or why they were not taken (`mapRender` is added by the browser's part). */
export type SeatFigures =
  | {
      error?: undefined;
      performanceId: string;
      capacity: number;
      taken: number;
      states: SeatStates;
      selectShown: SelectShown;
      selectShownStress: SelectShown;
      mapRender?: MapRender;
    }
  | { error: string; performanceId?: undefined; capacity?: undefined; mapRender?: undefined };

/** What the seat budgets read of a run's seat figures (`SeatFigures`, or a test's). */
type SeatBudgetFigures =
  | { error: string }
  | {
      error?: undefined;
      states: { roundTrips: string[]; atVendure: Record<number, { p50: number }> };
      selectShown: Pick<SelectShown, 'shoppers' | 'pauseMs' | 'p95' | 'notShown'>;
      mapRender?: MapRender;
    };

/** Issue 26's budgets. 30 KB is counted as the catalog budget is, in thousands of bytes. */
export const SEAT_BUDGETS = {
  seatStateRoundTrips: 1,
  seatStateVendureP50Ms: 20,
  selectShownP95Ms: 300,
  seatPageJsOverCatalogGzipBytes: 30_000,
  seatPageLighthouseMobile: 95,
  seatPageLighthouseRuns: 3,
  mapRenderMs: 100,
};

/** Lighthouse's mobile preset slows the CPU down this many times (its `cpuSlowdownMultiplier`). */
export const LIGHTHOUSE_MOBILE_CPU_SLOWDOWN = 4;

const FN = { states: SHOPPER_FN.seatStates, select: SHOPPER_FN.selectSeats, release: SHOPPER_FN.releaseSeats };
const STATES_QUERY = `query ($id: ID!) { performanceSeatStates(performanceId: $id) { performanceId taken { key state mine } holdExpiresAt } }`;

/** A Shop API client keeping one session (bearer token), as one shopper. */
function shopSession(shopApiUrl: string, channelToken: string) {
  let token: string | undefined;
  return async (query: string, variables: Record<string, unknown> = {}): Promise<any> => {
    const response = await fetch(shopApiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'vendure-token': channelToken,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const { data, errors } = await response.json();
    if (errors?.length) throw new Error(errors.map((e: { message: string }) => e.message).join('; '));
    return data;
  };
}

/** The plan's seats a shopper may choose by hand for themselves (wheelchair spaces and companions are left be). */
export function ordinarySeats(plan: SeatPlan): string[] {
  const keys: string[] = [];
  for (const area of plan.areas) {
    if (area.kind !== 'reserved') continue;
    for (const row of area.rows)
      for (const seat of row.seats) if (!seat.wheelchair && !seat.companionOf) keys.push(seat.key);
  }
  return keys;
}

/** Every other ordinary seat, up to half the plan's seats: about half the hall taken, spread over every row. */
export function halfTheHall(plan: SeatPlan): string[] {
  const all = plan.areas.reduce(
    (n, area) => n + (area.kind === 'reserved' ? area.rows.reduce((m, row) => m + row.seats.length, 0) : 0),
    0,
  );
  return ordinarySeats(plan)
    .filter((_, i) => i % 2 === 0)
    .slice(0, Math.round(all / 2));
}

/**
 * A seeded reserved performance on the largest plan (the Main Stage's 250 seats), on sale,
 * with about half its seats held by other shoppers (ten per order, the most one order holds).
 */
export async function prepareSeatPerformance({
  adminApiUrl,
  shopApiUrl,
  adminPassword = 'superadmin',
  channelToken,
}: {
  adminApiUrl: string;
  shopApiUrl: string;
  adminPassword?: string;
  channelToken: string;
}): Promise<{ performanceId: string; capacity: number; taken: number; free: string[] }> {
  const admin = await adminClient(adminApiUrl, adminPassword);
  const { performances } = await admin(
    `query { performances(options: { take: 200, sort: { startsAt: ASC } }) { items { id startsAt cancelled seatPlanVersion } } }`,
  );
  const onSale: Array<{ id: string }> = performances.items.filter(
    (p: { seatPlanVersion: unknown; cancelled: boolean; startsAt: string }) =>
      p.seatPlanVersion != null && !p.cancelled && new Date(p.startsAt).getTime() > Date.now() + 86_400_000,
  );
  const anonymous = shopSession(shopApiUrl, channelToken);
  let chosen: { id: string; plan: SeatPlan; seats: number } | undefined;
  for (const performance of onSale) {
    const { performanceSeating } = await anonymous(
      `query ($id: ID!) { performanceSeating(performanceId: $id) { plan states { taken { key } } } }`,
      { id: performance.id },
    );
    if (!performanceSeating || performanceSeating.states.taken.length) continue;
    const seats = ordinarySeats(performanceSeating.plan).length;
    if (!chosen || seats > chosen.seats) chosen = { id: performance.id, plan: performanceSeating.plan, seats };
  }
  if (!chosen) throw new Error('no seeded reserved performance on sale');
  const taken = halfTheHall(chosen.plan);
  for (let i = 0; i < taken.length; i += 10) {
    const { selectSeats } = await shopSession(shopApiUrl, channelToken)(
      `mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) { __typename ... on SeatsUnavailable { reason } } }`,
      { id: chosen.id, keys: taken.slice(i, i + 10) },
    );
    if (selectSeats.__typename !== 'Order') throw new Error(`taking seats for the bench: ${selectSeats.reason}`);
  }
  const free = ordinarySeats(chosen.plan).filter((key) => !taken.includes(key));
  const capacity = chosen.plan.areas.reduce(
    (n, area) => n + (area.kind === 'reserved' ? area.rows.reduce((m, row) => m + row.seats.length, 0) : 0),
    0,
  );
  return { performanceId: chosen.id, capacity, taken: taken.length, free };
}

/**
 * Seat state: how many Vendure calls one refresh through the storefront makes (counted by the
 * bench's proxy), and `performanceSeatStates` timed at Vendure with autocannon (`run`).
 */
export async function measureSeatStates({
  storefrontUrl,
  shopApiUrl,
  channelToken,
  performanceId,
  proxy,
  operationOf,
  run,
}: {
  storefrontUrl: string;
  shopApiUrl: string;
  channelToken: string;
  performanceId: string;
  proxy: { recorded: RecordedCall[] };
  operationOf: (call: RecordedCall) => string;
  run: (options: Record<string, unknown>) => Promise<{
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }>;
}): Promise<SeatStates> {
  const latencies: Record<string, number[]> = {};
  const counts = { requests: 0, fiveXX: 0, fnErrors: 0, networkErrors: 0 };
  const { get } = serverFnCaller({ origin: new URL(storefrontUrl).origin, timeoutMs: 30_000, latencies, counts });
  proxy.recorded.length = 0;
  const states = await get('states', new CookieJar(), FN.states, 'en', { performanceId });
  const roundTrips = proxy.recorded.map(operationOf);
  const body = JSON.stringify({ query: STATES_QUERY, variables: { id: performanceId } });
  const request = {
    url: shopApiUrl,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'vendure-token': channelToken },
    body,
  };
  const atVendure: Record<number, RunFigures> = {};
  for (const connections of [1, 16]) {
    const result = await run({ ...request, connections, amount: connections === 1 ? 300 : 1600 });
    atVendure[connections] = {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  }
  return { takenSeats: states?.taken?.length ?? null, roundTrips, atVendure };
}

/**
 * Select a seat → shown as yours, as the seat page does it (use-seat-choice.ts): the
 * `selectSeats` answer is the order holding the seat, and the page draws the seat as the
 * shopper's from it, so the time is the click's request until an answer whose order holds
 * that seat. Each shopper keeps the map open (a `getSeatStates` refresh every two seconds,
 * as the page does) and acts at `pauseMs` between clicks: choose a seat, pause, give it
 * back, pause. `pauseMs` 0 is the stress case (every shopper clicking without pause);
 * a person looking at the map before the next click is the budget's case (ADR 059).
 */
export async function measureSelectShown({
  storefrontUrl,
  performanceId,
  free,
  shoppers = 16,
  rounds = 10,
  pauseMs = 1_000,
  refreshMs = 2_000,
}: {
  storefrontUrl: string;
  performanceId: string;
  free: string[];
  shoppers?: number;
  rounds?: number;
  pauseMs?: number;
  refreshMs?: number;
}): Promise<SelectShown> {
  const latencies: Record<string, number[]> = {};
  const counts = { requests: 0, fiveXX: 0, fnErrors: 0, networkErrors: 0 };
  const { post, get } = serverFnCaller({ origin: new URL(storefrontUrl).origin, timeoutMs: 30_000, latencies, counts });
  const shown: number[] = [];
  const notShown: string[] = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
  await Promise.all(
    Array.from({ length: shoppers }, async (_, s) => {
      const jar = new CookieJar();
      const own = free.filter((_, i) => i % shoppers === s);
      let open = true;
      const refreshing = (async () => {
        while (open) {
          await new Promise((resolve) => setTimeout(resolve, refreshMs));
          if (open) await get('states', jar, FN.states, 'en', { performanceId }).catch(() => {});
        }
      })();
      for (let r = 0; r < rounds && own.length; r++) {
        const key = own[r % own.length] as string;
        const started = performance.now();
        try {
          const chosen = await post('select', jar, FN.select, 'en', { performanceId, seatKeys: [key] });
          const held = chosen?.kind === 'order' ? chosen.order?.detail?.seats : undefined;
          if (
            held?.some(
              (seat: { key: string; performanceId: unknown }) =>
                seat.key === key && String(seat.performanceId) === String(performanceId),
            )
          )
            shown.push(performance.now() - started);
          else notShown.push(`${key}: ${chosen?.kind === 'refused' ? chosen.reason : (chosen?.kind ?? 'no answer')}`);
          if (pauseMs) await pause();
          if (chosen?.kind === 'order')
            await post('release', jar, FN.release, 'en', { performanceId, seatKeys: [key] });
          if (pauseMs) await pause();
        } catch (error) {
          notShown.push(`${key}: ${(error as Error).message}`);
        }
      }
      open = false;
      await refreshing;
    }),
  );
  return {
    shoppers,
    pauseMs,
    samples: shown.length,
    p50: percentile(shown, 50),
    p95: percentile(shown, 95),
    p99: percentile(shown, 99),
    notShown: notShown.length,
    problems: notShown.slice(0, 5),
    fiveXX: counts.fiveXX,
  };
}

/**
 * The seat map's render in Chromium under Lighthouse's mobile CPU throttling: on the loaded seat
 * page, the list view is chosen, then the map view; timed from that click to the frame after
 * the map holds all `expectedSeats` seats. `runs` times; the median and every run are kept.
 */
export async function measureMapRender(
  browser: Browser,
  url: string,
  {
    expectedSeats,
    mapLabel,
    listLabel,
    runs = 5,
  }: { expectedSeats: number; mapLabel: string; listLabel: string; runs?: number },
): Promise<MapRender> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) return { error: `the seat page answered ${response?.status()}` };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: LIGHTHOUSE_MOBILE_CPU_SLOWDOWN });
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.getByRole('button', { name: listLabel, exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-seat]').length === 0);
      times.push(
        await page.evaluate(
          ({ label, expected }) =>
            new Promise<number>((resolve, reject) => {
              const button = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find(
                (b) => b.textContent?.trim() === label,
              );
              if (!button) return reject(new Error(`no "${label}" button`));
              const started = performance.now();
              const done = () =>
                requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
              const observer = new MutationObserver(() => {
                if (document.querySelectorAll('[data-seat]').length < expected) return;
                observer.disconnect();
                done();
              });
              observer.observe(document.body, { childList: true, subtree: true });
              button.click();
            }),
          { label: mapLabel, expected: expectedSeats },
        ),
      );
    }
    return {
      cpuSlowdown: LIGHTHOUSE_MOBILE_CPU_SLOWDOWN,
      medianMs: percentile(times, 50),
      runsMs: times.map(Math.round),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await context.close();
  }
}

/** The seat budgets' rows for the bench's budget table: [measure, limit, this run, status]. */
export function seatBudgetStatuses({
  seats,
  firstLoad,
  lighthouse,
  catalogPages,
  seatPage = 'seats',
}: {
  seats?: SeatBudgetFigures;
  firstLoad: Record<string, { jsGzipBytes: number }>;
  lighthouse: Record<string, Record<string, { runs?: number[] }>> | null;
  catalogPages: string[];
  seatPage?: string;
}): BudgetRow[] {
  const b = SEAT_BUDGETS;
  const rows: BudgetRow[] = [];
  const at = (ok: boolean) => (ok ? 'met' : 'not met');
  if (!seats) return [['seat budgets', '–', 'not measured', 'not measured']];
  if (seats.error !== undefined) return [['seat budgets', '–', seats.error, 'not measured']];
  const trips = seats.states.roundTrips.length;
  rows.push([
    'seat state: Vendure round trips per refresh',
    `= ${b.seatStateRoundTrips}`,
    trips,
    at(trips === b.seatStateRoundTrips),
  ]);
  const p50 = seats.states.atVendure[1]?.p50;
  rows.push([
    'seat state at Vendure (250 seats, ~half taken), p50 ms',
    `≤ ${b.seatStateVendureP50Ms}`,
    p50,
    at(p50 !== undefined && p50 <= b.seatStateVendureP50Ms),
  ]);
  const shown = seats.selectShown;
  rows.push([
    `select a seat → shown as yours, ${shown.shoppers} at once (about ${shown.pauseMs} ms between clicks), p95 ms`,
    `≤ ${b.selectShownP95Ms}`,
    shown.notShown ? `${shown.p95} (${shown.notShown} never shown)` : shown.p95,
    at(shown.p95 <= b.selectShownP95Ms && !shown.notShown),
  ]);
  const seatJs = firstLoad[seatPage]?.jsGzipBytes;
  const catalog = catalogPages.map((name) => firstLoad[name]?.jsGzipBytes).filter((n): n is number => n !== undefined);
  if (seatJs === undefined || !catalog.length) {
    rows.push([
      'seat page first-load JS over the heaviest catalog page',
      `≤ +${b.seatPageJsOverCatalogGzipBytes}`,
      'not measured',
      'not measured',
    ]);
  } else {
    const over = seatJs - Math.max(...catalog);
    rows.push([
      'seat page first-load JS over the heaviest catalog page',
      `≤ +${b.seatPageJsOverCatalogGzipBytes}`,
      `${over >= 0 ? '+' : ''}${over} (${seatJs})`,
      at(over <= b.seatPageJsOverCatalogGzipBytes),
    ]);
  }
  const scores = lighthouse?.[seatPage]?.mobile?.runs;
  if (!scores) {
    rows.push([
      `Lighthouse mobile performance, seat page, ${b.seatPageLighthouseRuns} runs`,
      `≥ ${b.seatPageLighthouseMobile} each`,
      'not measured',
      'not measured',
    ]);
  } else {
    rows.push([
      `Lighthouse mobile performance, seat page, ${scores.length} runs`,
      `≥ ${b.seatPageLighthouseMobile} each`,
      scores.join(', '),
      at(scores.length >= b.seatPageLighthouseRuns && scores.every((s) => s >= b.seatPageLighthouseMobile)),
    ]);
  }
  const render = seats.mapRender;
  if (!render || render.error !== undefined) {
    rows.push([
      `250-seat map render at ${LIGHTHOUSE_MOBILE_CPU_SLOWDOWN}× CPU slowdown, ms`,
      `≤ ${b.mapRenderMs}`,
      render?.error ?? 'not measured',
      'not measured',
    ]);
  } else {
    rows.push([
      `250-seat map render at ${render.cpuSlowdown}× CPU slowdown, median ms`,
      `≤ ${b.mapRenderMs}`,
      `${render.medianMs} (${render.runsMs.join(', ')})`,
      at(render.medianMs <= b.mapRenderMs),
    ]);
  }
  return rows;
}
