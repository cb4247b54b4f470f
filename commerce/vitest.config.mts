import { defineConfig } from 'vitest/config';

/**
 * The commerce package's tests: unit tests next to the code (`src/**\/*.test.ts`) and
 * end-to-end tests against a real Vendure server, freshly seeded (`e2e/`). Run one
 * side with `npx vitest run --project unit` or `--project e2e`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
