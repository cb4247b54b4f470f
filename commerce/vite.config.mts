import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Vendure's React Dashboard, compiled with the theatre's extensions into dist/dashboard
 * and served by Vendure's DashboardPlugin at /dashboard (ADR 026). The Dashboard needs
 * vite 7; the storefront builds with vite 8 at the repository root, so this config and
 * its vite live in the commerce workspace.
 */
export default defineConfig({
  base: '/dashboard/',
  build: { outDir: path.join(here, 'dist/dashboard'), emptyOutDir: true, chunkSizeWarningLimit: 6000 },
  plugins: [
    vendureDashboardPlugin({
      vendureConfigPath: path.join(here, 'src/dashboard-config.ts'),
      // Same origin: the Dashboard is served by the Vendure whose Admin API it calls.
      api: { host: 'auto', port: 'auto' },
      gqlOutputPath: path.join(here, 'src/dashboard-gql'),
      tempCompilationDir: path.join(here, 'node_modules/.cache/vendure-dashboard-temp'),
    }),
  ],
});
