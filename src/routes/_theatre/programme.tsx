import { createFileRoute, Link } from '@tanstack/react-router';
import { Pager } from '~/components/pager';
import { ProgrammeFilters } from '~/components/theatre/programme-filters';
import { ProgrammeList } from '~/components/theatre/programme-list';
import { readFragment } from '~/graphql/graphql';
import { pageCount } from '~/lib/pagination';
import { PROGRAMME_PAGE_SIZE } from '~/lib/programme';
import { PROGRAMME_FILTERS, parseProgrammeSearch } from '~/lib/search-params';
import { jsonLd, pageMeta } from '~/lib/seo';
import { theaterEvent } from '~/lib/structured-data';
import { m } from '~/paraglide/messages';
import { getProgramme } from '~/server/functions/programme.functions';
import type { PerformanceFragment } from '~/server/functions/theatre.graphql';

export const Route = createFileRoute('/_theatre/programme')({
  validateSearch: parseProgrammeSearch,
  loaderDeps: ({ search }) => ({
    play: search.play || undefined,
    stage: search.stage || undefined,
    month: search.month || undefined,
    page: search.page ?? 1,
  }),
  loader: ({ deps }) => getProgramme({ data: deps }),
  head: ({ loaderData }) => ({
    meta: pageMeta({ title: m.programme_title(), description: m.programme_description(), siteTitle: m.site_title() }),
    scripts: (loaderData?.performances.items ?? []).map((data) =>
      jsonLd(theaterEvent(data.play, readFragment<typeof PerformanceFragment>(data))),
    ),
  }),
  component: ProgrammePage,
});

function ProgrammePage() {
  const { plays, stages, months, ignored, performances } = Route.useLoaderData();
  const search = Route.useSearch();
  const filtered = PROGRAMME_FILTERS.some((key) => search[key] && !ignored.includes(key));
  return (
    <>
      <h1 className="mb-2 text-4xl">{m.programme_title()}</h1>
      <p className="mb-6 text-lg text-[var(--muted-foreground)]">{m.programme_description()}</p>
      <ProgrammeFilters plays={plays} stages={stages} months={months} search={search} />
      {ignored.length ? (
        <p role="alert" data-testid="programme-ignored" className="mt-4 rounded-md border border-[var(--border)] p-3">
          {m.programme_ignored()}
        </p>
      ) : null}
      <p role="status" className="mt-6 text-sm text-[var(--muted-foreground)]">
        {m.programme_count({ count: performances.totalItems })}
      </p>
      {performances.items.length ? (
        <div className="mt-4">
          <ProgrammeList performances={performances.items} />
        </div>
      ) : performances.totalItems > 0 ? (
        // A page number past the last page (an old link, a hand-typed URL): the way back to the first.
        <p data-testid="programme-past-last-page" className="mt-4">
          {m.programme_past_last_page()}{' '}
          <Link to="/programme" search={{ ...search, page: undefined }} className="underline underline-offset-4">
            {m.programme_first_page()}
          </Link>
        </p>
      ) : (
        <p data-testid="programme-empty" className="mt-4">
          {filtered ? m.programme_empty() : m.programme_none()}
        </p>
      )}
      <Pager page={search.page ?? 1} pages={pageCount(performances.totalItems, PROGRAMME_PAGE_SIZE)} />
    </>
  );
}
