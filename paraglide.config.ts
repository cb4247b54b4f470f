import type { paraglideVitePlugin } from '@inlang/paraglide-js';
import { BASE_LOCALE, LOCALES } from './src/lib/locales.ts';

// The base locale (bg) has no prefix; the others live under /{locale}. The base
// pattern comes last so prefixed paths match their own locale first.
const prefixed = LOCALES.filter((l) => l !== BASE_LOCALE);

/** Paraglide's compiler options, shared by the app build and the unit tests. */
export const paraglideOptions: Parameters<typeof paraglideVitePlugin>[0] = {
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  // custom-serverFn: the locale header of server-function calls (src/server.ts).
  strategy: ['custom-serverFn', 'url', 'baseLocale'],
  urlPatterns: [
    {
      pattern: '/:path(.*)?',
      localized: [...prefixed.map((l) => [l, `/${l}/:path(.*)?`] as [string, string]), [BASE_LOCALE, '/:path(.*)?']],
    },
  ],
};
