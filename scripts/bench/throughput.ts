/**
 * SSR throughput and latency per page at each connection count, beside the floor (the same
 * Shop API requests the page made, sent straight to Vendure), the Vendure round trips per
 * page and the read cache's hits, counted by the loopback proxy between them.
 */
// @ts-expect-error autocannon ships no types of its own; the one call the bench makes is typed below
import autocannonUntyped from 'autocannon';
import { LIVE_OPERATIONS, operationOf, type RecordedCall } from '../counting-proxy.ts';
import { COMMERCE_PORT, CONNECTIONS, DURATION } from './config.ts';

/** What the bench reads of an autocannon run's result. */
export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One run's figures as the report keeps them. */
export interface RunFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The read cache's hits during a run (see `cacheHits`). */
export interface CacheHits {
  share: number | null;
  vendureCallsPerRender: number | null;
  liveCallsPerRender: number | null;
}

/** One page's figures, by connection count. */
export interface PageFigures {
  path: string;
  vendureCalls: string[];
  ssr: Record<number, RunFigures>;
  floor: Record<number, RunFigures>;
  ratio: Record<number, number | null>;
  floorMultiple: Record<number, number | null>;
  cacheHits: Record<number, CacheHits>;
}

/** autocannon's one call the bench makes. */
const autocannon = autocannonUntyped as (
  options: Record<string, unknown>,
  done: (error: unknown, result: LoadResult) => void,
) => unknown;

/** One autocannon run of DURATION seconds (autocannon's options: url, connections, method, headers, body, requests, amount). */
export function run(options: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result: LoadResult): RunFigures => ({
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
function cacheHits(renders: number, recorded: RecordedCall[], cacheable: number): CacheHits {
  const reached = recorded.map(operationOf);
  const live = reached.filter((op) => LIVE_OPERATIONS.has(op)).length;
  const missed = reached.length - live;
  return {
    share: cacheable && renders ? Number(Math.max(0, 1 - missed / (renders * cacheable)).toFixed(3)) : null,
    vendureCallsPerRender: renders ? Number((reached.length / renders).toFixed(2)) : null,
    liveCallsPerRender: renders ? Number((live / renders).toFixed(2)) : null,
  };
}

/** Every page's figures, by name (`pages`: name → path), measured through `proxy` (the counting proxy). */
export async function measurePages(
  storefrontUrl: string,
  pages: Record<string, string>,
  proxy: { recorded: RecordedCall[] },
): Promise<Record<string, PageFigures>> {
  const results: Record<string, PageFigures> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    // One render, to record what it asks of Vendure.
    proxy.recorded.length = 0;
    const first = await fetch(`${storefrontUrl}${pagePath}`);
    if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);
    await first.text();
    const calls = [...proxy.recorded];
    const entry: PageFigures = {
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
      const result = await run({ url: `${storefrontUrl}${pagePath}`, connections });
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
      const ssr = summary(result);
      const floor = entry.floor[connections] as RunFigures;
      const floorPerPage = floor.p50 * Math.max(calls.length, 1);
      entry.ratio[connections] = floorPerPage ? Number((ssr.p50 / floorPerPage).toFixed(1)) : null;
      // The floor in pages per second: Vendure alone answering all of one render's calls.
      const floorPages = floor.requestsPerSecond / Math.max(calls.length, 1);
      entry.floorMultiple[connections] = floorPages ? Number((ssr.requestsPerSecond / floorPages).toFixed(1)) : null;
    }
    results[name] = entry;
  }

  return results;
}
