import { defineConfig, devices } from '@playwright/test';

const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT ?? 3280);

/**
 * Browser tests in Debian's Chromium against the built storefront and a freshly
 * seeded Vendure, both started by the global setup on their own ports.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${storefrontPort}`,
    trace: 'retain-on-failure',
    // A Bulgarian browser: `/` stays Bulgarian; tests of the root redirect choose their own.
    locale: 'bg-BG',
    timezoneId: 'Europe/Sofia',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
