import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';
import { paraglideOptions } from './paraglide.config.ts';

/** Unit tests of the storefront (machines, classifiers, transport and helpers) and of its scripts. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [paraglideVitePlugin(paraglideOptions)],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
