import { graphql } from '~/graphql/graphql';
import { AssetFragment } from './catalog.graphql';

export const PlayCardFragment = graphql(
  `
  fragment PlayCard on Play {
    id
    slug
    title
    summary
    ageRating
    durationMinutes
    featuredAsset { ...Asset }
  }
`,
  [AssetFragment],
);

export const PerformanceFragment = graphql(`
  fragment PerformanceItem on Performance {
    id
    startsAt
    productVariantId
    stage { id slug name }
    productVariant { id priceWithTax currencyCode stockLevel }
  }
`);

export const GetHome = graphql(
  `
  query GetHome {
    plays(options: { take: 8, sort: { premiereYear: DESC } }) {
      items { ...PlayCard }
    }
    performances(options: { take: 6 }) {
      items {
        ...PerformanceItem
        play { id slug title }
      }
    }
    products(options: { take: 8, sort: { createdAt: ASC } }) {
      items {
        id
        name
        slug
        featuredAsset { ...Asset }
        variants { id priceWithTax currencyCode }
      }
    }
  }
`,
  [PlayCardFragment, PerformanceFragment, AssetFragment],
);

export const GetPlay = graphql(
  `
  query GetPlay($slug: String!) {
    play(slug: $slug) {
      ...PlayCard
      synopsis
      author
      director
      premiereYear
      stage { id slug name }
      cast { id character actor { id slug name } }
      performances { ...PerformanceItem }
    }
  }
`,
  [PlayCardFragment, PerformanceFragment],
);
