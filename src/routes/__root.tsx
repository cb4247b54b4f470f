/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { ErrorPage, RouteNotFoundPage } from '~/components/errors/error-pages';
import { LazyToaster } from '~/components/feedback/lazy-toaster';
import { LoadingBar } from '~/components/feedback/loading-bar';
import { SiteHeader } from '~/components/layout/site-header';
import { installChunkReload } from '~/lib/chunk-reload';
import { COLOUR_MODE_SCRIPT, JS_CLASS_SCRIPT } from '~/lib/colour-mode';
import { directionOf } from '~/lib/locales';
import { alternateLinks, pageMeta, siteMeta } from '~/lib/seo';
import { ZOD_JITLESS_SCRIPT } from '~/lib/zod-jitless';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { activeOrderQuery } from '~/server/functions/queries';
import { getSiteFrame } from '~/server/functions/shop.functions';
import appCss from '~/styles.css?url';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: async ({ context }) => {
    const [frame] = await Promise.all([getSiteFrame(), context.queryClient.ensureQueryData(activeOrderQuery())]);
    return frame;
  },
  // The menu changes rarely: client navigations reuse it for five minutes instead of asking Vendure each time.
  staleTime: 5 * 60_000,
  head: ({ loaderData, matches }) => {
    const locale = getLocale();
    const leaf = matches.at(-1);
    const page = (leaf?.search as { page?: number } | undefined)?.page;
    const links = loaderData && leaf ? alternateLinks(loaderData.origin, leaf.pathname, locale, page) : [];
    // Every 404, a path no route matches or a slug that names nothing, has the same title.
    const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true);
    const title = notFound ? m.error_not_found_title() : m.site_title();
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        ...pageMeta({ title, description: m.site_tagline(), siteTitle: m.site_title() }),
        ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
        ...(links[0] ? siteMeta(locale, links[0].href) : []),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...links,
      ],
    };
  },
  errorComponent: ({ error }) => (
    <RootDocument>
      <ErrorPage error={error} />
    </RootDocument>
  ),
  notFoundComponent: RouteNotFoundPage,
  component: RootComponent,
});

function RootComponent() {
  const { collections } = Route.useLoaderData();
  useEffect(() => installChunkReload(), []);
  useEffect(() => {
    // Marks the page interactive, for people's tools and the browser tests alike.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <RootDocument>
      <SiteHeader collections={collections} />
      <Outlet />
      <footer className="mx-auto mt-16 max-w-6xl border-t border-[var(--border)] px-4 py-8 text-sm text-[var(--muted-foreground)]">
        {m.footer_note()}
      </footer>
    </RootDocument>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = getLocale();
  // The page's CSP nonce (router.tsx); without it the scripts below would be blocked.
  const nonce = useRouter().options.ssr?.nonce;
  return (
    // The colour-mode script sets its class, and the `js` class, before React hydrates.
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, applied before first paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT + COLOUR_MODE_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, before any module */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <HeadContent />
      </head>
      <body className="min-h-screen antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
          {m.skip_to_content()}
        </a>
        <LoadingBar />
        {children}
        <LazyToaster />
        <Scripts />
      </body>
    </html>
  );
}
