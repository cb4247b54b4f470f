import { defineConfig } from '@playwright/test';

/**
 * The fault tests (issue 28, ADR 064): the production profile under load while one of
 * its parts dies. One worker, one case at a time, in file order: they kill the processes
 * of one shared profile (tests/faults/support/fault-profile.ts). No browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list']],
});
