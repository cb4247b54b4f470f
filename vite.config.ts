import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { nitro } from 'nitro/vite';
import { defineConfig } from 'vite';
import { paraglideOptions } from './paraglide.config.ts';

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    tanstackStart({ srcDirectory: 'src' }),
    nitro({
      compressPublicAssets: true,
      plugins: ['./src/server/startup-check.server.ts'],
      errorHandler: './src/server/error-page.server.ts',
    }),
    react(),
    tailwindcss(),
  ],
});
