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

export const GetCollection = graphql(
  `
  query GetCollection($slug: String!) {
    collection(slug: $slug) {
      id
      name
      slug
      description
      parentId
      featuredAsset { ...Asset }
      breadcrumbs { id name slug }
      parent { id name slug }
      children { id name slug featuredAsset { ...Asset } }
    }
  }
`,
  [AssetFragment],
);

export const SearchResultFragment = graphql(`
  fragment SearchResult on SearchResult {
    productId
    productName
    slug
    currencyCode
    inStock
    productAsset { id preview }
    priceWithTax {
      ... on SinglePrice { value }
      ... on PriceRange { min max }
    }
  }
`);

export const GetCollectionProducts = graphql(
  `
  query GetCollectionProducts($slug: String!, $skip: Int, $take: Int) {
    search(input: { collectionSlug: $slug, groupByProduct: true, skip: $skip, take: $take, sort: { name: ASC } }) {
      totalItems
      items { ...SearchResult }
    }
  }
`,
  [SearchResultFragment],
);

export const SearchProducts = graphql(
  `
  query SearchProducts($term: String!, $skip: Int, $take: Int, $collectionSlug: String) {
    search(input: { term: $term, groupByProduct: true, skip: $skip, take: $take, collectionSlug: $collectionSlug }) {
      totalItems
      items { ...SearchResult }
      collections { collection { id name slug } count }
    }
  }
`,
  [SearchResultFragment],
);

export const GetProductDetail = graphql(
  `
  query GetProductDetail($slug: String!) {
    product(slug: $slug) {
      id
      name
      slug
      description
      featuredAsset { ...Asset }
      assets { ...Asset }
      collections { id name slug parentId }
      optionGroups { id code name options { id code name } }
      variants {
        id
        name
        sku
        stockLevel
        currencyCode
        price
        priceWithTax
        options { id code name group { id name } }
        featuredAsset { ...Asset }
      }
    }
  }
`,
  [AssetFragment],
);

/** Live stock of some variants (tickets, a product's): never cached, read beside the cached page (ADR 041). */
export const GetStockLevels = graphql(`
  query GetStockLevels($ids: [ID!]!) {
    stockLevels(productVariantIds: $ids) { productVariantId stockLevel }
  }
`);

export const GetProductVariantStock = graphql(`
  query GetProductVariantStock($productId: ID!, $variantId: String!) {
    product(id: $productId) {
      id
      variantList(options: { filter: { id: { eq: $variantId } } }) {
        items { id stockLevel }
      }
    }
  }
`);
