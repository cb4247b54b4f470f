import { graphql } from '~/graphql/graphql';

/** The base read of the active order: enough for the header's cart badge. */
export const GetActiveOrder = graphql(`
  query GetActiveOrder {
    activeOrder {
      id
      code
      state
      totalQuantity
      totalWithTax
      currencyCode
    }
  }
`);
