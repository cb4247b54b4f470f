import gql from 'graphql-tag';

/** The box office's figures (issue 27), for staff with ReadReports. Money in minor units. */
export const reportsAdminApiExtensions = gql`
  type SeatFigures {
    "The zone, or null for the whole performance."
    zone: String
    capacity: Int!
    soldOnline: Int!
    soldCounter: Int!
    comps: Int!
    "Held for an order now (a hold not yet expired)."
    held: Int!
    blocked: Int!
    free: Int!
    "Sold (comps included) over capacity, percent with one decimal."
    occupancy: Float!
    "Comps count 0."
    revenueNet: Money!
    vat: Money!
  }

  type PerformanceReport {
    performanceId: ID!
    playTitle: String!
    stageName: String!
    startsAt: DateTime!
    reserved: Boolean!
    capacity: Int!
    soldOnline: Int!
    soldCounter: Int!
    comps: Int!
    held: Int!
    blocked: Int!
    free: Int!
    occupancy: Float!
    revenueNet: Money!
    vat: Money!
    "Per zone on a reserved performance; empty on one sold by count."
    zones: [SeatFigures!]!
  }

  type CashUpRow {
    method: String!
    "Who took the money at the counter; null for online payments and method totals."
    administratorId: ID
    administratorName: String
    payments: Int!
    taken: Money!
    refunds: Int!
    refunded: Money!
    net: Money!
  }

  type CashUpReport {
    "The theatre day (YYYY-MM-DD, Europe/Sofia)."
    date: String!
    start: DateTime!
    end: DateTime!
    rows: [CashUpRow!]!
    methods: [CashUpRow!]!
    total: CashUpRow!
  }

  type PlayPerformanceFigures {
    performanceId: ID!
    startsAt: DateTime!
    cancelled: Boolean!
    capacity: Int!
    tickets: Int!
    comps: Int!
    occupancy: Float!
    revenueNet: Money!
    vat: Money!
  }

  type SalesDay {
    date: String!
    tickets: Int!
    revenueNet: Money!
  }

  type PlayReport {
    playId: ID!
    playTitle: String!
    from: String!
    to: String!
    performances: [PlayPerformanceFigures!]!
    capacity: Int!
    tickets: Int!
    comps: Int!
    occupancy: Float!
    revenueNet: Money!
    vat: Money!
    salesByDay: [SalesDay!]!
    firstPerformanceAt: DateTime
  }

  enum ReportCsvKind {
    PERFORMANCE
    CASH_UP
    PLAY
    ATTENDEES
  }

  input ReportCsvArgs {
    performanceId: ID
    "YYYY-MM-DD in the theatre's time zone (CASH_UP)."
    date: String
    playId: ID
    from: String
    to: String
  }

  "A CSV file as text: UTF-8 with a byte-order mark; the Dashboard saves it as a Blob."
  type ReportCsv {
    filename: String!
    csv: String!
  }

  extend type Query {
    performanceReport(performanceId: ID!): PerformanceReport!
    "Payments and refunds of one theatre day (YYYY-MM-DD, Europe/Sofia) per method and member of staff."
    cashUp(date: String!): CashUpReport!
    "A play's performances starting between two theatre days (inclusive)."
    playReport(playId: ID!, from: String!, to: String!): PlayReport!
    reportCsv(kind: ReportCsvKind!, args: ReportCsvArgs!): ReportCsv!
  }
`;
