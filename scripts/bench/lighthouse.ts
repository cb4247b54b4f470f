/** Lighthouse (performance, accessibility, best practices, SEO; mobile and desktop) per page. */
import { CHROMIUM } from './config.ts';

/** One Lighthouse run's scores (0–100) by category, and what explains them. */
export interface LighthouseScores {
  performance?: number;
  accessibility?: number;
  'best-practices'?: number;
  seo?: number;
  /** The audits that cost points outside performance. */
  failing: string[];
  /** Their findings, by audit. */
  findings: Record<string, unknown>;
  /** The timings behind the performance score (ms; CLS unitless). */
  metrics: Record<string, number>;
  /** Every mobile run's performance score, when a page is run more than once. */
  runs?: number[];
}

/** Lighthouse's performance timings kept in the report next to the scores. */
const PERFORMANCE_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** `mobileRuns`: pages whose mobile score is taken more than once (by name: runs); the first run is the one shown. */
export async function lighthouseScores(
  storefrontUrl: string,
  pages: Record<string, string>,
  mobileRuns: Record<string, number> = {},
): Promise<Record<string, Record<string, LighthouseScores>>> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: Record<string, Record<string, LighthouseScores>> = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const byPreset: Record<string, LighthouseScores> = {};
      results[name] = byPreset;
      for (const [preset, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ] as const) {
        const runs = preset === 'mobile' ? (mobileRuns[name] ?? 1) : 1;
        for (let run = 0; run < runs; run++) {
          const runnerResult = await lighthouse(
            `${storefrontUrl}${pagePath}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            config,
          );
          const lhr = runnerResult?.lhr;
          const categories = lhr?.categories ?? {};
          const scores: LighthouseScores = {
            ...Object.fromEntries(
              Object.entries(categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
            ),
            failing: [],
            findings: {},
            metrics: {},
          };
          // What cost points outside performance (whose audits are timings): the audits that
          // count towards a category's score and did not pass, so a drop can be explained.
          scores.failing = Object.entries(categories)
            .filter(([key]) => key !== 'performance')
            .flatMap(([, category]) => category.auditRefs)
            .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          // Their findings (console messages, DevTools issues, …) go into the JSON report.
          scores.findings = Object.fromEntries(
            scores.failing.map((id) => {
              const details = lhr?.audits[id]?.details;
              return [id, details && 'items' in details ? details.items : []];
            }),
          );
          // The timings behind the performance score (ms; CLS unitless), so that a low score
          // shows whether it was the page's paint or the machine's CPU (blocking time).
          scores.metrics = Object.fromEntries(
            PERFORMANCE_METRICS.map((id) => [
              id,
              Math.round((lhr?.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000,
            ]),
          );
          if (run === 0) byPreset[preset] = scores;
          const shown = byPreset[preset];
          if (runs > 1 && shown && scores.performance !== undefined) {
            shown.runs ??= [];
            shown.runs.push(scores.performance);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
