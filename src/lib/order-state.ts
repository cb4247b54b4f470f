import { m } from '~/paraglide/messages';

/** Vendure's order states as a customer reads them, in the page's language. */
const STATE_WORDS: Record<string, () => string> = {
  AddingItems: () => m.order_state_adding_items(),
  ArrangingPayment: () => m.order_state_arranging_payment(),
  ArrangingAdditionalPayment: () => m.order_state_arranging_additional_payment(),
  PaymentAuthorized: () => m.order_state_payment_authorized(),
  PaymentSettled: () => m.order_state_payment_settled(),
  PartiallyShipped: () => m.order_state_partially_shipped(),
  Shipped: () => m.order_state_shipped(),
  PartiallyDelivered: () => m.order_state_partially_delivered(),
  Delivered: () => m.order_state_delivered(),
  Modifying: () => m.order_state_modifying(),
  Cancelled: () => m.order_state_cancelled(),
};

/** A state Foyer does not name (a plugin's own, or Vendure's internal ones) reads "In progress". */
export function orderStateWords(state: string): string {
  const words = Object.hasOwn(STATE_WORDS, state) ? STATE_WORDS[state] : undefined;
  return words ? words() : m.order_state_other();
}

/**
 * States in which the payment has settled. Tickets are issued on the way into
 * PaymentSettled (ADR 035), so an order only authorized is not paid yet: the confirmation
 * page keeps waiting (and asking again) until it settles, rather than saying "paid"
 * with no tickets to show.
 */
const PAID_STATES = new Set(['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered']);

export function orderIsPaid(state: string): boolean {
  return PAID_STATES.has(state);
}
