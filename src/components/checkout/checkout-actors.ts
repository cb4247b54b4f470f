import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { progressOf } from '~/lib/checkout-progress';
import type { OrderMutationOutcome } from '~/lib/order-result';
import { isSeatsExpired } from '~/lib/seating/seat-search';
import type {
  AddressDetails,
  CheckoutSnapshot,
  CustomerDetails,
  HoldResult,
  PaymentChoice,
  PaymentOption,
  PlaceOrderResult,
  ShippingQuote,
  StepResult,
} from '~/machines/checkout.machine';
import { m } from '~/paraglide/messages';
import {
  getCheckout,
  getPaymentMethods,
  getShippingMethods,
  type PaymentOutcome,
  setCustomerForOrder,
  setOrderShippingAddress,
  setShippingMethod,
} from '~/server/functions/checkout.functions';
import { activeOrderDetailQuery, activeOrderQuery, checkoutQuery } from '~/server/functions/queries';
import { holdSeats, releaseSeats } from '~/server/functions/seat-hold.functions';
import type { CartOrder } from '~/server/vendure/order-mutation.server';

/** Pays with one payment method: the test card here, Stripe's Payment Element when it is mounted. */
export type PaymentHandler = (choice: PaymentChoice) => Promise<PaymentOutcome>;

/** Vendure's error, in the shopper's words where we know the case. */
function stepMessage(outcome: Extract<OrderMutationOutcome<CartOrder>, { kind: 'error' }>, fallback: string): string {
  switch (outcome.errorType) {
    case 'RequestFailed':
      return fallback;
    case 'EmailAddressConflictError':
    case 'GuestCheckoutError':
      return m.checkout_email_has_account();
    case 'IneligibleShippingMethodError':
      return m.checkout_shipping_ineligible();
    default:
      return outcome.message;
  }
}

/**
 * The actors the checkout machine names, calling our server functions; every answer
 * that carries the order also refreshes the cart badge and the order summary.
 */
export function createCheckoutActors(queryClient: QueryClient, pay: (method: string) => PaymentHandler | undefined) {
  const keep = (order: CartOrder | null) => {
    queryClient.setQueryData(activeOrderQuery().queryKey, order?.summary ?? null);
    queryClient.setQueryData(activeOrderDetailQuery().queryKey, order?.detail ?? null);
  };
  const step = async (call: () => Promise<OrderMutationOutcome<CartOrder>>, fallback: string): Promise<StepResult> => {
    let outcome: OrderMutationOutcome<CartOrder>;
    try {
      outcome = await call();
    } catch {
      return { ok: false, message: fallback };
    }
    if (outcome.kind === 'error') return { ok: false, message: stepMessage(outcome, fallback) };
    keep(outcome.order);
    const progress = progressOf(outcome.order.detail);
    return progress ? { ok: true, progress } : { ok: false, message: fallback };
  };
  const orThrow = async <T>(call: () => Promise<T | null>, fallback: string): Promise<T> => {
    const value = await call().catch(() => null);
    if (value === null) throw new Error(fallback);
    return value;
  };

  /** Vendure's stock answer in the shopper's words, with the order it lowered. */
  const stockResult = (quantityAvailable: number, order: CartOrder | null) => {
    if (order) keep(order);
    return {
      kind: 'stock' as const,
      quantityAvailable,
      message: m.order_insufficient_stock({ quantity: quantityAvailable }),
      progress: order ? progressOf(order.detail) : null,
    };
  };

  /** Numbered seats went to someone else: the cart and the summary read the order again to show which. */
  const seatsExpired = () => {
    void queryClient.invalidateQueries({ queryKey: activeOrderDetailQuery().queryKey });
    return { kind: 'seatsExpired' as const };
  };

  return {
    loadCheckout: fromPromise<CheckoutSnapshot>(async () => {
      const checkout = await orThrow(() => getCheckout(), m.checkout_load_failed());
      queryClient.setQueryData(checkoutQuery().queryKey, checkout);
      queryClient.setQueryData(activeOrderDetailQuery().queryKey, checkout.order);
      return { progress: progressOf(checkout.order), signedIn: checkout.signedIn, ticketsOnly: checkout.ticketsOnly };
    }),
    setCustomer: fromPromise<StepResult, CustomerDetails>(({ input }) =>
      step(() => setCustomerForOrder({ data: input }), m.checkout_customer_failed()),
    ),
    setAddress: fromPromise<StepResult, AddressDetails>(({ input }) =>
      step(() => setOrderShippingAddress({ data: input }), m.checkout_address_failed()),
    ),
    loadShippingQuotes: fromPromise<ShippingQuote[]>(async () =>
      (await orThrow(() => getShippingMethods(), m.checkout_shipping_load_failed())).map((method) => ({
        id: method.id,
        name: method.name,
        description: method.description,
        priceWithTax: method.priceWithTax,
      })),
    ),
    setShippingMethod: fromPromise<StepResult, { shippingMethodId: string }>(({ input }) =>
      step(() => setShippingMethod({ data: input }), m.checkout_shipping_failed()),
    ),
    holdSeats: fromPromise<HoldResult>(async () => {
      const readiness = await holdSeats().catch(() => null);
      if (!readiness) return { kind: 'failed', message: m.checkout_hold_failed() };
      switch (readiness.kind) {
        case 'ready': {
          keep(readiness.order);
          const hold = readiness.order.detail.seatHold;
          return { kind: 'ready', expiresAt: hold?.state === 'HELD' ? hold.expiresAt : null };
        }
        case 'stock':
          return stockResult(readiness.quantityAvailable, readiness.order);
        case 'transitionError':
          return isSeatsExpired(readiness) ? seatsExpired() : readiness;
        default:
          return {
            kind: 'failed',
            message: readiness.errorType === 'RequestFailed' ? m.checkout_hold_failed() : readiness.message,
          };
      }
    }),
    releaseSeats: fromPromise<void>(async () => {
      const released = await releaseSeats();
      if (released.ok && released.order) keep(released.order);
    }),
    loadPaymentOptions: fromPromise<PaymentOption[]>(async () =>
      (await orThrow(() => getPaymentMethods(), m.checkout_payment_load_failed())).map((method) => ({
        id: method.id,
        code: method.code,
        name: method.name,
        description: method.description,
        isEligible: method.isEligible,
        eligibilityMessage: method.eligibilityMessage ?? null,
      })),
    ),
    placeOrder: fromPromise<PlaceOrderResult, PaymentChoice>(async ({ input }) => {
      const handler = pay(input.method);
      if (!handler) return { kind: 'failed', message: m.checkout_payment_failed() };
      let outcome: PaymentOutcome;
      try {
        outcome = await handler(input);
      } catch (error) {
        return {
          kind: 'failed',
          message: error instanceof Error && error.message ? error.message : m.checkout_payment_failed(),
        };
      }
      switch (outcome.kind) {
        case 'placed':
          // The order is no longer active: the cart is empty from here on.
          keep(null);
          return { kind: 'placed', code: outcome.code };
        case 'stock':
          return stockResult(outcome.quantityAvailable, outcome.order);
        case 'transitionError':
          return isSeatsExpired(outcome) ? seatsExpired() : outcome;
        case 'holdExpired':
          if (outcome.order) keep(outcome.order);
          return { kind: 'holdExpired' };
        case 'declined':
          if (outcome.order) keep(outcome.order);
          return { kind: 'failed', message: m.checkout_payment_declined() };
        default:
          return {
            kind: 'failed',
            message: outcome.errorType === 'RequestFailed' ? m.checkout_payment_failed() : outcome.message,
          };
      }
    }),
  };
}
