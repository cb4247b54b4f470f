import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const proxyPort = Number(process.env.PROFILE_PORT ?? 3380);

/**
 * The production-profile tests: PostgreSQL and Redis of this machine, two Vendure
 * servers, one worker, two storefront instances and a round-robin proxy, started by
 * the global setup (scripts/profile.mjs). Shoppers come in through the proxy.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/profile',
  globalSetup: './tests/support/profile-setup.ts',
  timeout: 60_000,
  // One at a time: the load test shares the proxy's round robin with every other test.
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${proxyPort}` },
});
