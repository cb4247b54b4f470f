import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Start's default client entry, with one change: Paraglide's URLPattern polyfill
 * (about 6 KB gzip) is fetched only by browsers without a native URLPattern, before
 * hydration, when the router first localizes a URL. vite.config.ts takes the static
 * import out of the generated runtime for the browser build (ADR 018).
 */
async function hydrate() {
  if (!('URLPattern' in globalThis)) await import('@inlang/paraglide-js/urlpattern-polyfill');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  });
}

void hydrate();
