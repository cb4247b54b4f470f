import { graphql } from '~/graphql/graphql';

/** Every slug the sitemap lists, in one round trip (lists are capped at 100 per page by Vendure). */
export const GetSitemapEntries = graphql(`
  query GetSitemapEntries($skip: Int) {
    plays(options: { take: 100, skip: $skip }) { totalItems items { slug updatedAt } }
    actors(options: { take: 100, skip: $skip }) { totalItems items { slug updatedAt } }
    collections(options: { take: 100, skip: $skip }) { totalItems items { slug updatedAt } }
    products(options: { take: 100, skip: $skip }) { totalItems items { slug updatedAt } }
  }
`);
