import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { TestClient } from './graphql-client';

/** A shopper's own session; its cookie-less bearer token is kept by the client. */
export const newShopper = (shopApiUrl: string) => new TestClient(shopApiUrl);

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@foyer.example`;

/**
 * What a guest does before paying: adds the variant, gives their details, an address
 * and a delivery method. Throws when Vendure refuses any step, so a test that means to
 * hold stock starts from a cart that really holds the item.
 */
export async function guestAtPaymentStep(shop: TestClient, variantId: string, quantity = 1, prefix = 'guest') {
  const added = await shop.query(
    shopGraphql(`mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) {
      __typename ... on ErrorResult { message } } }`),
    { id: variantId, quantity },
  );
  if (added.addItemToOrder.__typename !== 'Order') throw new Error(`add: ${added.addItemToOrder.message}`);
  return guestDetails(shop, prefix);
}

/** The rest of a guest's way to the payment step, for a cart that already holds what they buy. */
export async function guestDetails(shop: TestClient, prefix = 'guest') {
  const email = uniqueEmail(prefix);
  await shop.query(
    shopGraphql(`mutation ($email: String!) { setCustomerForOrder(input: { emailAddress: $email, firstName: "Seat", lastName: "Guest" }) {
      ... on Order { id } ... on ErrorResult { message } } }`),
    { email },
  );
  await shop.query(
    shopGraphql(
      `mutation { setOrderShippingAddress(input: { fullName: "Seat Guest", streetLine1: "ul. Rakovski 1", city: "Sofia", postalCode: "1000", countryCode: "BG" }) { ... on Order { id } } }`,
    ),
  );
  const { eligibleShippingMethods } = await shop.query(shopGraphql(`query { eligibleShippingMethods { id } }`));
  await shop.query(
    shopGraphql(
      `mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { ... on Order { id } ... on ErrorResult { message } } }`,
    ),
    { id: eligibleShippingMethods[0].id },
  );
  return { email };
}

export const TRANSITION = shopGraphql(`mutation ($state: String!) { transitionOrderToState(state: $state) {
  __typename ... on Order { id code state totalWithTax seatHold { state expiresAt } }
  ... on OrderStateTransitionError { message transitionError fromState toState } } }`);

/**
 * Moves the shopper's order to ArrangingPayment (the payment step); answers Vendure's
 * result (the shopper has an order, so there is one).
 */
export async function toPayment(shop: TestClient) {
  return (await shop.query(TRANSITION, { state: 'ArrangingPayment' })).transitionOrderToState!;
}

/** Pays with the local test card; answers Vendure's result (an Order, or why not). */
export async function payByTestCard(shop: TestClient, cardNumber = '4242424242424242') {
  const { addPaymentToOrder } = await shop.query(
    shopGraphql(`mutation ($card: String!) { addPaymentToOrder(input: { method: "test-card", metadata: { cardNumber: $card } }) {
      __typename ... on Order { code state seatHold { state } } ... on ErrorResult { errorCode message }
      ... on PaymentDeclinedError { paymentErrorMessage } } }`),
    { card: cardNumber },
  );
  return addPaymentToOrder;
}

export const activeHold = async (shop: TestClient) =>
  (await shop.query(shopGraphql(`query { activeOrder { state seatHold { state expiresAt } } }`))).activeOrder;
