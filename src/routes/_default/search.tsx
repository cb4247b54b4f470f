import { createFileRoute, Link } from '@tanstack/react-router';
import { Pager } from '~/components/pager';
import { SearchResultCard } from '~/components/shop/search-result-card';
import { readFragment } from '~/graphql/graphql';
import { pageCount, pageToSkip } from '~/lib/pagination';
import { parseProductSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { searchProducts } from '~/server/functions/catalog.functions';
import type { SearchResultFragment } from '~/server/functions/catalog.graphql';

export const Route = createFileRoute('/_default/search')({
  validateSearch: parseProductSearch,
  loaderDeps: ({ search }) => ({ term: search.term ?? '', collection: search.collection, page: search.page ?? 1 }),
  loader: ({ deps }) =>
    searchProducts({ data: { term: deps.term, collection: deps.collection, skip: pageToSkip(deps.page) } }),
  head: () => ({
    meta: [...pageMeta({ title: m.search_title(), siteTitle: m.site_title() }), { name: 'robots', content: 'noindex' }],
  }),
  component: SearchPage,
});

function SearchPage() {
  const results = Route.useLoaderData();
  const { term = '', collection, page = 1 } = Route.useSearch();
  return (
    <>
      <h1 className="font-serif text-4xl">{term ? m.search_results_for({ term }) : m.search_title()}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]" role="status">
        {m.search_count({ count: results.totalItems })}
      </p>
      {results.collections.length ? (
        <nav aria-label={m.search_filter_label()} className="mt-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            <li>
              <Link
                to="/search"
                search={{ term }}
                aria-current={collection ? undefined : 'true'}
                className="rounded-full border border-[var(--border)] px-3 py-1 aria-[current=true]:bg-[var(--muted)]"
              >
                {m.search_all_collections()}
              </Link>
            </li>
            {results.collections.map(({ collection: c, count }) => (
              <li key={c.id}>
                <Link
                  to="/search"
                  search={{ term, collection: c.slug }}
                  aria-current={collection === c.slug ? 'true' : undefined}
                  className="rounded-full border border-[var(--border)] px-3 py-1 aria-[current=true]:bg-[var(--muted)]"
                >
                  {c.name} ({count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {results.items.map((item) => (
          <SearchResultCard key={readFragment<typeof SearchResultFragment>(item).productId} result={item} />
        ))}
      </div>
      <Pager page={page} pages={pageCount(results.totalItems)} />
    </>
  );
}
