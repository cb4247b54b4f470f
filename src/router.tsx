import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start';
import { ErrorPage, RouteNotFoundPage } from '~/components/errors/error-pages';
import { limitConcurrency } from '~/lib/concurrency';
import { deLocalizeUrl, localizeUrl } from '~/paraglide/runtime';
import { routeTree } from './routeTree.gen';

const MAX_CONCURRENT_PRELOADS = 4;

/**
 * The page's CSP nonce: a request middleware makes one per request and hands it down as
 * request context (security-headers.middleware.ts). In the browser the router reads it
 * back from the page itself.
 */
const requestNonce = createIsomorphicFn()
  .server(() => getGlobalStartContext()?.nonce)
  .client(() => undefined);

export function getRouter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // The seed's "theater" transition; styles.css animates it and honours reduced motion.
    defaultViewTransition: { types: ['theater'] },
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: RouteNotFoundPage,
    // Stamped on every script, style and link the router renders, and given to React's stream.
    ssr: { nonce: requestNonce() },
    // The router sees locale-free paths; Paraglide adds and strips the prefix.
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
  });
  // Links preload their route on intent; at most four preloads run at once.
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router), MAX_CONCURRENT_PRELOADS);
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
