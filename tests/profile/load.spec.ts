import { runLoad } from '../../scripts/load-test.ts';
import { expect, test } from '../support/fixtures';

/**
 * A bounded mixed load through the proxy, over both storefront instances and both
 * Vendure servers: pages in every language and shoppers who add to their carts and
 * read them back. No figure here is a time; the bar is zero 5xx, zero network errors,
 * zero failed server functions and no lost cart line. bench/reports/history.md records the throughput it reached.
 */
test('20,000 mixed requests at 64 connections: no 5xx, no lost cart line, both instances serving', async ({
  baseURL,
}) => {
  test.setTimeout(30 * 60_000);
  const summary = await runLoad({
    baseUrl: baseURL ?? '',
    requests: Number(process.env.PROFILE_LOAD_REQUESTS ?? 20_000),
    connections: Number(process.env.PROFILE_LOAD_CONNECTIONS ?? 64),
    log: (line) => console.log(`[load] ${line}`),
  });
  console.log(`[load] ${JSON.stringify({ ...summary, samples: summary.samples.slice(0, 5) })}`);
  expect(summary.fiveXX, summary.samples.join('\n')).toBe(0);
  expect(summary.errors, summary.samples.join('\n')).toBe(0);
  expect(summary.fnErrors, summary.samples.join('\n')).toBe(0);
  expect(summary.cartsUnread, summary.samples.join('\n')).toBe(0);
  expect(summary.lostLines, summary.samples.join('\n')).toBe(0);
  expect(summary.cartsChecked).toBeGreaterThan(0);
  const instances = (process.env.PROFILE_STOREFRONTS ?? '').split(' ').map((url) => new URL(url).host);
  expect(Object.keys(summary.servedBy).sort()).toEqual(instances.sort());
});
