import { graphql } from '../../../../dashboard-kit/graphql';

/** The draft as the Sell page shows it: its lines, total and seats. */
const counterOrderFields = graphql(`
  fragment CounterOrderFields on Order {
    id
    code
    state
    currencyCode
    totalWithTax
    lines { id quantity linePriceWithTax productVariant { id name } }
    seats { performanceId key state }
  }
`);

/**
 * Performances to sell from (upcoming, not cancelled: past ones are left out by the query,
 * so a season of them never crowds the next nights out of the first 200), with the
 * channel's languages for the sale.
 */
export const sellPerformancesDocument = graphql(`
  query SellPerformances($from: DateTime!) {
    performances(
      options: { take: 200, sort: { startsAt: ASC }, filter: { startsAt: { after: $from }, cancelled: { eq: false } } }
    ) {
      items { id startsAt cancelled productVariantId play { title } stage { name } }
    }
    activeChannel { defaultLanguageCode availableLanguageCodes }
  }
`);

/** A reserved performance's plan and taken seats; null when it is sold by count. */
export const sellSeatMapDocument = graphql(`
  query SellSeatMap($performanceId: ID!) {
    performanceSeatMap(performanceId: $performanceId) {
      performanceId
      plan
      zones { code name priceWithTax }
      seats { key state orderId }
    }
  }
`);

export const startCounterSaleDocument = graphql(
  `
  mutation StartCounterSale($input: StartCounterSaleInput!) {
    startCounterSale(input: $input) { ...CounterOrderFields }
  }
`,
  [counterOrderFields],
);

const seatResult = `__typename ... on Order { ...CounterOrderFields } ... on SeatsUnavailable { message seatKeys }`;

export const counterSelectSeatsDocument = graphql(
  `
  mutation CounterSelectSeats($orderId: ID!, $performanceId: ID!, $seatKeys: [String!]!) {
    counterSelectSeats(orderId: $orderId, performanceId: $performanceId, seatKeys: $seatKeys) { ${seatResult} }
  }
`,
  [counterOrderFields],
);

export const counterReleaseSeatsDocument = graphql(
  `
  mutation CounterReleaseSeats($orderId: ID!, $performanceId: ID!, $seatKeys: [String!]!) {
    counterReleaseSeats(orderId: $orderId, performanceId: $performanceId, seatKeys: $seatKeys) { ${seatResult} }
  }
`,
  [counterOrderFields],
);

export const counterSelectBestSeatsDocument = graphql(
  `
  mutation CounterSelectBestSeats($orderId: ID!, $input: BestSeatsInput!) {
    counterSelectBestSeats(orderId: $orderId, input: $input) { ${seatResult} }
  }
`,
  [counterOrderFields],
);

export const addItemToDraftOrderDocument = graphql(
  `
  mutation AddItemToCounterSale($orderId: ID!, $productVariantId: ID!, $quantity: Int!) {
    addItemToDraftOrder(orderId: $orderId, input: { productVariantId: $productVariantId, quantity: $quantity }) {
      __typename
      ... on Order { ...CounterOrderFields }
      ... on ErrorResult { message }
    }
  }
`,
  [counterOrderFields],
);

export const deleteDraftOrderDocument = graphql(`
  mutation DeleteCounterSale($orderId: ID!) { deleteDraftOrder(orderId: $orderId) { result message } }
`);

/** Shop items by name, for a counter sale's extras. */
export const searchVariantsDocument = graphql(`
  query CounterVariants($term: String!) {
    productVariants(options: { take: 10, filter: { name: { contains: $term } } }) {
      items { id name sku priceWithTax stockLevel }
    }
  }
`);

export const completeCounterSaleDocument = graphql(`
  mutation CompleteCounterSale($orderId: ID!, $input: CompleteCounterSaleInput!) {
    completeCounterSale(orderId: $orderId, input: $input) {
      __typename
      ... on Order { id code totalWithTax }
      ... on CounterSaleRefused { reason message }
    }
  }
`);

export const counterTicketsPdfDocument = graphql(`
  query CounterTicketsPdf($orderId: ID!, $layout: PrintLayout!) {
    counterTicketsPdf(orderId: $orderId, layout: $layout)
  }
`);

export const counterReceiptPdfDocument = graphql(`
  query CounterReceiptPdf($orderId: ID!, $layout: PrintLayout!) {
    counterReceiptPdf(orderId: $orderId, layout: $layout)
  }
`);
