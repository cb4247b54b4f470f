import type { CaseReport } from './fault-case';
import { expect } from './fault-profile';
import { violations } from './invariants';

/**
 * Recovery is measured and reported (docs/reliability.md); only a part that takes longer
 * than this from ready to serving again fails a case. Its own start (Vendure's bootstrap,
 * which takes seconds on a quiet machine and a minute on a saturated one) is reported,
 * and bounded only by the profile's start timeout.
 */
export const RECOVERY_BOUND_SECONDS = 30;

/**
 * What every case must keep: the invariants (strictly), no lost cart line, every failed
 * add followed by a try that succeeds, no duplicate, nothing failing once the part
 * serves again, no 500 at all, and recovery within the generous bound. `getsMayFail: false` adds the
 * budget for one of two instances dying: no GET through Caddy fails at all.
 */
export function expectCaseHeld(report: CaseReport, { getsMayFail }: { getsMayFail: boolean }) {
  const { invariants } = report;
  expect(violations(invariants), violations(invariants)).toBe('');
  expect(invariants.paidOrders, 'the rushes sold nothing: the case tested no payment').toBeGreaterThan(0);
  expect(report.load.lostLines).toBe(0);
  expect(report.retrying.duplicates).toEqual([]);
  expect(report.retrying.lost).toEqual([]);
  expect(report.retrying.neverSucceeded).toBe(0);
  expect(report.failedAfterRecovery, JSON.stringify(report.whole.failures)).toBe(0);
  // A request may fail during a fault, cleanly: a refusal, a 502 or the branded 503, never a 500.
  const internalErrors = Object.entries(report.whole.failures).filter(([, byStatus]) => '500' in byStatus);
  expect(internalErrors, JSON.stringify(report.failed)).toEqual([]);
  if (!getsMayFail) expect(report.whole.getFailures, JSON.stringify(report.whole.failures)).toBe(0);
  expect(report.servedAfterReadySeconds).toBeLessThan(RECOVERY_BOUND_SECONDS);
}
