import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import type { HoldKind, PayKind, PaymentResult } from '~/lib/payment-result';
import type { SafeHtml } from '~/lib/safe-html';

/**
 * The guided checkout: customer → address → shipping → payment → transition →
 * confirmation, with explicit states for a refused state transition, for stock
 * that ran out, for a seat hold that ran out, and for numbered seats that went to
 * someone else before payment (back to the seat map). A cart of tickets only has nothing
 * to deliver: it goes customer → payment, and Vendure's e-ticket delivery is set
 * on the server when the seats are held (ADR 058). Entering the payment step holds the
 * order's seats; leaving it backwards gives them back. The machine is pure: it names
 * its actors and guards, and the app provides actors that call server functions
 * (`checkoutMachine.provide`).
 */

/** How far an order has come, derived from the order itself; decides where a (re)started checkout begins. */
export interface CheckoutProgress {
  code: string;
  /** Vendure's order state, e.g. AddingItems or ArrangingPayment. */
  state: string;
  totalQuantity: number;
  hasCustomer: boolean;
  hasShippingAddress: boolean;
  hasShippingMethod: boolean;
}

export interface CheckoutSnapshot {
  progress: CheckoutProgress | null;
  signedIn: boolean;
  /** The cart holds tickets only, so there is no address or delivery to ask for; absent means goods too. */
  ticketsOnly?: boolean;
}

export interface ShippingQuote {
  id: string;
  name: string;
  /** Staff-written rich text, sanitised on the server (ADR 023). */
  description: SafeHtml;
  priceWithTax: number;
}

export interface PaymentOption {
  id: string;
  code: string;
  name: string;
  description: string;
  isEligible: boolean;
  eligibilityMessage: string | null;
}

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

/** The shipping address: either typed in or one of the customer's saved addresses. */
export interface AddressDetails {
  fullName: string;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  phoneNumber?: string;
}

export interface PaymentChoice {
  /** The payment method's code, e.g. `test-card` or `stripe`. */
  method: string;
  metadata: Record<string, string>;
}

/** What saving one step answers: the order's new progress, or a message for the shopper. */
export type StepResult = { ok: true; progress: CheckoutProgress } | { ok: false; message: string };

/**
 * The payment's answers (ADR 069): entering the payment step (`holdForPayment`) and paying
 * (`placeOrder`) answer the one vocabulary the server and the payment gate use, carrying the
 * order's progress where they carry the order.
 */
type HoldAnswer = PaymentResult<CheckoutProgress, HoldKind>;
type PayAnswer = PaymentResult<CheckoutProgress, PayKind>;
type PaymentAnswer = HoldAnswer | PayAnswer;

export interface CheckoutContext {
  progress: CheckoutProgress | null;
  signedIn: boolean;
  ticketsOnly: boolean;
  shippingQuotes: ShippingQuote[];
  paymentOptions: PaymentOption[];
  /** The message shown on the current step, cleared when the shopper acts again. */
  error: string | null;
  transition: { message: string; transitionError: string; fromState: string; toState: string } | null;
  stock: { quantityAvailable: number; message: string } | null;
  /** The seat hold the payment step took, while it lasts. */
  hold: { expiresAt: string } | null;
  /** The placed order's code, once paid. */
  placedCode: string | null;
}

export type CheckoutEvent =
  | { type: 'SUBMIT_CUSTOMER'; customer: CustomerDetails }
  | { type: 'SUBMIT_ADDRESS'; address: AddressDetails }
  | { type: 'SUBMIT_SHIPPING'; shippingMethodId: string }
  | { type: 'SUBMIT_PAYMENT'; payment: PaymentChoice }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  /** The page's clock reached the hold's `expiresAt`. */
  | { type: 'HOLD_EXPIRED' }
  | { type: 'HOLD_AGAIN' };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const stepOutput = ({ event }: { event: DoneActorEvent<StepResult> }) => event.output;
const orderOutput = ({ event }: { event: DoneActorEvent<PayAnswer> }) => event.output;
const holdOutput = ({ event }: { event: DoneActorEvent<HoldAnswer> }) => event.output;
const failure = ({ event }: { event: ErrorActorEvent }) => event.error;

/**
 * Back from the payment step: through `releasing`, which gives the held seats back. A
 * signed-in shopper with tickets only has no step before payment, so no way back.
 */
const LEAVE_PAYMENT = { guard: 'hasStepBeforePayment', target: 'releasing', actions: 'clearError' } as const;

const notImplemented = (name: string) => () => Promise.reject(new Error(`The app must provide the ${name} actor`));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutSnapshot,
    output: {} as { code: string },
  },
  actors: {
    loadCheckout: fromPromise<CheckoutSnapshot>(notImplemented('loadCheckout')),
    setCustomer: fromPromise<StepResult, CustomerDetails>(notImplemented('setCustomer')),
    setAddress: fromPromise<StepResult, AddressDetails>(notImplemented('setAddress')),
    loadShippingQuotes: fromPromise<ShippingQuote[]>(notImplemented('loadShippingQuotes')),
    setShippingMethod: fromPromise<StepResult, { shippingMethodId: string }>(notImplemented('setShippingMethod')),
    holdForPayment: fromPromise<HoldAnswer>(notImplemented('holdForPayment')),
    leavePayment: fromPromise<void>(notImplemented('leavePayment')),
    loadPaymentOptions: fromPromise<PaymentOption[]>(notImplemented('loadPaymentOptions')),
    placeOrder: fromPromise<PayAnswer, PaymentChoice>(notImplemented('placeOrder')),
  },
  guards: {
    isEmpty: ({ context }) => !context.progress || context.progress.totalQuantity === 0,
    needsCustomer: ({ context }) => !context.signedIn && !context.progress?.hasCustomer,
    needsAddress: ({ context }) => !context.ticketsOnly && !context.progress?.hasShippingAddress,
    needsShipping: ({ context }) => !context.ticketsOnly && !context.progress?.hasShippingMethod,
    ticketsOnly: ({ context }) => context.ticketsOnly,
    canEditCustomer: ({ context }) => !context.signedIn,
    hasStepBeforePayment: ({ context }) => !context.ticketsOnly || !context.signedIn,
    stepSaved: (_, result: StepResult) => result.ok,
    orderPlaced: (_, result: PayAnswer) => result.kind === 'placed',
    seatsHeld: (_, result: HoldAnswer) => result.kind === 'ready',
    holdRanOut: (_, result: PayAnswer) => result.kind === 'holdExpired',
    stockRanOut: (_, result: PaymentAnswer) => result.kind === 'stock',
    seatsRanOut: (_, result: PaymentAnswer) => result.kind === 'seatsExpired',
    transitionRefused: (_, result: PaymentAnswer) => result.kind === 'transitionError',
  },
  actions: {
    clearError: assign({ error: null }),
    recordStep: assign((_, result: StepResult) =>
      result.ok ? { progress: result.progress, error: null } : { error: result.message },
    ),
    recordFailure: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    recordMessage: assign((_, result: PaymentAnswer) => ({ error: 'message' in result ? result.message : null })),
    recordHold: assign((_, result: HoldAnswer) =>
      result.kind === 'ready' ? { hold: result.expiresAt ? { expiresAt: result.expiresAt } : null } : {},
    ),
    forgetHold: assign({ hold: null }),
    recordStock: assign(({ context }, result: PaymentAnswer) =>
      result.kind === 'stock'
        ? {
            stock: { quantityAvailable: result.quantityAvailable, message: result.message },
            progress: result.order ?? context.progress,
            hold: null,
          }
        : {},
    ),
    recordRefusal: assign((_, result: PaymentAnswer) =>
      result.kind === 'transitionError'
        ? {
            transition: {
              message: result.message,
              transitionError: result.transitionError,
              fromState: result.fromState,
              toState: result.toState,
            },
            hold: null,
          }
        : {},
    ),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    progress: input.progress,
    signedIn: input.signedIn,
    ticketsOnly: input.ticketsOnly ?? false,
    shippingQuotes: [],
    paymentOptions: [],
    error: null,
    transition: null,
    stock: null,
    hold: null,
    placedCode: null,
  }),
  initial: 'routing',
  states: {
    /** Decides the step from the order, so a reload resumes where the shopper was. */
    routing: {
      always: [
        { guard: 'isEmpty', target: 'empty' },
        { guard: 'needsCustomer', target: 'customer' },
        { guard: 'needsAddress', target: 'address' },
        { guard: 'needsShipping', target: 'shipping' },
        { target: 'payment' },
      ],
    },
    /** Reads the order again (after fixing the cart or a refused transition). */
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({
            progress: event.output.progress,
            signedIn: event.output.signedIn,
            ticketsOnly: event.output.ticketsOnly ?? false,
          })),
        },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: failure } },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    empty: { on: { RETRY: 'loading' } },
    customer: {
      initial: 'editing',
      states: {
        editing: { on: { SUBMIT_CUSTOMER: { target: 'saving', actions: 'clearError' } } },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setCustomer',
            src: 'setCustomer',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_CUSTOMER');
              return event.customer;
            },
            onDone: [
              {
                guard: { type: 'stepSaved', params: stepOutput },
                target: 'saved',
                actions: { type: 'recordStep', params: stepOutput },
              },
              { target: 'editing', actions: { type: 'recordStep', params: stepOutput } },
            ],
            onError: { target: 'editing', actions: { type: 'recordFailure', params: failure } },
          },
        },
        /** The details are saved: tickets only have nothing to deliver, so they go straight to payment. */
        saved: {
          always: [{ guard: 'ticketsOnly', target: '#checkout.payment' }, { target: '#checkout.address' }],
        },
      },
    },
    address: {
      initial: 'editing',
      on: { BACK: { guard: 'canEditCustomer', target: 'customer', actions: 'clearError' } },
      states: {
        editing: { on: { SUBMIT_ADDRESS: { target: 'saving', actions: 'clearError' } } },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setAddress',
            src: 'setAddress',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_ADDRESS');
              return event.address;
            },
            onDone: [
              {
                guard: { type: 'stepSaved', params: stepOutput },
                target: '#checkout.shipping',
                actions: { type: 'recordStep', params: stepOutput },
              },
              { target: 'editing', actions: { type: 'recordStep', params: stepOutput } },
            ],
            onError: { target: 'editing', actions: { type: 'recordFailure', params: failure } },
          },
        },
      },
    },
    shipping: {
      initial: 'loading',
      on: { BACK: { target: 'address', actions: 'clearError' } },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadShippingQuotes',
            src: 'loadShippingQuotes',
            onDone: { target: 'choosing', actions: assign({ shippingQuotes: ({ event }) => event.output }) },
            onError: { target: 'unavailable', actions: { type: 'recordFailure', params: failure } },
          },
        },
        unavailable: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        choosing: { on: { SUBMIT_SHIPPING: { target: 'saving', actions: 'clearError' } } },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setShippingMethod',
            src: 'setShippingMethod',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_SHIPPING');
              return { shippingMethodId: event.shippingMethodId };
            },
            onDone: [
              {
                guard: { type: 'stepSaved', params: stepOutput },
                target: '#checkout.payment',
                actions: { type: 'recordStep', params: stepOutput },
              },
              { target: 'choosing', actions: { type: 'recordStep', params: stepOutput } },
            ],
            onError: { target: 'choosing', actions: { type: 'recordFailure', params: failure } },
          },
        },
      },
    },
    payment: {
      initial: 'holding',
      states: {
        /** Entering the payment step holds the order's seats: the order moves to ArrangingPayment. */
        holding: {
          tags: 'busy',
          invoke: {
            id: 'holdForPayment',
            src: 'holdForPayment',
            onDone: [
              {
                guard: { type: 'seatsHeld', params: holdOutput },
                target: 'loading',
                actions: { type: 'recordHold', params: holdOutput },
              },
              {
                guard: { type: 'seatsRanOut', params: holdOutput },
                target: '#checkout.seatsExpired',
                actions: 'forgetHold',
              },
              {
                guard: { type: 'stockRanOut', params: holdOutput },
                target: '#checkout.insufficientStock',
                actions: { type: 'recordStock', params: holdOutput },
              },
              {
                guard: { type: 'transitionRefused', params: holdOutput },
                target: '#checkout.transitionError',
                actions: { type: 'recordRefusal', params: holdOutput },
              },
              { target: 'unheld', actions: { type: 'recordMessage', params: holdOutput } },
            ],
            onError: { target: 'unheld', actions: { type: 'recordFailure', params: failure } },
          },
        },
        /** The seats could not be held (Vendure unreachable): try again, or go back. */
        unheld: { on: { RETRY: { target: 'holding', actions: 'clearError' }, BACK: LEAVE_PAYMENT } },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadPaymentOptions',
            src: 'loadPaymentOptions',
            onDone: { target: 'choosing', actions: assign({ paymentOptions: ({ event }) => event.output }) },
            onError: { target: 'unavailable', actions: { type: 'recordFailure', params: failure } },
          },
        },
        unavailable: { on: { RETRY: { target: 'loading', actions: 'clearError' }, BACK: LEAVE_PAYMENT } },
        choosing: {
          on: {
            SUBMIT_PAYMENT: { target: '#checkout.transition', actions: 'clearError' },
            HOLD_EXPIRED: { target: 'expired', actions: ['clearError', 'forgetHold'] },
            BACK: LEAVE_PAYMENT,
          },
        },
        /** The hold ran out and the seats went back on sale: holding them again may find them gone. */
        expired: { on: { HOLD_AGAIN: { target: 'holding', actions: 'clearError' }, BACK: LEAVE_PAYMENT } },
        /**
         * Going back gives the seats back now rather than when the hold runs out. A failed
         * release still goes back: the hold runs out by itself, and the next order change
         * moves the order back to AddingItems anyway.
         */
        releasing: {
          tags: 'busy',
          invoke: {
            id: 'leavePayment',
            src: 'leavePayment',
            onDone: { target: 'released', actions: 'forgetHold' },
            onError: { target: 'released', actions: 'forgetHold' },
          },
        },
        /** The step before payment: the delivery, or for tickets only the shopper's details. */
        released: {
          always: [{ guard: 'ticketsOnly', target: '#checkout.customer' }, { target: '#checkout.shipping' }],
        },
      },
    },
    /** Pays (moving the order to ArrangingPayment first if it is not there yet); Vendure may refuse either. */
    transition: {
      tags: 'busy',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT_PAYMENT');
          return event.payment;
        },
        onDone: [
          {
            guard: { type: 'orderPlaced', params: orderOutput },
            target: 'confirmation',
            actions: assign({ placedCode: ({ event }) => (event.output.kind === 'placed' ? event.output.code : null) }),
          },
          {
            guard: { type: 'holdRanOut', params: orderOutput },
            target: 'payment.expired',
            actions: 'forgetHold',
          },
          { guard: { type: 'seatsRanOut', params: orderOutput }, target: 'seatsExpired', actions: 'forgetHold' },
          {
            guard: { type: 'stockRanOut', params: orderOutput },
            target: 'insufficientStock',
            actions: { type: 'recordStock', params: orderOutput },
          },
          {
            guard: { type: 'transitionRefused', params: orderOutput },
            target: 'transitionError',
            actions: { type: 'recordRefusal', params: orderOutput },
          },
          { target: 'payment.choosing', actions: { type: 'recordMessage', params: orderOutput } },
        ],
        onError: { target: 'payment.choosing', actions: { type: 'recordFailure', params: failure } },
      },
    },
    /** Vendure refused the state change: show from, to and why; the way back re-reads the order. */
    transitionError: {
      on: { BACK: { target: 'loading', actions: assign({ transition: null }) } },
    },
    /**
     * Numbered seats were no longer the order's when it entered payment (someone else took
     * them after the hold ran out): the page sends the shopper back to the seat map; the
     * cart shows which tickets lost their seat. RETRY reads the order again.
     */
    seatsExpired: {
      tags: 'seatsExpired',
      on: { RETRY: 'loading' },
    },
    /** Stock ran out: Vendure has already lowered the line to what is left; the shopper checks the cart and goes on. */
    insufficientStock: {
      on: { RETRY: { target: 'loading', actions: assign({ stock: null }) } },
    },
    confirmation: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ code: context.placedCode ?? '' }),
});

/** The top-level step a snapshot value stands for (`{ shipping: 'choosing' }` → `shipping`). */
export function stepOf(value: string | Record<string, unknown>): string {
  return typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
}
