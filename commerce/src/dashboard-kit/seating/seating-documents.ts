import { graphql } from '../graphql';

/** The stages to choose from, each with its current plan (null: it sells by count). */
export const seatPlanStagesDocument = graphql(`
  query SeatPlanStages {
    stages(options: { take: 100, sort: { name: ASC } }) {
      items {
        id
        name
        slug
        capacity
        seatPlan { id version capacity createdAt plan }
      }
    }
  }
`);

/** Saves the plan as the stage's next version (ADR 053); performances already scheduled keep theirs. */
export const saveSeatPlanDocument = graphql(`
  mutation SaveSeatPlan($stageId: ID!, $plan: JSON!) {
    saveSeatPlan(stageId: $stageId, plan: $plan) { id version capacity createdAt plan }
  }
`);

/** What the box office's map draws: the plan as scheduled, the zones and the taken seats. */
const seatMapFields = graphql(`
  fragment SeatMapFields on PerformanceSeatMap {
    performanceId
    planVersion
    plan
    zones { code name priceWithTax }
    seats { key state orderId orderCode expiresAt }
  }
`);

/** One performance's seats as the box office sees them, with the performance it belongs to. */
export const performanceSeatMapDocument = graphql(
  `
  query PerformanceSeatMap($performanceId: ID!) {
    performance(id: $performanceId) { id startsAt cancelled play { title } stage { name } }
    performanceSeatMap(performanceId: $performanceId) { ...SeatMapFields }
  }
`,
  [seatMapFields],
);

export const blockSeatsDocument = graphql(
  `
  mutation BlockSeats($performanceId: ID!, $seatKeys: [String!]!) {
    blockSeats(performanceId: $performanceId, seatKeys: $seatKeys) { ...SeatMapFields }
  }
`,
  [seatMapFields],
);

export const unblockSeatsDocument = graphql(
  `
  mutation UnblockSeats($performanceId: ID!, $seatKeys: [String!]!) {
    unblockSeats(performanceId: $performanceId, seatKeys: $seatKeys) { ...SeatMapFields }
  }
`,
  [seatMapFields],
);

export const releaseSeatHoldsDocument = graphql(
  `
  mutation ReleaseSeatHolds($performanceId: ID!, $seatKeys: [String!]!) {
    releaseSeatHolds(performanceId: $performanceId, seatKeys: $seatKeys) { ...SeatMapFields }
  }
`,
  [seatMapFields],
);

/** A reserved performance's zones, named in the content language, for the edit dialog. */
export const performanceZonesDocument = graphql(`
  query PerformanceZones($performanceId: ID!) {
    performanceSeatMap(performanceId: $performanceId) { performanceId zones { code name } }
  }
`);
