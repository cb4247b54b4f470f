import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ErrorPage, RouteNotFoundPage } from '~/components/errors/error-pages';
import { limitConcurrency } from '~/lib/concurrency';
import { deLocalizeUrl, localizeUrl } from '~/paraglide/runtime';
import { routeTree } from './routeTree.gen';

const MAX_CONCURRENT_PRELOADS = 4;

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
