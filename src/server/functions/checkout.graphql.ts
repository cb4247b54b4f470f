import { graphql } from '~/graphql/graphql';
import { ActiveOrderFragment, OrderDetailFragment } from './order.graphql';
import { TicketFragment } from './tickets.graphql';

/* Every checkout mutation answers with the order in both shapes the client keeps, or an error result. */

export const SetCustomerForOrder = graphql(
  `
  mutation SetCustomerForOrder($input: CreateCustomerInput!) {
    setCustomerForOrder(input: $input) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const SetOrderShippingAddress = graphql(
  `
  mutation SetOrderShippingAddress($input: CreateAddressInput!) {
    setOrderShippingAddress(input: $input) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
    }
    setOrderBillingAddress(input: $input) { __typename }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

/**
 * Where a (re)loaded checkout starts: the order, whether someone is signed in, and the
 * codes of the deliveries the order may have, which tell a cart of tickets only (the
 * e-ticket is eligible) from one with goods (ADR 058).
 */
export const GetCheckout = graphql(
  `
  query GetCheckout {
    activeOrder { ...OrderDetail }
    activeCustomer { id }
    eligibleShippingMethods { id code }
  }
`,
  [OrderDetailFragment],
);

/** What choosing the e-ticket delivery needs to know: the order's delivery and the ones it may have. */
export const GetDeliveryChoice = graphql(`
  query GetDeliveryChoice {
    activeOrder { id state shippingLines { shippingMethod { code } } }
    eligibleShippingMethods { id code }
  }
`);

export const GetShippingMethods = graphql(`
  query GetShippingMethods {
    eligibleShippingMethods { id name description price priceWithTax }
  }
`);

export const SetShippingMethod = graphql(
  `
  mutation SetShippingMethod($id: [ID!]!) {
    setOrderShippingMethod(shippingMethodId: $id) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const GetPaymentMethods = graphql(`
  query GetPaymentMethods {
    eligiblePaymentMethods { id code name description isEligible eligibilityMessage }
  }
`);

export const TransitionToState = graphql(
  `
  mutation TransitionToState($state: String!) {
    transitionOrderToState(state: $state) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on OrderStateTransitionError { errorCode message transitionError fromState toState }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

/** The active order in both shapes, when no mutation has answered with it (a payment step reloaded). */
export const GetActiveCartOrder = graphql(
  `
  query GetActiveCartOrder {
    activeOrder { ...ActiveOrder ...OrderDetail }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const SetOrderCustomFields = graphql(
  `
  mutation SetOrderCustomFields($input: UpdateOrderInput!) {
    setOrderCustomFields(input: $input) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const AddPaymentToOrder = graphql(
  `
  mutation AddPaymentToOrder($input: PaymentInput!) {
    addPaymentToOrder(input: $input) {
      __typename
      ...ActiveOrder
      ...OrderDetail
      ... on ErrorResult { errorCode message }
      ... on PaymentDeclinedError { paymentErrorMessage }
      ... on PaymentFailedError { paymentErrorMessage }
      ... on OrderStateTransitionError { transitionError fromState toState }
    }
  }
`,
  [ActiveOrderFragment, OrderDetailFragment],
);

export const GetOrderByCode = graphql(
  `
  query GetOrderByCode($code: String!) {
    orderByCode(code: $code) { ...OrderDetail tickets { ...TicketItem } }
  }
`,
  [OrderDetailFragment, TicketFragment],
);

/** Our Stripe plugin: the client secret of a PaymentIntent for the active order (in ArrangingPayment). */
export const CreateStripePaymentIntent = graphql(`
  mutation CreateStripePaymentIntent {
    createStripePaymentIntent
  }
`);
