import { m } from '~/paraglide/messages';

/** Vendure's order states as a customer reads them, in the page's language. */
const STATE_WORDS: Record<string, () => string> = {
  AddingItems: m.order_state_AddingItems,
  ArrangingPayment: m.order_state_ArrangingPayment,
  ArrangingAdditionalPayment: m.order_state_ArrangingAdditionalPayment,
  PaymentAuthorized: m.order_state_PaymentAuthorized,
  PaymentSettled: m.order_state_PaymentSettled,
  PartiallyShipped: m.order_state_PartiallyShipped,
  Shipped: m.order_state_Shipped,
  PartiallyDelivered: m.order_state_PartiallyDelivered,
  Delivered: m.order_state_Delivered,
  Modifying: m.order_state_Modifying,
  Cancelled: m.order_state_Cancelled,
};

/** A state Foyer does not name (a plugin's own, or Vendure's internal ones) reads "In progress". */
export function orderStateWords(state: string): string {
  const words = Object.hasOwn(STATE_WORDS, state) ? STATE_WORDS[state] : undefined;
  return (words ?? m.order_state_other)();
}
