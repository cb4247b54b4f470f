import { graphql } from '~/graphql/graphql';

/** What the header's cart badge and the order mutations need of the active order. */
export const ActiveOrderFragment = graphql(`
  fragment ActiveOrder on Order {
    id
    code
    state
    totalQuantity
    totalWithTax
    currencyCode
  }
`);

/** The base read of the active order. */
export const GetActiveOrder = graphql(
  `
  query GetActiveOrder {
    activeOrder { ...ActiveOrder }
  }
`,
  [ActiveOrderFragment],
);

export const AddItemToOrder = graphql(
  `
  mutation AddItemToOrder($variantId: ID!, $quantity: Int!) {
    addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
      __typename
      ...ActiveOrder
      ... on ErrorResult { errorCode message }
      ... on InsufficientStockError { quantityAvailable order { ...ActiveOrder } }
    }
  }
`,
  [ActiveOrderFragment],
);
