/** The bench's report: its markdown, and both files written under bench/reports/. */
import fs from 'node:fs';
import path from 'node:path';
import type { SeatFigures } from '../bench-seats.ts';
import { allBudgetStatuses } from './budgets.ts';
import { CONNECTIONS, DURATION } from './config.ts';
import type { FirstLoad } from './first-load.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { PageFigures } from './throughput.ts';

/** What one bench run measured: the JSON report, and what its Markdown is made from. */
export interface BenchReport {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  durationSeconds: number;
  pages: Record<string, PageFigures>;
  seats?: SeatFigures;
  firstLoad: Record<string, FirstLoad>;
  /** By page, then preset (mobile, desktop); null when skipped (BENCH_LIGHTHOUSE=0). */
  lighthouse: Record<string, Record<string, LighthouseScores>> | null;
  budgets?: Array<{ measure: string; limit: string; measured: unknown; status: string }>;
}

export function markdown(report: BenchReport): string {
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
      const hits = page.cacheHits[c];
      if (!ssr || !floor || !hits) continue;
      const home = report.pages.home?.ssr[c]?.requestsPerSecond;
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
          `| ${name} | ${preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(s.metrics['largest-contentful-paint'] ?? Number.NaN)} | ${Math.round(s.metrics['total-blocking-time'] ?? Number.NaN)} | ${s.failing.join(', ') || '–'} |`,
        );
      }
    }
  } else {
    lines.push('', 'Lighthouse: skipped (BENCH_LIGHTHOUSE=0).');
  }
  lines.push('', '| budget | limit | this run | status |', '|---|---|---|---|');
  for (const row of allBudgetStatuses(report)) lines.push(`| ${row.join(' | ')} |`);
  if (report.seats && report.seats.error === undefined) {
    const { states, selectShown, selectShownStress } = report.seats;
    const one = states.atVendure[1];
    const sixteen = states.atVendure[16];
    lines.push(
      '',
      `Seats: performance ${report.seats.performanceId}, ${report.seats.capacity} seats, ${report.seats.taken} taken by others.`,
      `Seat state: one refresh through the storefront made ${states.roundTrips.length} Vendure call(s) (${states.roundTrips.join(', ')}); at Vendure, 1 connection: ${one?.requestsPerSecond} req/s, p50 ${one?.p50} ms, p99 ${one?.p99} ms; 16 connections: ${sixteen?.requestsPerSecond} req/s, p50 ${sixteen?.p50} ms, p99 ${sixteen?.p99} ms.`,
      ...[selectShown, selectShownStress].map(
        (run) =>
          `Select → shown as yours, ${run.shoppers} shoppers at once, ${run.pauseMs ? `about ${run.pauseMs} ms between clicks` : 'clicking without pause'}: ${run.samples} samples, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms, never shown ${run.notShown}, 5xx ${run.fiveXX}.`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Writes bench/reports/<timestamp>.json and .md and answers the markdown and where they went. */
export function writeReport(report: BenchReport): { text: string; written: string } {
  const dir = path.join('bench', 'reports');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const text = markdown(report);
  fs.writeFileSync(path.join(dir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${stamp}.md`), text);
  return { text, written: `${dir}/${stamp}.{json,md}` };
}
