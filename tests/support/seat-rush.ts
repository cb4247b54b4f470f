import { type RushReport, runRush } from '../../scripts/rush.mjs';
import { expect } from './fixtures';

/**
 * The on-sale rush as a test (ADR 021): 60 shoppers for 5 seats, brought to the delivery
 * step 12 at a time, then let into the payment step all 60 together. The bar is the seats,
 * never a time: 5 paid orders, every other shopper refused for insufficient stock, no 5xx,
 * no lost cart. Used by the embedded and the production-profile suites.
 */
export async function rushForFiveSeats(baseUrl: string): Promise<RushReport> {
  const report = await runRush({
    baseUrl,
    adminApiUrl: process.env.E2E_ADMIN_API_URL ?? '',
    adminPassword: process.env.E2E_ADMIN_PASSWORD ?? 'superadmin',
    shoppers: 60,
    seats: 5,
    connections: 60,
    // Filling 60 carts is not what is tested; 12 at a time keeps a loaded CI machine within
    // the storefront's Vendure timeout. The release at payment is all 60 together.
    prepareConnections: 12,
    releaseAt: 'payment',
    log: (line) => console.log(`[rush] ${line}`),
  });
  console.log(`[rush] ${JSON.stringify({ ...report, samples: report.samples.slice(0, 5) })}`);
  const why = report.samples.join('\n');
  expect(report.problems, why).toEqual([]);
  expect(report.sold).toBe(5);
  expect(report.placed).toBe(5);
  expect(report.outcomes, why).toEqual({ placed: 5, stock: 55 });
  expect(report.saleableAfter).toBe(0);
  return report;
}
