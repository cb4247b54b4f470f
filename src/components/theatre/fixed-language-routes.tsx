import { notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { RichText } from '~/components/theatre/rich-text';
import type { SafeHtml } from '~/lib/safe-html';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getFestival, getTheatrePage } from '~/server/functions/theatre.functions';

/**
 * Route options shared by the -bg and -en variants of the history and festival pages:
 * the text is in the route's language, whatever the page's locale.
 */
export function historyRoute(language: 'bg' | 'en') {
  return {
    loader: async () => {
      const page = await getTheatrePage({ data: { slug: 'history', language } });
      if (!page) throw notFound();
      return page;
    },
    head: ({ loaderData }: { loaderData?: { title: string; summary: string } }) => ({
      meta: loaderData
        ? pageMeta({
            title: loaderData.title,
            description: loaderData.summary,
            type: 'article',
            siteTitle: m.site_title(),
          })
        : [],
    }),
    notFoundComponent: EntityNotFoundPage,
  };
}

export function festivalRoute(language: 'bg' | 'en') {
  return {
    loader: async () => {
      const festival = await getFestival({ data: { slug: 'todor-kolev', language } });
      if (!festival) throw notFound();
      return festival;
    },
    head: ({ loaderData }: { loaderData?: { name: string; summary: string } }) => ({
      meta: loaderData
        ? pageMeta({ title: loaderData.name, description: loaderData.summary, siteTitle: m.site_title() })
        : [],
    }),
    notFoundComponent: EntityNotFoundPage,
  };
}

export function HistoryView({
  page,
  language,
}: {
  page: { title: string; summary: string; body: SafeHtml };
  language: 'bg' | 'en';
}) {
  return (
    <article lang={language} className="space-y-6">
      <h1 className="text-4xl">{page.title}</h1>
      <p className="text-lg text-[var(--muted-foreground)]">{page.summary}</p>
      <RichText html={page.body} />
    </article>
  );
}
