import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { nitro } from 'nitro/vite';
import { defineConfig, type Plugin } from 'vite';
import { paraglideOptions } from './paraglide.config.ts';
import { generateFunctionId } from './scripts/server-fn-id.ts';

const URLPATTERN_POLYFILL = '@inlang/paraglide-js/urlpattern-polyfill';
const NO_POLYFILL = '\0foyer:no-urlpattern-polyfill';

/**
 * Paraglide's generated runtime imports the URLPattern polyfill unconditionally. In the
 * browser build that import becomes an empty module; src/client.tsx loads the polyfill
 * itself when the browser lacks URLPattern (ADR 018). Node 24 has URLPattern natively.
 */
function urlPatternPolyfillOnDemand(): Plugin {
  return {
    name: 'foyer:urlpattern-polyfill-on-demand',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === URLPATTERN_POLYFILL && importer?.replaceAll('\\', '/').endsWith('/src/paraglide/runtime.js')) {
        return NO_POLYFILL;
      }
    },
    load(id) {
      if (id === NO_POLYFILL) return 'export {};';
    },
  };
}

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Everything the client entry imports statically goes in one chunk: it all
            // loads on every page anyway, and one file compresses better than the 35
            // small shared chunks the default splitting made (ADR 018). Lazy routes,
            // the toaster, the lightbox and the polyfill stay their own chunks.
            codeSplitting: {
              groups: [
                {
                  name: 'start',
                  test: /[\\/]src[\\/]client\.tsx$/,
                  includeDependenciesRecursively: true,
                },
                // zod on its own: merged into a shared chunk with the account forms'
                // fields, it rode along to the checkout, which validates nothing in the
                // browser (ADR 042).
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    urlPatternPolyfillOnDemand(),
    paraglideVitePlugin(paraglideOptions),
    // Stable server-function ids the load generators can name (ADR 045).
    tanstackStart({ srcDirectory: 'src', serverFns: { generateFunctionId } }),
    nitro({
      compressPublicAssets: true,
      plugins: ['./src/server/startup-check.server.ts', './src/server/edge/security-headers-plugin.server.ts'],
      errorHandler: './src/server/edge/error-page.server.ts',
    }),
    react(),
    tailwindcss(),
  ],
});
