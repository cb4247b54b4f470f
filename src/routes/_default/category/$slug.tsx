import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { Pager } from '~/components/pager';
import { SearchResultCard } from '~/components/shop/search-result-card';
import { readFragment } from '~/graphql/graphql';
import { pageCount, pageToSkip } from '~/lib/pagination';
import { parsePageSearch } from '~/lib/search-params';
import { jsonLd, pageMeta } from '~/lib/seo';
import { isValidSlug } from '~/lib/slug';
import { breadcrumbList } from '~/lib/structured-data';
import { m } from '~/paraglide/messages';
import { getCategory } from '~/server/functions/catalog.functions';
import type { SearchResultFragment } from '~/server/functions/catalog.graphql';

export const Route = createFileRoute('/_default/category/$slug')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ params, deps }) => {
    if (!isValidSlug(params.slug)) throw notFound();
    const category = await getCategory({ data: { slug: params.slug, skip: pageToSkip(deps.page) } });
    if (!category) throw notFound();
    return category;
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: pageMeta({
            title: loaderData.collection.name,
            description: loaderData.collection.description || undefined,
            siteTitle: m.site_title(),
          }),
          scripts: [jsonLd(breadcrumbList(loaderData.collection.breadcrumbs))],
        }
      : {},
  notFoundComponent: EntityNotFoundPage,
  component: CategoryPage,
});

function CategoryPage() {
  const { collection, products } = Route.useLoaderData();
  const { page = 1 } = Route.useSearch();
  const trail = collection.breadcrumbs.filter((b) => b.slug !== '__root_collection__' && b.id !== collection.id);
  return (
    <>
      <nav aria-label={m.breadcrumb_label()} className="mb-4 text-sm">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/">{m.nav_home()}</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.id}>
              <span aria-hidden>/ </span>
              <Link to="/category/$slug" params={{ slug: crumb.slug }}>
                {crumb.name}
              </Link>
            </li>
          ))}
          <li aria-current="page">
            <span aria-hidden>/ </span>
            {collection.name}
          </li>
        </ol>
      </nav>
      <h1 className="text-4xl font-serif">{collection.name}</h1>
      {collection.description ? <p className="mt-2 text-[var(--muted-foreground)]">{collection.description}</p> : null}
      {collection.children?.length ? (
        <ul className="mt-6 flex flex-wrap gap-3" aria-label={m.category_children()}>
          {collection.children.map((child) => (
            <li key={child.id}>
              <Link
                to="/category/$slug"
                params={{ slug: child.slug }}
                className="rounded-full border border-[var(--border)] px-4 py-1 text-sm hover:bg-[var(--muted)]"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {products.items.map((item) => (
          <SearchResultCard key={readFragment<typeof SearchResultFragment>(item).productId} result={item} />
        ))}
      </div>
      {products.items.length === 0 ? <p className="mt-8">{m.category_empty()}</p> : null}
      <Pager page={page} pages={pageCount(products.totalItems)} />
    </>
  );
}
