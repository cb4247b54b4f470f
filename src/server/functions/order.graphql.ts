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

/** Add to cart, once per key: a retry of an add that was applied adds nothing (ADR 072). */
export const AddItemToOrderOnce = graphql(
  `
  mutation AddItemToOrderOnce($variantId: ID!, $quantity: Int!, $idempotencyKey: String!) {
    addItemToOrderOnce(productVariantId: $variantId, quantity: $quantity, idempotencyKey: $idempotencyKey) {
      __typename
      ...ActiveOrder
      ... on ErrorResult { errorCode message }
      ... on OrderInterceptorError { interceptorError }
      ... on InsufficientStockError { quantityAvailable order { ...ActiveOrder } }
    }
  }
`,
  [ActiveOrderFragment],
);

/** The cart's, the checkout's and the confirmation's view of an order. */
export const OrderDetailFragment = graphql(`
  fragment OrderDetail on Order {
    id
    code
    state
    totalQuantity
    subTotalWithTax
    shippingWithTax
    totalWithTax
    currencyCode
    couponCodes
    discounts { description amountWithTax }
    surcharges { description price priceWithTax taxRate }
    shipping
    orderPlacedAt
    customer { id firstName lastName emailAddress }
    shippingAddress { fullName streetLine1 streetLine2 city postalCode country countryCode phoneNumber }
    billingAddress { fullName streetLine1 streetLine2 city postalCode country countryCode phoneNumber }
    shippingLines { priceWithTax shippingMethod { id code name } }
    payments { id method state amount }
    customFields { paymentProvider }
    seatHold { state expiresAt }
    seats { performanceId orderLineId key area row seat zone entrance wheelchair companion restrictedView state expiresAt }
    lines {
      id
      quantity
      unitPriceWithTax
      linePriceWithTax
      proratedLinePrice
      proratedLinePriceWithTax
      taxLines { description taxRate }
      featuredAsset { id preview }
      productVariant { id name sku product { slug } }
      seatPerformanceId
    }
  }
`);

export const GetActiveOrderDetail = graphql(
  `
  query GetActiveOrderDetail {
    activeOrder { ...OrderDetail }
    activeCustomer { id }
  }
`,
  [OrderDetailFragment],
);

export const AdjustOrderLine = graphql(
  `
  mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {
    adjustOrderLine: adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
      ... on OrderInterceptorError { interceptorError }
      ... on InsufficientStockError { quantityAvailable order { ...ActiveOrder ...OrderDetail } }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const RemoveItemFromOrder = graphql(
  `
  mutation RemoveItemFromOrder($orderLineId: ID!) {
    removeOrderLine: removeOrderLine(orderLineId: $orderLineId) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const ApplyCouponCode = graphql(
  `
  mutation ApplyCouponCode($couponCode: String!) {
    applyCouponCode: applyCouponCode(couponCode: $couponCode) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const RemoveCouponCode = graphql(
  `
  mutation RemoveCouponCode($couponCode: String!) {
    removeCouponCode: removeCouponCode(couponCode: $couponCode) {
      __typename
      ...ActiveOrder
      ...OrderDetail
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);
