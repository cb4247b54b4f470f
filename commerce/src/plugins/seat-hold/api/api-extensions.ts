import gql from 'graphql-tag';

/** The same in both APIs: the shopper's payment step and staff read an order's hold. */
export const seatHoldApiExtensions = gql`
  """
  HELD: the order's seats and limited stock are kept for it until expiresAt.
  PAID: payment turned the hold into the sale. EXPIRED: the time ran out and the seats
  went back on sale. RELEASED: the order went back to the cart or was cancelled.
  REFUNDED: a card payment arrived after the hold expired and was refunded.
  """
  enum SeatHoldState {
    HELD
    PAID
    EXPIRED
    RELEASED
    REFUNDED
  }

  type SeatHold {
    state: SeatHoldState!
    expiresAt: DateTime!
  }

  extend type Order {
    "The hold taken when the order entered ArrangingPayment; null when it never held anything."
    seatHold: SeatHold
  }
`;
