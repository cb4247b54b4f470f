import { graphql } from '~/graphql/graphql';

export const AssetFragment = graphql(`
  fragment Asset on Asset {
    id
    preview
    width
    height
  }
`);

export const GetMenuCollections = graphql(
  `
  query GetMenuCollections {
    collections(options: { topLevelOnly: true, sort: { position: ASC } }) {
      items {
        id
        name
        slug
        featuredAsset { ...Asset }
      }
    }
  }
`,
  [AssetFragment],
);

export const GetProducts = graphql(
  `
  query GetProducts($take: Int, $skip: Int) {
    products(options: { take: $take, skip: $skip, sort: { createdAt: ASC } }) {
      totalItems
      items {
        id
        name
        slug
        featuredAsset { ...Asset }
        variants { id priceWithTax currencyCode stockLevel }
      }
    }
  }
`,
  [AssetFragment],
);
