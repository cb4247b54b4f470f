import type { OrderProcess, OrderState } from '@vendure/core';

/**
 * Records the language an order is placed in (Order.customFields.languageCode): the
 * language of the customer's request that moves it to ArrangingPayment, the last step
 * the customer takes on the storefront. The payment may settle later in a request with
 * no language (a payment provider's webhook), so the confirmation reads it from here.
 * Set in onTransitionStart, the change is saved with the transition.
 */
export const orderLanguageProcess: OrderProcess<OrderState> = {
  onTransitionStart(_fromState, toState, { ctx, order }) {
    if (toState !== 'ArrangingPayment') return;
    (order.customFields as { languageCode?: string | null }).languageCode = ctx.languageCode;
  },
};
