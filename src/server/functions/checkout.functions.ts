import { deliversNothing } from '@foyer/shared/delivery';
import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { readFragment } from '~/graphql/graphql';
import { addressInput } from '~/lib/address-validation';
import { classifyOrderMutation, type OrderMutationOutcome } from '~/lib/order-result';
import type { HoldKind, PayKind, PaymentResult } from '~/lib/payment-result';
import { schema } from '~/lib/schema';
import { idSchema, orderCodeInput } from '~/lib/validation';
import { serverEnv } from '../env.server';
import { type CartOrder, type OrderFragments, orderMutation, unmaskOrder } from '../vendure/order-mutation.server';
import { sessionToken, shopApi, withSession } from '../vendure/vendure.server';
import { isVendureErrorCode } from '../vendure/vendure-client.server';
import {
  AddPaymentToOrder,
  CreateStripePaymentIntent,
  GetCheckout,
  GetOrderByCode,
  GetPaymentMethods,
  GetShippingMethods,
  SetCustomerForOrder,
  SetOrderShippingAddress,
  SetShippingMethod,
  TransitionToState,
} from './checkout.graphql';
import { GetActiveOrderDetail, OrderDetailFragment } from './order.graphql';
import { arrangePayment, refusedTransition } from './payment-arrangement.server';
import { createPaymentGate } from './payment-gate.server';
import { rememberPlacedOrder, wasPlacedHere } from './placed-orders.server';
import { richText } from './rich-text.server';
import { ticketsForPage } from './tickets.server';

/**
 * The active order, whether a customer is signed in, and whether the cart holds tickets
 * only (nothing to deliver, ADR 058): where a (re)loaded checkout starts.
 */
export const getCheckout = createServerFn({ method: 'GET' }).handler(() =>
  withSession(
    () => ({ order: null, signedIn: false, ticketsOnly: false }),
    async () => {
      const { activeOrder, activeCustomer, eligibleShippingMethods } = await shopApi(GetCheckout, {});
      return {
        order: activeOrder ? readFragment(OrderDetailFragment, activeOrder) : null,
        signedIn: Boolean(activeCustomer),
        ticketsOnly: deliversNothing(eligibleShippingMethods.map((method) => method.code)),
      };
    },
  ),
);

/**
 * Runs an order change that Vendure only accepts while items can be added; an order
 * already waiting for payment is moved back first (the shopper went back a step).
 */
async function whileAddingItems(run: () => Promise<unknown>, fallback: string) {
  const outcome = await orderMutation(run, fallback);
  if (outcome.kind !== 'error' || outcome.errorType !== 'OrderModificationError') return outcome;
  const reopened = await orderMutation(
    async () => (await shopApi(TransitionToState, { state: 'AddingItems' })).transitionOrderToState,
    'Failed to transition order state',
  );
  return reopened.kind === 'error' ? outcome : orderMutation(run, fallback);
}

const customerInput = schema(() =>
  z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    emailAddress: z.email().max(254),
  }),
);

export const setCustomerForOrder = createServerFn({ method: 'POST' })
  .validator(customerInput)
  .handler(({ data }) =>
    orderMutation(
      async () => (await shopApi(SetCustomerForOrder, { input: data })).setCustomerForOrder,
      'Failed to set customer for order',
    ),
  );

/** Sets the shipping address; the billing address is the same (a theatre shop needs no second one). */
export const setOrderShippingAddress = createServerFn({ method: 'POST' })
  .validator(addressInput)
  .handler(({ data }) =>
    whileAddingItems(
      async () => (await shopApi(SetOrderShippingAddress, { input: data })).setOrderShippingAddress,
      'Failed to set shipping address',
    ),
  );

/**
 * Eligible shipping methods with prices, or null when they could not be read. Without a
 * session there is no order, so none is eligible (and asking would start a session).
 */
export const getShippingMethods = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await withSession(
      () => [],
      async () => {
        const { eligibleShippingMethods } = await shopApi(GetShippingMethods, {});
        return eligibleShippingMethods.map((method) => ({ ...method, description: richText(method.description) }));
      },
    );
  } catch {
    return null;
  }
});

export const setShippingMethod = createServerFn({ method: 'POST' })
  .validator(z.object({ shippingMethodId: idSchema }))
  .handler(({ data }) =>
    whileAddingItems(
      async () => (await shopApi(SetShippingMethod, { id: [data.shippingMethodId] })).setOrderShippingMethod,
      'Failed to set shipping method',
    ),
  );

/**
 * Eligible payment methods in the order staff created them (Vendure's query has no
 * order, and the payment step preselects the first), or null when they could not be read;
 * none without a session, which has no order.
 */
export const getPaymentMethods = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await withSession(
      () => [],
      async () => {
        const { eligiblePaymentMethods } = await shopApi(GetPaymentMethods, {});
        return [...eligiblePaymentMethods].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
      },
    );
  } catch {
    return null;
  }
});

/** What paying answers: the placed order's code, or why not (ADR 069). */
export type PayAnswer = PaymentResult<CartOrder, PayKind>;

/** What our payment handlers answer when the order's seat hold has run out (ADR 021). */
const SEAT_HOLD_EXPIRED = 'SEAT_HOLD_EXPIRED';

const testCardInput = schema(() =>
  z.object({
    method: z.literal('test-card'),
    cardNumber: z
      .string()
      .trim()
      .max(32)
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/)),
  }),
);

const payOnce = createPaymentGate<PayAnswer>();

/** Pays with the local test card: ArrangingPayment, the provider, then AddPaymentToOrder. */
async function payByTestCard(data: z.infer<typeof testCardInput>): Promise<PayAnswer> {
  const readiness = await arrangePayment('test-card');
  if (readiness.kind !== 'ready') return readiness;
  let raw: unknown;
  try {
    raw = (
      await shopApi(AddPaymentToOrder, { input: { method: data.method, metadata: { cardNumber: data.cardNumber } } })
    ).addPaymentToOrder;
  } catch {
    return { kind: 'failed', errorType: 'RequestFailed', message: 'Failed to add payment' };
  }
  const outcome: OrderMutationOutcome<OrderFragments> = classifyOrderMutation<OrderFragments>(raw);
  if (outcome.kind === 'error') {
    if ((raw as { paymentErrorMessage?: string | null }).paymentErrorMessage === SEAT_HOLD_EXPIRED) {
      return { kind: 'holdExpired', order: readiness.order };
    }
    if (outcome.errorType === 'PaymentDeclinedError' || outcome.errorType === 'PaymentFailedError') {
      return { kind: 'declined', message: outcome.message, order: readiness.order };
    }
    if (outcome.transition) return refusedTransition(outcome.message, outcome.transition);
    return { kind: 'failed', errorType: outcome.errorType, message: outcome.message };
  }
  const order = unmaskOrder(outcome.order);
  return { kind: 'placed', code: order.detail.code, order };
}

/**
 * The test-card payment, exactly once per session: the same call sent twice at once
 * pays once, and both answers name the one placed order (see payment-gate.ts).
 */
export const payWithTestCard = createServerFn({ method: 'POST' })
  .validator(testCardInput)
  .handler(async ({ data }): Promise<PayAnswer> => {
    const { outcome } = await payOnce(sessionToken(), () => payByTestCard(data));
    if (outcome.kind === 'placed') rememberPlacedOrder(outcome.code);
    return outcome;
  });

/** The Payment Element's key, or null when Stripe is not configured for the storefront. */
export const getStripePublishableKey = createServerFn({ method: 'GET' }).handler(
  () => serverEnv().STRIPE_PUBLISHABLE_KEY ?? null,
);

/** Readying a card payment: `ready` with the PaymentIntent's client secret, or why not (ADR 069). */
type StripeAnswer =
  | (PaymentResult<CartOrder, 'ready'> & { order: CartOrder; clientSecret: string })
  | PaymentResult<CartOrder, Exclude<HoldKind, 'ready'> | 'holdExpired'>;

/**
 * Readies a card payment through Stripe: ArrangingPayment, the provider recorded,
 * then a PaymentIntent from our Vendure plugin. The browser confirms it with
 * Stripe.js; Stripe's signed webhook to Vendure settles the order.
 */
export const prepareStripePayment = createServerFn({ method: 'POST' }).handler(async (): Promise<StripeAnswer> => {
  const readiness = await arrangePayment('stripe');
  if (readiness.kind !== 'ready') return readiness;
  try {
    const { createStripePaymentIntent } = await shopApi(CreateStripePaymentIntent, {});
    rememberPlacedOrder(readiness.order.detail.code);
    return { ...readiness, clientSecret: createStripePaymentIntent };
  } catch (error) {
    if (isVendureErrorCode(error, SEAT_HOLD_EXPIRED)) return { kind: 'holdExpired', order: readiness.order };
    return { kind: 'failed', errorType: 'RequestFailed', message: 'Failed to add payment' };
  }
});

/**
 * An order for its confirmation page. The active order (a card payment still waiting
 * for the provider) is the visitor's own; a placed order is shown to its signed-in
 * customer (Vendure checks) or to the guest browser that paid for it, with its
 * tickets once paid. Anyone else gets null, as if it did not exist.
 */
export const getOrderByCode = createServerFn({ method: 'GET' })
  .validator(orderCodeInput)
  .handler(({ data }) =>
    withSession(
      () => null,
      () => orderForConfirmation(data.code),
    ),
  );

async function orderForConfirmation(code: string) {
  const { activeOrder, activeCustomer } = await shopApi(GetActiveOrderDetail, {});
  const active = activeOrder ? readFragment(OrderDetailFragment, activeOrder) : null;
  // The active order is not paid yet, so it has no tickets.
  if (active?.code === code) return { ...active, tickets: ticketsForPage([]) };
  if (!activeCustomer && !wasPlacedHere(code)) return null;
  try {
    const { orderByCode } = await shopApi(GetOrderByCode, { code });
    if (!orderByCode) return null;
    return { ...readFragment(OrderDetailFragment, orderByCode), tickets: ticketsForPage(orderByCode.tickets) };
  } catch (error) {
    // Vendure answers FORBIDDEN for someone else's order: to them it does not exist.
    if (isVendureErrorCode(error, 'FORBIDDEN')) return null;
    throw error;
  }
}
