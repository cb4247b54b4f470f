import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';
import { paraglideOptions } from './paraglide.config.ts';

/** Unit tests of the storefront (machines, classifiers, transport and helpers), of its scripts and of @foyer/shared. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [paraglideVitePlugin(paraglideOptions)],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
    environment: 'node',
  },
});
