import gql from 'graphql-tag';

/**
 * Selling at the counter (ADR 061), Admin API only. A counter sale is a Vendure draft
 * order: seats are chosen with the mutations below (the seating plugin's
 * SeatSelectionResult and BestSeatsInput), counted tickets and shop items with Vendure's
 * own addItemToDraftOrder / adjustDraftOrderLine / removeDraftOrderLine.
 */
export const boxOfficeAdminApiExtensions = gql`
  input StartCounterSaleInput {
    "The language of the sale's confirmation email and printed tickets (one of the shop's)."
    language: LanguageCode!
    "Complimentary tickets: every line at zero, paid by a zero counter payment; needs GiveComplimentaryTickets."
    comp: Boolean
  }

  input CompleteCounterSaleInput {
    "A counter payment method's code: counter-cash or counter-card-terminal (a comp's zero payment too)."
    method: String!
    "The buyer's email: the confirmation goes there, in the sale's language. Without one, no email is sent."
    email: String
    "Used only when the email is new to the shop."
    firstName: String
    lastName: String
    "Required for a comp, refused for a sale: press, cast, sponsor or a few words (at most 200 characters)."
    compReason: String
  }

  enum CounterSaleRefusal {
    "The order is not a counter sale still being built (already completed, or not a counter sale)."
    NOT_A_COUNTER_DRAFT
    EMPTY_ORDER
    COMP_REASON_REQUIRED
    "An email, payment method or reason that cannot be used (the message says which)."
    INVALID_INPUT
    "A seat of the sale is no longer held for it: choose again."
    SEATS_EXPIRED
    "A performance of the sale is cancelled or has begun."
    NOT_ON_SALE
    "Too few of a limited item (counted tickets, shop items) are left."
    NOT_ENOUGH_STOCK
    PAYMENT_FAILED
    "Vendure refused a step; the message gives its words."
    REFUSED
  }

  "Why a counter sale was not completed; nothing of the attempt is kept, the draft and its seats are as they were."
  type CounterSaleRefused {
    reason: CounterSaleRefusal!
    message: String!
  }

  union CompleteCounterSaleResult = Order | CounterSaleRefused

  "How the box office prints: three tickets to an A4 page, or an 80 mm thermal roll."
  enum PrintLayout {
    a4
    roll
  }

  "Exchanging tickets for another performance of the same play (ADR 065)."
  input ExchangeTicketsInput {
    "The paid order (online or counter) whose tickets are exchanged."
    orderId: ID!
    "Valid tickets of that order, all of one performance."
    ticketIds: [ID!]!
    "Another performance of the same play."
    performanceId: ID!
    "For a reserved performance, one seat per ticket; none: the best available."
    seatKeys: [String!]
    "How a dearer night's difference is paid: counter-cash or counter-card-terminal. A cheaper night's is refunded on the original payment."
    method: String
  }

  enum TicketsExchangeRefusal {
    "The order is not paid, or is past the state where tickets are exchanged."
    NOT_EXCHANGEABLE
    "A ticket is not the order's, not valid (admitted, void, exchanged) or of another performance than the rest."
    INVALID_TICKETS
    "The performance is not another of the same play."
    OTHER_PLAY
    NOT_ON_SALE
    "Someone else holds or bought a chosen seat."
    SEATS_TAKEN
    NO_SEATS_FIT
    INVALID_SEATS
    NOT_ENOUGH_STOCK
    INVALID_INPUT
    "The new seats cost more: say how the difference is paid."
    PAYMENT_METHOD_REQUIRED
    PAYMENT_FAILED
    REFUND_FAILED
    REFUSED
  }

  "Why an exchange was refused; nothing of it is kept: the old seats and tickets are as they were."
  type TicketsExchangeRefused {
    reason: TicketsExchangeRefusal!
    message: String!
  }

  "A completed exchange: the new order (its tickets issued and emailed) and the original, its old tickets void."
  type TicketExchange {
    order: Order!
    originalOrder: Order!
    "The difference paid at the counter, in minor units."
    paid: Money!
    "The difference refunded on the original order's payment, in minor units."
    refunded: Money!
  }

  union ExchangeTicketsResult = TicketExchange | TicketsExchangeRefused

  extend type Query {
    "The order's tickets as a PDF (base64), for any paid order; each print is recorded and a ticket's second and later prints say reprint. In the language given, else the sale's."
    counterTicketsPdf(orderId: ID!, layout: PrintLayout!, language: LanguageCode): String!
    "The order's receipt as a PDF (base64): its lines, VAT per rate, payments and who took them."
    counterReceiptPdf(orderId: ID!, layout: PrintLayout!, language: LanguageCode): String!
  }

  extend type Mutation {
    "A new counter sale: a draft order flagged counter (or comp), sold by the signed-in staff member."
    startCounterSale(input: StartCounterSaleInput!): Order!
    "Holds these seats for the counter sale and adds them to it, as selectSeats does for a cart."
    counterSelectSeats(orderId: ID!, performanceId: ID!, seatKeys: [String!]!): SeatSelectionResult!
    "Best available for the counter sale, as selectBestSeats does for a cart."
    counterSelectBestSeats(orderId: ID!, input: BestSeatsInput!): SeatSelectionResult!
    "Gives these held seats back and takes them out of the counter sale."
    counterReleaseSeats(orderId: ID!, performanceId: ID!, seatKeys: [String!]!): SeatSelectionResult!
    "Books the sale to the buyer (or the house customer), for pick-up, and takes the payment, settled at once."
    completeCounterSale(orderId: ID!, input: CompleteCounterSaleInput!): CompleteCounterSaleResult!
    "Exchanges tickets for another performance of the same play, in one transaction (ADR 065)."
    exchangeTickets(input: ExchangeTicketsInput!): ExchangeTicketsResult!
  }
`;
