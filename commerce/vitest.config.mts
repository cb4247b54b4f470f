import { defineConfig } from 'vitest/config';

/** The commerce package's end-to-end tests: a real Vendure server, freshly seeded. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
