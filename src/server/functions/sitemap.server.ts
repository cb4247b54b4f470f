import { buildSitemap, type SitemapPage, STATIC_PATHS } from '~/lib/sitemap';
import { siteOrigin } from '../site.server';
import { shopApi } from '../vendure/vendure.server';
import { GetSitemapEntries } from './sitemap.graphql';

const PAGE = 100;

/** The sitemap from Vendure's data: fixed pages, every play, actor, collection and product. */
export async function sitemapXml(): Promise<string> {
  const pages: SitemapPage[] = STATIC_PATHS.map((path) => ({ path }));
  for (let skip = 0; ; skip += PAGE) {
    const data = await shopApi(GetSitemapEntries, { skip }, { locale: 'en' });
    const add = (prefix: string, items: Array<{ slug: string; updatedAt: string }>) => {
      for (const item of items) pages.push({ path: `${prefix}/${item.slug}`, lastModified: item.updatedAt });
    };
    add('/plays', data.plays.items);
    add('/actors', data.actors.items);
    add('/category', data.collections.items);
    add('/product', data.products.items);
    const more = [data.plays, data.actors, data.collections, data.products].some(
      (list) => list.totalItems > skip + PAGE,
    );
    if (!more) break;
  }
  return buildSitemap(siteOrigin(), pages);
}
