import gql from 'graphql-tag';

const ticket = gql`
  enum TicketStatus {
    VALID
    ADMITTED
    VOID
  }

  enum TicketVoidReason {
    ORDER_CANCELLED
    "Exchanged at the box office for a ticket of another performance (ADR 065)."
    EXCHANGED
    REFUNDED
    SEAT_CANCELLED
  }

  "Where a ticket's holder sits, in the request's language, as the seat plan writes it (ADR 060)."
  type TicketPlace {
    "The seat's key in the performance's plan, e.g. stalls-F-12."
    key: String!
    "The area: Stalls, Balcony."
    area: String!
    "Null for a place in an unreserved area of the plan."
    row: String
    seat: String
    "The price zone's name."
    zone: String!
    zoneCode: String!
    "Where its holders go in, when the plan says: Entrance 2, first floor."
    entrance: String
    wheelchair: Boolean!
    companion: Boolean!
    restrictedView: Boolean!
  }

  "One seat of a paid ticket order line (ADR 035)."
  type Ticket implements Node {
    id: ID!
    "Signed: shown as a QR code and typed at the door if need be."
    code: String!
    "The code to read aloud and type at the door: nine characters in three groups, e.g. 7G3-K9Q-2MX (ADR 057)."
    shortCode: String!
    "1 to the number of seats bought on its order line (its number on the line, not a numbered seat: see place)."
    seat: Int!
    "The numbered seat it admits to; null for a performance sold by count."
    place: TicketPlace
    status: TicketStatus!
    voidReason: TicketVoidReason
    admittedAt: DateTime
    orderCode: String!
    performance: Performance!
  }

  extend type Order {
    "One ticket per seat of the order's ticket lines, once it is paid."
    tickets: [Ticket!]!
  }
`;

export const shopApiExtensions = gql`
  ${ticket}

  extend type Query {
    "The signed-in customer's tickets: upcoming performances first (soonest first), then past ones (latest first)."
    myTickets: [Ticket!]!
  }
`;

export const adminApiExtensions = gql`
  ${ticket}

  extend type Ticket {
    "The seats its order line holds now: the door says 'ticket {seat} of {seats}'."
    seats: Int!
  }

  enum TicketAdmissionResult {
    ADMITTED
    ALREADY_ADMITTED
    VOID
    "Shaped like a ticket code, but its signature is wrong: altered or made up."
    FORGED
    "Not a ticket code at all."
    NOT_A_TICKET
    "Correctly signed, but no such ticket was issued."
    UNKNOWN
    OTHER_PERFORMANCE
    "The performance's door is not open (12 h before the start to 6 h after), or it was cancelled."
    DOOR_CLOSED
  }

  type TicketDoorCount {
    performanceId: ID!
    "Tickets admitted so far."
    admitted: Int!
    "Tickets that admit someone (not void), admitted or not."
    tickets: Int!
  }

  type TicketAdmission {
    result: TicketAdmissionResult!
    "The ticket the code names, when there is one."
    ticket: Ticket
    door: TicketDoorCount!
  }

  type DoorPerformance {
    performance: Performance!
    admitted: Int!
    tickets: Int!
  }

  extend type Query {
    "Performances whose door is open now, soonest first."
    doorPerformances: [DoorPerformance!]!
    doorCount(performanceId: ID!): TicketDoorCount!
  }

  extend type Mutation {
    "Admits a ticket at the door of a performance, at most once."
    admitTicket(performanceId: ID!, code: String!): TicketAdmission!
  }
`;
