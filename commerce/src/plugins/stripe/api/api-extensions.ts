import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  extend type Mutation {
    """
    Starts a card payment for the active order, which must be in ArrangingPayment:
    returns the client secret of a Stripe PaymentIntent for the order's total, for
    Stripe's Payment Element. Calling it again for the same order and total returns
    the same PaymentIntent. The payment is recorded by Stripe's signed webhook.
    Error codes: STRIPE_NOT_CONFIGURED, NO_ACTIVE_ORDER, ORDER_NOT_ARRANGING_PAYMENT,
    PAYMENT_PROVIDER_UNAVAILABLE (Stripe failed; try again).
    """
    createStripePaymentIntent: String!
  }
`;
