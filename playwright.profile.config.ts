import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const proxyPort = Number(process.env.PROFILE_PORT ?? 3380);

/**
 * The production-profile tests: PostgreSQL and Redis of this machine, two Vendure
 * servers, one worker, two storefront instances and Caddy, started by the global setup
 * (scripts/profile.ts). Shoppers come in through Caddy over HTTPS, its certificate
 * issued by a CA made for this run: the setup hands the CA's root to Node's clients
 * (NODE_EXTRA_CA_CERTS) and its public keys to Chromium (PROFILE_SPKI_LIST, read here
 * again in each worker, after the setup has set it).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/profile',
  globalSetup: './tests/support/profile-setup.ts',
  timeout: 60_000,
  // One at a time: the load test shares the proxy's round robin with every other test.
  workers: 1,
  use: {
    ...base.use,
    baseURL: `https://localhost:${proxyPort}`,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [
        ...(base.use?.launchOptions?.args ?? []),
        ...(process.env.PROFILE_SPKI_LIST
          ? [`--ignore-certificate-errors-spki-list=${process.env.PROFILE_SPKI_LIST}`]
          : []),
      ],
    },
  },
});
