import { createFileRoute } from '@tanstack/react-router';
import { Pager } from '~/components/pager';
import { PlayCard } from '~/components/theatre/play-card';
import { readFragment } from '~/graphql/graphql';
import { PAGE_SIZE, pageCount, pageToSkip } from '~/lib/pagination';
import { parsePageSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getPlays } from '~/server/functions/theatre.functions';
import type { PlayCardFragment } from '~/server/functions/theatre.graphql';

export const Route = createFileRoute('/_theatre/plays/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => getPlays({ data: { skip: pageToSkip(deps.page) } }),
  head: () => ({ meta: pageMeta({ title: m.nav_plays(), siteTitle: m.site_title() }) }),
  component: PlaysPage,
});

function PlaysPage() {
  const plays = Route.useLoaderData();
  const { page = 1 } = Route.useSearch();
  return (
    <>
      <h1 className="mb-8 text-4xl">{m.nav_plays()}</h1>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {plays.items.map((play) => (
          <PlayCard key={readFragment<typeof PlayCardFragment>(play).id} play={play} />
        ))}
      </div>
      <Pager page={page} pages={pageCount(plays.totalItems, PAGE_SIZE)} />
    </>
  );
}
