import { createFileRoute, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { RichText } from '~/components/theatre/rich-text';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getTheatrePage } from '~/server/theatre.functions';

/** The theatre's history in English, under every locale prefix. */
export const Route = createFileRoute('/_theater/about/history-en')({
  loader: async () => {
    const page = await getTheatrePage({ data: { slug: 'history', language: 'en' } });
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData }) => ({
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
  component: HistoryPage,
});

function HistoryPage() {
  const page = Route.useLoaderData();
  return (
    <article lang="en" className="space-y-6">
      <h1 className="text-4xl">{page.title}</h1>
      <p className="text-lg text-[var(--muted-foreground)]">{page.summary}</p>
      <RichText text={page.body} />
    </article>
  );
}
