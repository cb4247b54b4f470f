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
