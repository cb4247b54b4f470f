import gql from 'graphql-tag';

const common = gql`
  "Why a waiting-list call did nothing (ADR 063)."
  enum WaitingListRefusal {
    "Seats of the performance are on sale: buy them instead."
    NOT_SOLD_OUT
    "No such performance on sale: unknown, begun, cancelled, or selling no tickets."
    NOT_FOUND
    "Ask for 1 to 10 seats."
    INVALID_SEATS
    INVALID_EMAIL
    "The link's token is unknown, already used, or its entry left the list."
    INVALID_TOKEN
    "The offer's time ran out; the seats went to the next in line."
    OFFER_EXPIRED
  }

  type WaitingListResult {
    ok: Boolean!
    refusal: WaitingListRefusal
    "The performance the entry is for, when known."
    performanceId: ID
  }
`;

export const waitingListShopApiExtensions = gql`
  ${common}

  extend type Mutation {
    "Joins a sold-out performance's waiting list; a confirmation email follows (double opt-in). Rate-limited like registration."
    joinWaitingList(performanceId: ID!, email: String!, seats: Int!): WaitingListResult!
    "The confirmation email's link."
    confirmWaitingList(token: String!): WaitingListResult!
    "The unsubscribe link of every waiting-list email; gives back an unclaimed offer's seats."
    leaveWaitingList(token: String!): WaitingListResult!
    "The offer email's link: the offered seats go into the active order, held until the offer's end."
    claimWaitingListOffer(token: String!): WaitingListResult!
  }
`;

export const waitingListAdminApiExtensions = gql`
  ${common}

  type WaitingListCounts {
    "Confirmed visitors in line now."
    waiting: Int!
    "Offers made (each entry is offered seats at most once)."
    offers: Int!
    acceptances: Int!
    expiries: Int!
    unsubscribed: Int!
  }

  extend type Query {
    "Of one performance, or of all when none is given."
    waitingListCounts(performanceId: ID): WaitingListCounts!
  }

  extend type Mutation {
    "Runs the offer pass now (it also runs on a schedule): expires unclaimed offers, offers free seats. Returns the offers made."
    runWaitingListOffers: Int!
  }
`;
