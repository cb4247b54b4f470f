import { getShortestPaths } from '@xstate/graph';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { HoldKind, PayKind, PaymentResult } from '~/lib/payment-result';
import type { SafeHtml } from '~/lib/safe-html';
import { type CheckoutEvent, type CheckoutProgress, type CheckoutSnapshot, checkoutMachine } from './checkout.machine';

/**
 * Paths through the checkout machine, generated with @xstate/graph: the shortest
 * way to every state a shopper can see. The unit tests walk them with fake actors;
 * the browser tests drive the real UI along the same paths.
 */

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** The states a shopper can stop in and look at (not the ones that wait for Vendure). */
export const VISIBLE_STATES = [
  'customer.editing',
  'address.editing',
  'shipping.choosing',
  'payment.choosing',
  'payment.expired',
  'transitionError',
  'seatsExpired',
  'insufficientStock',
  'confirmation',
] as const;
export type VisibleState = (typeof VISIBLE_STATES)[number];

export function stateKey(value: Snapshot['value']): string {
  if (typeof value === 'string') return value;
  const [parent, child] = Object.entries(value)[0] ?? [];
  return typeof child === 'string' ? `${parent}.${child}` : String(parent);
}

const GUEST_PROGRESS: CheckoutProgress = {
  code: 'MODEL',
  state: 'AddingItems',
  totalQuantity: 1,
  hasCustomer: false,
  hasShippingAddress: false,
  hasShippingMethod: false,
};

/** A guest's fresh cart of one item: where the browser tests' model paths start. */
export const GUEST_START: CheckoutSnapshot = { progress: GUEST_PROGRESS, signedIn: false };

/** A guest's fresh cart of tickets only: no address and no delivery on its paths (ADR 058). */
export const TICKETS_ONLY_GUEST_START: CheckoutSnapshot = { ...GUEST_START, ticketsOnly: true };

/** The states a cart of tickets only never shows: it has nothing to deliver. */
export const DELIVERY_STATES: readonly VisibleState[] = ['address.editing', 'shipping.choosing'];

const withProgress = (progress: CheckoutProgress | null, change: Partial<CheckoutProgress>): CheckoutProgress => ({
  ...GUEST_PROGRESS,
  ...progress,
  ...change,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;

/** A hold's end far enough ahead that the model never sees it run out by itself. */
const MODEL_HOLD_END = '2100-01-01T00:00:00.000Z';

/** The events the model may take from a snapshot: the shopper's actions and Vendure's answers. */
function modelEvents(snapshot: Snapshot): CheckoutEvent[] {
  const progress = snapshot.context.progress;
  const refusals = [
    { kind: 'stock', quantityAvailable: 0, message: 'stock', order: withProgress(progress, { totalQuantity: 0 }) },
    {
      kind: 'transitionError',
      message: 'refused',
      transitionError: 'refused',
      fromState: 'AddingItems',
      toState: 'ArrangingPayment',
    },
  ] as const;
  const holds: PaymentResult<CheckoutProgress, HoldKind>[] = [
    { kind: 'ready', expiresAt: MODEL_HOLD_END },
    { kind: 'seatsExpired' },
    ...refusals,
  ];
  const outcomes: PaymentResult<CheckoutProgress, PayKind>[] = [
    { kind: 'placed', code: progress?.code ?? 'MODEL' },
    { kind: 'holdExpired' },
    ...refusals,
  ];
  return [
    {
      type: 'SUBMIT_CUSTOMER',
      customer: { firstName: 'Model', lastName: 'Shopper', emailAddress: 'model@example.com' },
    },
    done('setCustomer', { ok: true, progress: withProgress(progress, { hasCustomer: true }) }),
    {
      type: 'SUBMIT_ADDRESS',
      address: { fullName: 'Model', streetLine1: '1 Street', city: 'Sofia', postalCode: '1000', countryCode: 'BG' },
    },
    done('setAddress', { ok: true, progress: withProgress(progress, { hasShippingAddress: true }) }),
    done('loadShippingQuotes', [{ id: '1', name: 'Pickup', description: '' as SafeHtml, priceWithTax: 0 }]),
    { type: 'SUBMIT_SHIPPING', shippingMethodId: '1' },
    done('setShippingMethod', { ok: true, progress: withProgress(progress, { hasShippingMethod: true }) }),
    ...holds.map((output) => done('holdForPayment', output)),
    done('leavePayment', undefined),
    done('loadPaymentOptions', [
      { id: '1', code: 'test-card', name: 'Test card', description: '', isEligible: true, eligibilityMessage: null },
    ]),
    { type: 'SUBMIT_PAYMENT', payment: { method: 'test-card', metadata: {} } },
    ...outcomes.map((output) => done('placeOrder', output)),
    { type: 'HOLD_EXPIRED' },
    { type: 'HOLD_AGAIN' },
    { type: 'BACK' },
  ];
}

/** Vendure's answer to `actor` on a path, if the path has one (the browser tests arrange it for real). */
export function answerOn<T>(path: Pick<ModelPath, 'allEvents'>, actor: string): T | undefined {
  const event = path.allEvents.find((e) => e.type === `xstate.done.actor.${actor}`) as { output: T } | undefined;
  return event?.output;
}

export interface ModelPath {
  target: VisibleState;
  /** The events on the way, in order, without the ones only Vendure sends. */
  events: EventObject[];
  /** Every event including Vendure's answers (for walking the machine with fake actors). */
  allEvents: EventObject[];
}

/** The shortest path from a fresh checkout with a non-empty cart to every visible state. */
export function shortestCheckoutPaths(input: CheckoutSnapshot): ModelPath[] {
  const paths = getShortestPaths(checkoutMachine, { input, events: modelEvents });
  const byTarget = new Map<string, ModelPath>();
  for (const path of paths) {
    const target = stateKey(path.state.value);
    if (!(VISIBLE_STATES as readonly string[]).includes(target)) continue;
    const allEvents = path.steps.map((step) => step.event).filter((event) => !event.type.startsWith('xstate.init'));
    const known = byTarget.get(target);
    if (known && known.allEvents.length <= allEvents.length) continue;
    byTarget.set(target, {
      target: target as VisibleState,
      allEvents,
      events: allEvents.filter((event) => !event.type.startsWith('xstate.')),
    });
  }
  return [...byTarget.values()];
}
