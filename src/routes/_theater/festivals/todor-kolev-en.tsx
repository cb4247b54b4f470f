import { createFileRoute, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { FestivalView } from '~/components/theatre/festival-view';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getFestival } from '~/server/theatre.functions';

/** The Todor Kolev festival in English, under every locale prefix. */
export const Route = createFileRoute('/_theater/festivals/todor-kolev-en')({
  loader: async () => {
    const festival = await getFestival({ data: { slug: 'todor-kolev', language: 'en' } });
    if (!festival) throw notFound();
    return festival;
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? pageMeta({ title: loaderData.name, description: loaderData.summary, siteTitle: m.site_title() })
      : [],
  }),
  notFoundComponent: EntityNotFoundPage,
  component: FestivalPage,
});

function FestivalPage() {
  return <FestivalView festival={Route.useLoaderData()} language="en" />;
}
