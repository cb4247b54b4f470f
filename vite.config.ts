import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { nitro } from 'nitro/vite';
import { defineConfig } from 'vite';
import { LOCALES } from './src/lib/locales';

// bg is the base locale and has no prefix; the others live under /{locale}.
const prefixed = LOCALES.filter((l) => l !== 'bg');

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  plugins: [
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './src/paraglide',
      outputStructure: 'message-modules',
      strategy: ['url', 'baseLocale'],
      urlPatterns: [
        {
          pattern: '/:path(.*)?',
          localized: [...prefixed.map((l) => [l, `/${l}/:path(.*)?`] as [string, string]), ['bg', '/:path(.*)?']],
        },
      ],
    }),
    tanstackStart({ srcDirectory: 'src' }),
    nitro({ compressPublicAssets: true }),
    react(),
    tailwindcss(),
  ],
});
