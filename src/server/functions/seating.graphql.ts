import { graphql } from '~/graphql/graphql';
import { ActiveOrderFragment, OrderDetailFragment } from './order.graphql';

/** The seats taken now (ADR 053): what an open map refreshes. */
export const SeatStatesFragment = graphql(`
  fragment SeatStates on PerformanceSeatStates {
    performanceId
    taken { key state mine }
    holdExpiresAt
  }
`);

export const GetPerformanceSeating = graphql(
  `
  query GetPerformanceSeating($performanceId: ID!, $idFilter: String!) {
    performances(options: { take: 1, filter: { id: { eq: $idFilter } } }) {
      items {
        id
        startsAt
        cancelled
        reserved
        play { slug title }
        stage { slug name }
        productVariant { currencyCode }
      }
    }
    performanceSeating(performanceId: $performanceId) {
      performanceId
      planVersion
      plan
      zones { code name price priceWithTax }
      states { ...SeatStates }
    }
  }
`,
  [SeatStatesFragment],
);

export const GetSeatStates = graphql(
  `
  query GetSeatStates($performanceId: ID!) {
    performanceSeatStates(performanceId: $performanceId) { ...SeatStates }
  }
`,
  [SeatStatesFragment],
);

const SeatSelectionResult = graphql(
  `
  fragment SeatSelectionResult on SeatSelectionResult {
    __typename
    ... on Order { ...ActiveOrder ...OrderDetail }
    ... on SeatsUnavailable { reason message seatKeys }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const SelectSeats = graphql(
  `
  mutation SelectSeats($performanceId: ID!, $seatKeys: [String!]!) {
    selectSeats(performanceId: $performanceId, seatKeys: $seatKeys) { ...SeatSelectionResult }
  }
`,
  [SeatSelectionResult],
);

export const SelectBestSeats = graphql(
  `
  mutation SelectBestSeats($input: BestSeatsInput!, $idempotencyKey: String!) {
    selectBestSeats(input: $input, idempotencyKey: $idempotencyKey) { ...SeatSelectionResult }
  }
`,
  [SeatSelectionResult],
);

export const ReleaseSeats = graphql(
  `
  mutation ReleaseSeats($performanceId: ID!, $seatKeys: [String!]!) {
    releaseSeats(performanceId: $performanceId, seatKeys: $seatKeys) { ...SeatSelectionResult }
  }
`,
  [SeatSelectionResult],
);

export { SeatSelectionResult as SeatSelectionResultFragment };
