import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { progressOf } from '~/lib/checkout-progress';
import type { OrderMutationOutcome } from '~/lib/order-result';
import type { HoldKind, PayKind, PaymentKind, PaymentResult } from '~/lib/payment-result';
import type {
  AddressDetails,
  CheckoutProgress,
  CheckoutSnapshot,
  CustomerDetails,
  PaymentChoice,
  PaymentOption,
  ShippingQuote,
  StepResult,
} from '~/machines/checkout.machine';
import { m } from '~/paraglide/messages';
import {
  getCheckout,
  getPaymentMethods,
  getShippingMethods,
  type PayAnswer,
  setCustomerForOrder,
  setOrderShippingAddress,
  setShippingMethod,
} from '~/server/functions/checkout.functions';
import { activeOrderDetailQuery, activeOrderQuery, checkoutQuery } from '~/server/functions/queries';
import { holdForPayment, leavePayment } from '~/server/functions/seat-hold.functions';
import type { CartOrder } from '~/server/vendure/order-mutation.server';

/** Pays with one payment method: the test card here, Stripe's Payment Element when it is mounted. */
export type PaymentHandler = (choice: PaymentChoice) => Promise<PayAnswer>;

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

  /**
   * A payment's answer for the machine (ADR 069): the same kind, the order kept for the cart
   * and the summary and handed on as its progress, the message in the shopper's words.
   */
  function forMachine<K extends PaymentKind>(
    answer: PaymentResult<CartOrder, K>,
    failedMessage: string,
  ): PaymentResult<CheckoutProgress, K>;
  function forMachine(answer: PaymentResult<CartOrder>, failedMessage: string): PaymentResult<CheckoutProgress> {
    const order = 'order' in answer ? (answer.order ?? null) : null;
    switch (answer.kind) {
      case 'ready':
        if (order) keep(order);
        return { kind: 'ready', expiresAt: answer.expiresAt, order: order ? progressOf(order.detail) : null };
      case 'placed':
        // The order is no longer active: the cart is empty from here on.
        keep(null);
        return { kind: 'placed', code: answer.code };
      case 'stock':
        if (order) keep(order);
        return {
          kind: 'stock',
          quantityAvailable: answer.quantityAvailable,
          message: m.order_insufficient_stock({ quantity: answer.quantityAvailable }),
          order: order ? progressOf(order.detail) : null,
        };
      case 'seatsExpired':
        // Numbered seats went to someone else: the cart and the summary read the order again to show which.
        void queryClient.invalidateQueries({ queryKey: activeOrderDetailQuery().queryKey });
        return answer;
      case 'holdExpired':
        if (order) keep(order);
        return { kind: 'holdExpired' };
      case 'declined':
        if (order) keep(order);
        return { kind: 'declined', message: m.checkout_payment_declined() };
      case 'failed':
        return { kind: 'failed', message: answer.errorType === 'RequestFailed' ? failedMessage : answer.message };
      case 'transitionError':
        // Worded by the server where Vendure's reason means nothing to a shopper (too many
        // seats, ADR 077); the cart shows which seats to give back.
        return answer;
    }
  }

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
    holdForPayment: fromPromise<PaymentResult<CheckoutProgress, HoldKind>>(async () => {
      const answer = await holdForPayment().catch(() => null);
      if (!answer) return { kind: 'failed', message: m.checkout_hold_failed() };
      return forMachine(answer, m.checkout_hold_failed());
    }),
    leavePayment: fromPromise<void>(async () => {
      const released = await leavePayment();
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
    placeOrder: fromPromise<PaymentResult<CheckoutProgress, PayKind>, PaymentChoice>(async ({ input }) => {
      const handler = pay(input.method);
      if (!handler) return { kind: 'failed', message: m.checkout_payment_failed() };
      let answer: PayAnswer;
      try {
        answer = await handler(input);
      } catch (error) {
        return {
          kind: 'failed',
          message: error instanceof Error && error.message ? error.message : m.checkout_payment_failed(),
        };
      }
      return forMachine(answer, m.checkout_payment_failed());
    }),
  };
}
