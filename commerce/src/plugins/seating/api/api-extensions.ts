import gql from 'graphql-tag';

/**
 * Reserved seating (ADR 053). A seat plan is JSON in the shape of
 * `packages/shared/src/seating/seat-plan.ts`; a seat is named by its `key`.
 */
const common = gql`
  enum SeatState {
    FREE
    HELD
    SOLD
    BLOCKED
  }

  "A zone's ticket price for one performance."
  type SeatZonePrice {
    code: String!
    "In the request's language."
    name: String!
    "As the channel's prices are (tax included)."
    price: Money!
    priceWithTax: Money!
  }

  "A seat of the order (or of a ticket), described in the request's language."
  type OrderSeat {
    performanceId: ID!
    orderLineId: ID
    key: String!
    area: String!
    "Null for an unreserved area's place."
    row: String
    seat: String
    zone: String!
    zoneCode: String!
    entrance: String
    wheelchair: Boolean!
    companion: Boolean!
    restrictedView: Boolean!
    state: SeatState!
    "Until when a held seat is kept for the order; null once sold."
    expiresAt: DateTime
  }

  extend type Order {
    "The seats this order holds or bought, in plan order."
    seats: [OrderSeat!]!
  }

  extend type OrderLine {
    "The performance whose numbered seats this line sells (one unit a seat); null for anything else."
    seatPerformanceId: ID
  }

  extend type Performance {
    "Sold by numbered seat (the stage had a seat plan when it was scheduled)."
    reserved: Boolean!
  }

  enum SeatRefusal {
    "Someone else holds or bought one of the seats (seatKeys names them)."
    SEATS_TAKEN
    "No block of seats fits the request."
    NO_SEATS_FIT
    "A seat key that is not in the performance's plan, or more seats than one order may hold."
    INVALID_SEATS
    "The performance has begun, is cancelled, or is not sold by seat."
    NOT_ON_SALE
  }

  type SeatsUnavailable {
    reason: SeatRefusal!
    message: String!
    seatKeys: [String!]!
  }

  "The order the seats went into (the shop's cart, the counter's draft: ADR 061), or why not."
  union SeatSelectionResult = Order | SeatsUnavailable

  input BestSeatsInput {
    performanceId: ID!
    "Seats in all, wheelchair spaces and their companion seats included."
    count: Int!
    "How many of them are wheelchair spaces; each comes with its companion seat."
    wheelchair: Int
    "Only in this zone (a SeatZonePrice code)."
    zone: String
    "Only seats at this price or less (with tax, minor units)."
    maxPrice: Money
    "Only in this area of the plan (a key); an unreserved area's places are sold by count, without wheelchair spaces."
    area: String
  }
`;

export const seatingShopApiExtensions = gql`
  ${common}

  "A seat someone else holds, bought or the box office kept back; a seat not listed is free."
  type TakenSeat {
    key: String!
    state: SeatState!
    "Held or bought by the shopper asking."
    mine: Boolean!
  }

  "What changes while the map is open: one round trip per refresh."
  type PerformanceSeatStates {
    performanceId: ID!
    taken: [TakenSeat!]!
    "When the asking shopper's held seats of this performance are given back, if they hold any."
    holdExpiresAt: DateTime
  }

  "Everything the seat map draws: the plan as scheduled, the zones' prices and the seats taken."
  type PerformanceSeating {
    performanceId: ID!
    planVersion: Int!
    plan: JSON!
    zones: [SeatZonePrice!]!
    states: PerformanceSeatStates!
  }

  extend type Query {
    "Null when the performance is not sold by seat (or does not exist)."
    performanceSeating(performanceId: ID!): PerformanceSeating
    "The seats taken now; for refreshing an open map."
    performanceSeatStates(performanceId: ID!): PerformanceSeatStates
  }

  extend type Mutation {
    "Holds these seats for the active order (made if needed) and adds them to it."
    selectSeats(performanceId: ID!, seatKeys: [String!]!): SeatSelectionResult!
    """
    Finds the best adjacent free seats for the request, holds them and adds them, once per
    idempotencyKey (ADR 076): a UUID the client makes for one request and sends again with
    every retry of it. A repeat of a key whose seats were held answers the order as it is
    now, with those seats, and holds none more.
    """
    selectBestSeats(input: BestSeatsInput!, idempotencyKey: String!): SeatSelectionResult!
    "Gives these held seats back and takes them out of the active order."
    releaseSeats(performanceId: ID!, seatKeys: [String!]!): SeatSelectionResult!
  }
`;

export const seatingAdminApiExtensions = gql`
  ${common}

  type SeatPlanVersion {
    id: ID!
    stageId: ID!
    "1 for a stage's first plan; saving a plan makes the next version."
    version: Int!
    plan: JSON!
    capacity: Int!
    createdAt: DateTime!
  }

  "A seat of one performance as the box office sees it; free seats are not listed."
  type AdminSeat {
    key: String!
    state: SeatState!
    orderId: ID
    orderCode: String
    "Until when a held seat is kept."
    expiresAt: DateTime
  }

  type PerformanceSeatMap {
    performanceId: ID!
    planVersion: Int!
    plan: JSON!
    zones: [SeatZonePrice!]!
    seats: [AdminSeat!]!
  }

  type PerformanceZonePrice {
    zone: String!
    price: Money!
  }

  input ZonePriceInput {
    zone: String!
    "Tax included, as the channel's prices are."
    price: Money!
  }

  extend type Stage {
    "The stage's current seat plan; null when it sells by count."
    seatPlan: SeatPlanVersion
  }

  extend type Performance {
    "The plan version it sells (null: sold by count)."
    seatPlanVersion: Int
    zonePrices: [PerformanceZonePrice!]!
  }

  extend input SchedulePerformanceInput {
    """
    One price per zone of the stage's seat plan: the performance is then sold by seat on
    that plan (price and seats are not read). Without, it is sold by count (general admission).
    """
    zonePrices: [ZonePriceInput!]
  }

  extend input UpdatePerformanceInput {
    "A reserved performance's zone prices; zones left out keep theirs."
    zonePrices: [ZonePriceInput!]
  }

  extend type Query {
    seatPlan(stageId: ID!): SeatPlanVersion
    "Null when the performance is not sold by seat."
    performanceSeatMap(performanceId: ID!): PerformanceSeatMap
  }

  extend type Mutation {
    "Checks the plan and saves it as the stage's next version; scheduled performances keep theirs."
    saveSeatPlan(stageId: ID!, plan: JSON!): SeatPlanVersion!
    "The stage sells by count again for performances scheduled from now on."
    removeSeatPlan(stageId: ID!): Boolean!
    "Keeps free seats back (house seats); held or sold seats are left as they are."
    blockSeats(performanceId: ID!, seatKeys: [String!]!): PerformanceSeatMap!
    unblockSeats(performanceId: ID!, seatKeys: [String!]!): PerformanceSeatMap!
    "Gives back seats held by an order that is not paid (a stuck hold)."
    releaseSeatHolds(performanceId: ID!, seatKeys: [String!]!): PerformanceSeatMap!
  }
`;
