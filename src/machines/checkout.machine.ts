import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';

/**
 * The guided checkout: customer → address → shipping → payment → transition →
 * confirmation, with explicit states for a refused state transition and for stock
 * that ran out. The machine is pure: it names its actors and guards, and the app
 * provides actors that call server functions (`checkoutMachine.provide`).
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
}

export interface ShippingQuote {
  id: string;
  name: string;
  description: string;
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

/** What paying answers. */
export type PlaceOrderResult =
  | { kind: 'placed'; code: string }
  | { kind: 'stock'; quantityAvailable: number; message: string; progress: CheckoutProgress | null }
  | { kind: 'transitionError'; message: string; transitionError: string; fromState: string; toState: string }
  | { kind: 'failed'; message: string };

export interface CheckoutContext {
  progress: CheckoutProgress | null;
  signedIn: boolean;
  shippingQuotes: ShippingQuote[];
  paymentOptions: PaymentOption[];
  /** The message shown on the current step, cleared when the shopper acts again. */
  error: string | null;
  transition: { message: string; transitionError: string; fromState: string; toState: string } | null;
  stock: { quantityAvailable: number; message: string } | null;
  /** The placed order's code, once paid. */
  placedCode: string | null;
}

export type CheckoutEvent =
  | { type: 'SUBMIT_CUSTOMER'; customer: CustomerDetails }
  | { type: 'SUBMIT_ADDRESS'; address: AddressDetails }
  | { type: 'SUBMIT_SHIPPING'; shippingMethodId: string }
  | { type: 'SUBMIT_PAYMENT'; payment: PaymentChoice }
  | { type: 'BACK' }
  | { type: 'RETRY' };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const stepOutput = ({ event }: { event: DoneActorEvent<StepResult> }) => event.output;
const orderOutput = ({ event }: { event: DoneActorEvent<PlaceOrderResult> }) => event.output;
const failure = ({ event }: { event: ErrorActorEvent }) => event.error;

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
    loadPaymentOptions: fromPromise<PaymentOption[]>(notImplemented('loadPaymentOptions')),
    placeOrder: fromPromise<PlaceOrderResult, PaymentChoice>(notImplemented('placeOrder')),
  },
  guards: {
    isEmpty: ({ context }) => !context.progress || context.progress.totalQuantity === 0,
    needsCustomer: ({ context }) => !context.signedIn && !context.progress?.hasCustomer,
    needsAddress: ({ context }) => !context.progress?.hasShippingAddress,
    needsShipping: ({ context }) => !context.progress?.hasShippingMethod,
    canEditCustomer: ({ context }) => !context.signedIn,
    stepSaved: (_, result: StepResult) => result.ok,
    orderPlaced: (_, result: PlaceOrderResult) => result.kind === 'placed',
    stockRanOut: (_, result: PlaceOrderResult) => result.kind === 'stock',
    transitionRefused: (_, result: PlaceOrderResult) => result.kind === 'transitionError',
  },
  actions: {
    clearError: assign({ error: null }),
    recordStep: assign((_, result: StepResult) =>
      result.ok ? { progress: result.progress, error: null } : { error: result.message },
    ),
    recordFailure: assign((_, error: unknown) => ({ error: errorMessage(error) })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    progress: input.progress,
    signedIn: input.signedIn,
    shippingQuotes: [],
    paymentOptions: [],
    error: null,
    transition: null,
    stock: null,
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
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({ progress: event.output.progress, signedIn: event.output.signedIn })),
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
          invoke: {
            id: 'setCustomer',
            src: 'setCustomer',
            input: ({ event }) => (event as Extract<CheckoutEvent, { type: 'SUBMIT_CUSTOMER' }>).customer,
            onDone: [
              {
                guard: { type: 'stepSaved', params: stepOutput },
                target: '#checkout.address',
                actions: { type: 'recordStep', params: stepOutput },
              },
              { target: 'editing', actions: { type: 'recordStep', params: stepOutput } },
            ],
            onError: { target: 'editing', actions: { type: 'recordFailure', params: failure } },
          },
        },
      },
    },
    address: {
      initial: 'editing',
      on: { BACK: { guard: 'canEditCustomer', target: 'customer', actions: 'clearError' } },
      states: {
        editing: { on: { SUBMIT_ADDRESS: { target: 'saving', actions: 'clearError' } } },
        saving: {
          invoke: {
            id: 'setAddress',
            src: 'setAddress',
            input: ({ event }) => (event as Extract<CheckoutEvent, { type: 'SUBMIT_ADDRESS' }>).address,
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
          invoke: {
            id: 'setShippingMethod',
            src: 'setShippingMethod',
            input: ({ event }) => ({
              shippingMethodId: (event as Extract<CheckoutEvent, { type: 'SUBMIT_SHIPPING' }>).shippingMethodId,
            }),
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
      initial: 'loading',
      on: { BACK: { target: 'shipping', actions: 'clearError' } },
      states: {
        loading: {
          invoke: {
            id: 'loadPaymentOptions',
            src: 'loadPaymentOptions',
            onDone: { target: 'choosing', actions: assign({ paymentOptions: ({ event }) => event.output }) },
            onError: { target: 'unavailable', actions: { type: 'recordFailure', params: failure } },
          },
        },
        unavailable: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        choosing: { on: { SUBMIT_PAYMENT: { target: '#checkout.transition', actions: 'clearError' } } },
      },
    },
    /** Moves the order to ArrangingPayment and pays; Vendure may refuse either. */
    transition: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ event }) => (event as Extract<CheckoutEvent, { type: 'SUBMIT_PAYMENT' }>).payment,
        onDone: [
          {
            guard: { type: 'orderPlaced', params: orderOutput },
            target: 'confirmation',
            actions: assign({ placedCode: ({ event }) => (event.output.kind === 'placed' ? event.output.code : null) }),
          },
          {
            guard: { type: 'stockRanOut', params: orderOutput },
            target: 'insufficientStock',
            actions: assign(({ event, context }) =>
              event.output.kind === 'stock'
                ? {
                    stock: { quantityAvailable: event.output.quantityAvailable, message: event.output.message },
                    progress: event.output.progress ?? context.progress,
                  }
                : {},
            ),
          },
          {
            guard: { type: 'transitionRefused', params: orderOutput },
            target: 'transitionError',
            actions: assign({
              transition: ({ event }) =>
                event.output.kind === 'transitionError'
                  ? {
                      message: event.output.message,
                      transitionError: event.output.transitionError,
                      fromState: event.output.fromState,
                      toState: event.output.toState,
                    }
                  : null,
            }),
          },
          {
            target: 'payment.choosing',
            actions: assign({ error: ({ event }) => ('message' in event.output ? event.output.message : null) }),
          },
        ],
        onError: { target: 'payment.choosing', actions: { type: 'recordFailure', params: failure } },
      },
    },
    /** Vendure refused the state change: show from, to and why; the way back re-reads the order. */
    transitionError: {
      on: { BACK: { target: 'loading', actions: assign({ transition: null }) } },
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

export type CheckoutMachine = typeof checkoutMachine;

/** The top-level step a snapshot value stands for (`{ shipping: 'choosing' }` → `shipping`). */
export function stepOf(value: string | Record<string, unknown>): string {
  return typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
}
