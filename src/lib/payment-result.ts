/**
 * A payment's one vocabulary (ADR 069), from the payment gate to the checkout machine's
 * output: what entering the payment step (holding the seats) answers, what readying a card
 * payment answers and what paying answers are all `PaymentResult`, narrowed by `kind`.
 * `TOrder` is how an answer carries the order as it now stands: the server sends the order
 * itself (for the cart badge and the summary); the checkout's actors hand the machine the
 * order's progress, with the message in the shopper's words. The kinds never change on the
 * way: only the order's form and the message's language do.
 *
 * One Vendure mutation's answer is `OrderMutationOutcome` (order-result.ts), as for every
 * change to an order; the server reads a payment's from it, once.
 */
type AnyPayment<TOrder> =
  /** The order is in ArrangingPayment, its seats held until `expiresAt` (ISO time; null: nothing limited). */
  | { kind: 'ready'; expiresAt: string | null; order?: TOrder | null; clientSecret?: string }
  /** Paid: the placed order's code. */
  | { kind: 'placed'; code: string; order?: TOrder | null }
  /** Stock ran out: Vendure lowered the order to what is left. */
  | { kind: 'stock'; quantityAvailable: number; message: string; order?: TOrder | null }
  /** Vendure refused to move the order to the next state. */
  | { kind: 'transitionError'; message: string; transitionError: string; fromState: string; toState: string }
  /** Numbered seats are no longer held for the order: they are chosen again on the seat map. */
  | { kind: 'seatsExpired' }
  /** The seat hold ran out just before the payment was taken: the seats are back on sale. */
  | { kind: 'holdExpired'; order?: TOrder | null }
  /** The card was declined (the provider's message). */
  | { kind: 'declined'; message: string; order?: TOrder | null }
  /** Anything else. `errorType` is Vendure's, or `RequestFailed` when the call itself failed. */
  | { kind: 'failed'; message: string; errorType?: string };

export type PaymentKind = AnyPayment<unknown>['kind'];

/** What entering the payment step answers: the seats held, or why not. */
export type HoldKind = 'ready' | 'stock' | 'transitionError' | 'seatsExpired' | 'failed';

/** What paying answers: the order placed, or why not. */
export type PayKind = 'placed' | 'stock' | 'transitionError' | 'seatsExpired' | 'holdExpired' | 'declined' | 'failed';

/** A payment's answer of the kinds `K`, carrying the order as `TOrder`. */
export type PaymentResult<TOrder, K extends PaymentKind = PaymentKind> = Extract<AnyPayment<TOrder>, { kind: K }>;
