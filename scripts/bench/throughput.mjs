/**
 * SSR throughput and latency per page at each connection count, beside the floor (the same
 * Shop API requests the page made, sent straight to Vendure), the Vendure round trips per
 * page and the read cache's hits, counted by the loopback proxy between them.
 */
import autocannon from 'autocannon';
import { LIVE_OPERATIONS, operationOf } from '../counting-proxy.ts';
import { COMMERCE_PORT, CONNECTIONS, DURATION } from './config.mjs';

/** One autocannon run of DURATION seconds. */
export function run(options) {
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
 * Every page's figures, by name (`pages`: name → path), measured through `proxy` (the counting proxy).
 * @param {string} storefrontUrl
 * @param {Record<string, string>} pages
 * @param {{ recorded: Array<{ method: string, path: string, headers: Record<string, unknown>, body?: string }> }} proxy
 */
export async function measurePages(storefrontUrl, pages, proxy) {
  const results = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    // One render, to record what it asks of Vendure.
    proxy.recorded.length = 0;
    const first = await fetch(`${storefrontUrl}${pagePath}`);
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
      const floorPerPage = entry.floor[connections].p50 * Math.max(calls.length, 1);
      entry.ratio[connections] = floorPerPage ? Number((entry.ssr[connections].p50 / floorPerPage).toFixed(1)) : null;
      // The floor in pages per second: Vendure alone answering all of one render's calls.
      const floorPages = entry.floor[connections].requestsPerSecond / Math.max(calls.length, 1);
      entry.floorMultiple[connections] = floorPages
        ? Number((entry.ssr[connections].requestsPerSecond / floorPages).toFixed(1))
        : null;
    }
    results[name] = entry;
  }

  return results;
}
