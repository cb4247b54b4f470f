import { CHOOSE_SEATS } from '@foyer/shared/seating/seat-codes';

/**
 * The one classifier of order mutation results, as the seed's sections 4 and 8
 * define it: success (an Order), partial (InsufficientStockError with the order
 * and quantityAvailable), or error (the server's message or a named fallback).
 */

/** Result types that are errors: the user sees the server's message. */
export const ORDER_ERROR_TYPES = [
  'OrderModificationError',
  'OrderLimitError',
  'NegativeQuantityError',
  'OrderInterceptorError',
  'CouponCodeExpiredError',
  'CouponCodeInvalidError',
  'CouponCodeLimitError',
  'AlreadyLoggedInError',
  'EmailAddressConflictError',
  'GuestCheckoutError',
  'IneligibleShippingMethodError',
  'NoActiveOrderError',
  'OrderStateTransitionError',
  'OrderPaymentStateError',
  'IneligiblePaymentMethodError',
  'PaymentFailedError',
  'PaymentDeclinedError',
  // Foyer's order interceptors: a performance that has started, or is cancelled, is no longer
  // sold; a numbered-seat performance is sold only through its seat map.
  'OrderInterceptorError',
] as const;
export type OrderErrorType = (typeof ORDER_ERROR_TYPES)[number];

export const ORDER_MUTATION_FAILED = 'Order mutation failed';
export const MALFORMED_STOCK_ERROR = 'Unexpected InsufficientStockError format';
export const UNKNOWN_RESPONSE = 'Unknown response from server';

export type OrderMutationOutcome<TOrder> =
  | { kind: 'success'; order: TOrder }
  | { kind: 'partial'; order: TOrder; quantityAvailable: number; message: string }
  | {
      kind: 'error';
      /** 'RequestFailed' when the call itself failed (Vendure down, timeout). */
      errorType: OrderErrorType | 'InsufficientStockError' | 'Unknown' | 'RequestFailed';
      message: string;
      /** Only on OrderStateTransitionError. */
      transition?: { transitionError: string; fromState: string; toState: string };
      /** Only on OrderInterceptorError: why the performance is not sold (see performanceRefusal). */
      refusal?: PerformanceRefusal;
    };

/** Why Foyer's order interceptors refused a ticket, from the code its message starts with. */
export type PerformanceRefusal = 'started' | 'cancelled' | 'choose-seats';

/** Reads the interceptor's message (PERFORMANCE_NOT_ON_SALE…, PERFORMANCE_CANCELLED… or CHOOSE_SEATS…, ADR 053). */
export const performanceRefusal = (interceptorError: string | null | undefined): PerformanceRefusal =>
  interceptorError?.startsWith('PERFORMANCE_CANCELLED')
    ? 'cancelled'
    : interceptorError?.startsWith(CHOOSE_SEATS)
      ? 'choose-seats'
      : 'started';

interface RawResult {
  interceptorError?: string | null;
  __typename?: string;
  message?: string | null;
  quantityAvailable?: unknown;
  order?: unknown;
  transitionError?: string | null;
  fromState?: string | null;
  toState?: string | null;
}

export function classifyOrderMutation<TOrder>(result: unknown): OrderMutationOutcome<TOrder> {
  const raw = (result ?? {}) as RawResult;
  const type = raw.__typename;
  if (type === 'Order') return { kind: 'success', order: result as TOrder };
  if (type === 'InsufficientStockError') {
    if (typeof raw.quantityAvailable === 'number' && raw.order && typeof raw.order === 'object') {
      return {
        kind: 'partial',
        order: raw.order as TOrder,
        quantityAvailable: raw.quantityAvailable,
        message: raw.message || MALFORMED_STOCK_ERROR,
      };
    }
    return { kind: 'error', errorType: 'InsufficientStockError', message: raw.message || MALFORMED_STOCK_ERROR };
  }
  if (type && (ORDER_ERROR_TYPES as readonly string[]).includes(type)) {
    const outcome: OrderMutationOutcome<TOrder> = {
      kind: 'error',
      errorType: type as OrderErrorType,
      message: raw.message || ORDER_MUTATION_FAILED,
    };
    if (type === 'OrderInterceptorError') outcome.refusal = performanceRefusal(raw.interceptorError);
    if (type === 'OrderStateTransitionError') {
      outcome.transition = {
        transitionError: raw.transitionError ?? '',
        fromState: raw.fromState ?? '',
        toState: raw.toState ?? '',
      };
    }
    return outcome;
  }
  return { kind: 'error', errorType: 'Unknown', message: UNKNOWN_RESPONSE };
}

/** The outcome when the request itself failed; `fallback` is the seed's text, e.g. "Failed to add item to order". */
export function requestFailed<TOrder>(fallback: string): OrderMutationOutcome<TOrder> {
  return { kind: 'error', errorType: 'RequestFailed', message: fallback };
}

export const NO_ACTIVE_ORDER = 'No active order';

/** A change to an order for a visitor who has none (no session, so no cart). */
export function noActiveOrder<TOrder>(): OrderMutationOutcome<TOrder> {
  return { kind: 'error', errorType: 'NoActiveOrderError', message: NO_ACTIVE_ORDER };
}
