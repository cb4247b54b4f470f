import { m } from '~/paraglide/messages';

// Apart from order-state.ts: the confirmation route's loader needs orderIsPaid, which puts
// its module in the entry chunk every page loads; these words (twelve messages in seven
// languages) are only read by the order pages' lazy chunks.

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
