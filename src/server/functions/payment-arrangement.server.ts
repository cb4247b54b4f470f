import { MAX_SEATS_PER_ORDER } from '@foyer/shared/seating/seat-codes';
import { readFragment } from '~/graphql/graphql';
import { classifyOrderMutation, NO_ACTIVE_ORDER } from '~/lib/order-result';
import type { HoldKind, PaymentResult } from '~/lib/payment-result';
import { isSeatsExpired, isTooManySeats } from '~/lib/seating/seat-search';
import { m } from '~/paraglide/messages';
import { type CartOrder, type OrderFragments, orderMutation, unmaskOrder } from '../vendure/order-mutation.server';
import { shopApi, withSession } from '../vendure/vendure.server';
import { GetActiveCartOrder, SetOrderCustomFields, TransitionToState } from './checkout.graphql';
import { deliverTicketsAsETickets } from './e-ticket-delivery.server';
import { AdjustOrderLine, GetActiveOrderDetail, OrderDetailFragment } from './order.graphql';

/** What moving an order to payment answers: the seats held, or why not (ADR 069). */
export type HoldAnswer = PaymentResult<CartOrder, HoldKind>;

type Refusal = Exclude<HoldAnswer, { kind: 'ready' }>;
/** Ready to pay, with the order it is for (always there on the server). */
type Ready = Extract<HoldAnswer, { kind: 'ready' }> & { order: CartOrder };

/**
 * Vendure's refusal of a state transition as a payment's answer: numbered seats that went to
 * someone else (`SEATS_EXPIRED`, ADR 053) are chosen again on the map; more seats for a
 * performance than one order may buy (`TOO_MANY_SEATS`, two carts merged at sign-in, ADR 077)
 * is said in the shopper's words, here on the server (the payment step's JavaScript stays
 * within its budget, ADR 078), without Vendure's reason: nothing technical to show; anything
 * else is the refusal itself.
 */
export function refusedTransition(
  message: string,
  transition: { transitionError: string; fromState: string; toState: string },
): Extract<HoldAnswer, { kind: 'transitionError' | 'seatsExpired' }> {
  const refusal = { kind: 'transitionError' as const, message, ...transition };
  if (isSeatsExpired(refusal)) return { kind: 'seatsExpired' };
  if (isTooManySeats(refusal))
    return { ...refusal, message: m.checkout_too_many_seats({ max: MAX_SEATS_PER_ORDER }), transitionError: '' };
  return refusal;
}

/** The payment step's answer for an order in ArrangingPayment: its seats held until the hold's end, if it has one. */
function readyToPay(order: CartOrder): Ready {
  const hold = order.detail.seatHold;
  return { kind: 'ready', expiresAt: hold?.state === 'HELD' ? hold.expiresAt : null, order };
}

/**
 * When Vendure refuses ArrangingPayment, finds out whether stock ran out: setting each
 * line to its own quantity makes Vendure constrain it to what is left and say how many.
 */
async function stockShortage(order: CartOrder['detail']) {
  for (const line of order.lines) {
    const outcome = await orderMutation(
      async () => (await shopApi(AdjustOrderLine, { orderLineId: line.id, quantity: line.quantity })).adjustOrderLine,
      'Failed to adjust order line',
    );
    if (outcome.kind === 'partial') return outcome;
  }
  return null;
}

/**
 * One move of the active order to ArrangingPayment, which takes the seat hold (ADR 021).
 * `already` when the order is there (a retried payment, a reload of the payment step);
 * the order is read only when Vendure refuses, to say why.
 */
type Entered = { kind: 'moved'; order: CartOrder } | { kind: 'already' } | Refusal;

/** No session, or one that is gone: no order, and asking Vendure would only start a session (ADR 033, 050). */
const noOrder = (): Entered => ({ kind: 'failed', errorType: 'NoActiveOrderError', message: NO_ACTIVE_ORDER });

function enterPayment(): Promise<Entered> {
  return withSession(noOrder, moveToArrangingPayment);
}

async function moveToArrangingPayment(): Promise<Entered> {
  await deliverTicketsAsETickets();
  let raw: unknown;
  try {
    raw = (await shopApi(TransitionToState, { state: 'ArrangingPayment' })).transitionOrderToState;
  } catch {
    return { kind: 'failed', errorType: 'RequestFailed', message: 'Failed to transition order state' };
  }
  const moved = classifyOrderMutation<OrderFragments>(raw);
  if (moved.kind === 'success') return { kind: 'moved', order: unmaskOrder(moved.order) };
  if (moved.kind === 'error' && moved.transition?.fromState === 'ArrangingPayment') return { kind: 'already' };
  const { activeOrder } = await shopApi(GetActiveOrderDetail, {});
  if (!activeOrder) return { kind: 'failed', errorType: 'NoActiveOrderError', message: NO_ACTIVE_ORDER };
  const shortage = await stockShortage(readFragment(OrderDetailFragment, activeOrder));
  if (shortage?.kind === 'partial') {
    return {
      kind: 'stock',
      quantityAvailable: shortage.quantityAvailable,
      message: shortage.message,
      order: shortage.order,
    };
  }
  if (moved.kind === 'error' && moved.transition) {
    return refusedTransition(moved.message, moved.transition);
  }
  return {
    kind: 'failed',
    errorType: moved.kind === 'error' ? moved.errorType : 'Unknown',
    message: moved.kind === 'error' ? moved.message : 'Failed to transition order state',
  };
}

/**
 * Moves the active order to ArrangingPayment (one call when all is well) and records the
 * payment provider on it (Order.customFields.paymentProvider). An order already there is
 * paid as it is: a hold that ran out is the payment's to report (SEAT_HOLD_EXPIRED), not
 * silently taken again, so the shopper learns that the seats were released.
 */
export async function arrangePayment(provider: string): Promise<Ready | Refusal> {
  const entered = await enterPayment();
  if (entered.kind !== 'moved' && entered.kind !== 'already') return entered;
  const recorded = await orderMutation(
    async () =>
      (await shopApi(SetOrderCustomFields, { input: { customFields: { paymentProvider: provider } } }))
        .setOrderCustomFields,
    'Failed to transition order state',
  );
  if (recorded.kind === 'error') return { kind: 'failed', errorType: recorded.errorType, message: recorded.message };
  return readyToPay(recorded.order);
}

async function readActiveOrder(): Promise<CartOrder | null> {
  try {
    const { activeOrder } = await shopApi(GetActiveCartOrder, {});
    return activeOrder ? unmaskOrder(activeOrder) : null;
  } catch {
    return null;
  }
}

/** Back to AddingItems, which gives a held order's seats back; "already there" counts as done. */
export async function reopenOrder(): Promise<{ ok: true; order: CartOrder | null } | { ok: false; message: string }> {
  const outcome = await orderMutation(
    async () => (await shopApi(TransitionToState, { state: 'AddingItems' })).transitionOrderToState,
    'Failed to transition order state',
  );
  if (outcome.kind !== 'error') return { ok: true, order: outcome.order };
  if (outcome.transition?.fromState === 'AddingItems') return { ok: true, order: null };
  return { ok: false, message: outcome.message };
}

/**
 * Takes the seat hold for the payment step: ArrangingPayment. An order already there
 * whose hold ran out (or whose late card payment was refunded) holds nothing, so it goes
 * back to AddingItems and forward again for a new hold, which may find the seats gone.
 */
export async function holdOrderSeats(): Promise<HoldAnswer> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const entered = await enterPayment();
    if (entered.kind === 'moved') return readyToPay(entered.order);
    if (entered.kind !== 'already') return entered;
    const order = await readActiveOrder();
    if (!order) return { kind: 'failed', errorType: 'NoActiveOrderError', message: NO_ACTIVE_ORDER };
    const hold = order.detail.seatHold;
    if (!hold || hold.state === 'HELD' || attempt > 0) return readyToPay(order);
    const reopened = await reopenOrder();
    if (!reopened.ok) return { kind: 'failed', errorType: 'OrderStateTransitionError', message: reopened.message };
  }
  return { kind: 'failed', errorType: 'Unknown', message: 'Failed to transition order state' };
}
