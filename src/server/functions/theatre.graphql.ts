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
    cancelled
    reserved
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
      gallery { ...Asset }
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
  [PlayCardFragment, PerformanceFragment, AssetFragment],
);

export const GetPlays = graphql(
  `
  query GetPlays($take: Int, $skip: Int) {
    plays(options: { take: $take, skip: $skip, sort: { premiereYear: DESC } }) {
      totalItems
      items { ...PlayCard }
    }
  }
`,
  [PlayCardFragment],
);

export const ActorCardFragment = graphql(
  `
  fragment ActorCard on Actor {
    id
    slug
    name
    summary
    portrait { ...Asset }
  }
`,
  [AssetFragment],
);

export const GetActors = graphql(
  `
  query GetActors($take: Int, $skip: Int) {
    actors(options: { take: $take, skip: $skip, sort: { id: ASC } }) {
      totalItems
      items { ...ActorCard }
    }
  }
`,
  [ActorCardFragment],
);

export const GetActor = graphql(
  `
  query GetActor($slug: String!) {
    actor(slug: $slug) {
      ...ActorCard
      biography
      memberSince
      gallery { ...Asset }
      roles { id character play { id slug title } }
    }
  }
`,
  [ActorCardFragment, AssetFragment],
);

export const GetStages = graphql(
  `
  query GetStages {
    stages(options: { sort: { capacity: DESC } }) {
      items { id slug name description address capacity featuredAsset { ...Asset } }
    }
  }
`,
  [AssetFragment],
);

export const GetTheatrePage = graphql(`
  query GetTheatrePage($slug: String!) {
    theatrePage(slug: $slug) { id slug title summary body languageCode }
  }
`);

export const GetFestival = graphql(
  `
  query GetFestival($slug: String!) {
    festival(slug: $slug) {
      id
      slug
      name
      summary
      description
      languageCode
      featuredAsset { ...Asset }
      gallery { ...Asset }
      editions { id year theme programme { id day title play { slug title } } }
    }
  }
`,
  [AssetFragment],
);
