/** The parts of an order the webhook's decision depends on. */
export interface OrderSnapshot {
  state: string;
  totalWithTax: number;
  currencyCode: string;
  payments: ReadonlyArray<{ transactionId?: string | null; state: string; amount: number }>;
  /** The order's seat hold as it stands now (a HELD hold past its time reads EXPIRED); null if it holds nothing. */
  hold: 'HELD' | 'PAID' | 'EXPIRED' | 'RELEASED' | 'REFUNDED' | null;
}

/** The parts of a PaymentIntent (from a verified event) the decision depends on. */
export interface PaymentIntentSnapshot {
  id: string;
  amount: number;
  /** Lower case, as Stripe sends it. */
  currency: string;
  status: string;
}

export type SkipReason =
  | 'order-not-found'
  | 'intent-not-succeeded'
  | 'already-recorded'
  | 'already-paid'
  | 'order-cancelled'
  | 'currency-mismatch'
  | 'amount-mismatch'
  | 'order-not-payable'
  | 'already-refunded';

export type SettlementDecision =
  | { action: 'settle'; transitionToArrangingPayment: boolean }
  | { action: 'skip'; reason: SkipReason }
  /** The customer paid for seats that are no longer theirs: the money goes back at once. */
  | { action: 'refund'; reason: 'hold-expired' | 'seats-gone' };

/**
 * How much a skip matters: `repeat` is the normal outcome of a repeated delivery;
 * `warn` took no money; `refund` means the customer paid and the order did not
 * record it (paid twice, cancelled, wrong amount…): a person must look at it.
 */
export function skipSeverity(reason: SkipReason): 'repeat' | 'warn' | 'refund' {
  if (reason === 'already-recorded' || reason === 'already-refunded') return 'repeat';
  if (reason === 'intent-not-succeeded') return 'warn';
  return 'refund';
}

const FAILED_PAYMENT_STATES = new Set(['Error', 'Declined', 'Cancelled']);
const COVERING_PAYMENT_STATES = new Set(['Settled', 'Authorized']);
const PAID_ORDER_STATES = new Set([
  'PaymentAuthorized',
  'PaymentSettled',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
]);

/**
 * Decides what a `payment_intent.succeeded` delivery does to its order: record the
 * payment (once), or nothing. Pure, so the exactly-once rules are tested without a
 * server; the webhook runs it inside the transaction that would add the payment.
 */
export function decideSettlement(order: OrderSnapshot | undefined, intent: PaymentIntentSnapshot): SettlementDecision {
  if (!order) return { action: 'skip', reason: 'order-not-found' };
  if (intent.status !== 'succeeded') return { action: 'skip', reason: 'intent-not-succeeded' };
  const recorded = order.payments.some(
    (payment) => payment.transactionId === intent.id && !FAILED_PAYMENT_STATES.has(payment.state),
  );
  if (recorded) return { action: 'skip', reason: 'already-recorded' };
  if (PAID_ORDER_STATES.has(order.state)) return { action: 'skip', reason: 'already-paid' };
  if (order.state === 'Cancelled') return { action: 'skip', reason: 'order-cancelled' };
  if (order.hold === 'REFUNDED') return { action: 'skip', reason: 'already-refunded' };
  // An expired hold is never paid: its seats may be someone else's by now (ADR 021).
  if (order.hold === 'EXPIRED') return { action: 'refund', reason: 'hold-expired' };
  if (intent.currency.toLowerCase() !== order.currencyCode.toLowerCase()) {
    return { action: 'skip', reason: 'currency-mismatch' };
  }
  const covered = order.payments
    .filter((payment) => COVERING_PAYMENT_STATES.has(payment.state))
    .reduce((sum, payment) => sum + payment.amount, 0);
  if (intent.amount !== order.totalWithTax - covered) return { action: 'skip', reason: 'amount-mismatch' };
  if (order.state === 'ArrangingPayment') return { action: 'settle', transitionToArrangingPayment: false };
  // The shopper went back to the cart after paying: the order can still be completed.
  if (order.state === 'AddingItems') return { action: 'settle', transitionToArrangingPayment: true };
  return { action: 'skip', reason: 'order-not-payable' };
}
