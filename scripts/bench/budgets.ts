import { type BudgetRow, seatBudgetStatuses } from '../bench-seats.ts';
import type { BenchReport } from './report.ts';

/**
 * The first-load budgets of docs/performance.md, with their status in this run. The
 * bench reports them and never fails on them (ADR 020); the docs copy the statuses.
 */
export const FIRST_LOAD_BUDGETS = {
  catalogJsGzipBytes: 125_000,
  paymentStepJsGzipBytes: 190_000,
  lighthouseMobilePerformance: 95,
};
const CATALOG_PAGES = ['home', 'play', 'category', 'product', 'search'];

function budgetStatuses(report: BenchReport): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const bytes = (measured: number, budget: number) => (measured <= budget ? 'met' : `over by ${measured - budget}`);
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

/** The first-load budgets and the seat budgets (bench-seats.ts): rows of measure, limit, this run, status. */
export const allBudgetStatuses = (report: BenchReport): BudgetRow[] => [
  ...budgetStatuses(report),
  ...seatBudgetStatuses({
    seats: report.seats,
    firstLoad: report.firstLoad,
    lighthouse: report.lighthouse,
    catalogPages: CATALOG_PAGES,
  }),
];
