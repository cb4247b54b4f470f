import type { ID, LanguageCode, Order } from '@vendure/core';

/** Why a counter sale was not completed; the Dashboard words each reason itself. */
export type CounterSaleRefusal =
  | 'NOT_A_COUNTER_DRAFT'
  | 'EMPTY_ORDER'
  | 'COMP_REASON_REQUIRED'
  | 'INVALID_INPUT'
  | 'SEATS_EXPIRED'
  | 'NOT_ON_SALE'
  | 'NOT_ENOUGH_STOCK'
  | 'PAYMENT_FAILED'
  | 'REFUSED';

/** The refusal as the Admin API answers it; `message` is in plain words for staff and logs. */
export interface CounterSaleRefused {
  __typename: 'CounterSaleRefused';
  reason: CounterSaleRefusal;
  message: string;
}

export interface StartCounterSaleInput {
  /** The language of the sale's email and printed tickets. */
  language: LanguageCode;
  /** Complimentary tickets: every line at zero, a reason required; needs GiveComplimentaryTickets. */
  comp?: boolean | null;
}

export interface CompleteCounterSaleInput {
  /** A counter payment method's code: counter-cash or counter-card-terminal. */
  method: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Required for a comp, refused for a sale. */
  compReason?: string | null;
}

/** Why an exchange was refused (ADR 065); nothing of it is kept, the old tickets and seats are as they were. */
export type ExchangeRefusal =
  | 'NOT_EXCHANGEABLE'
  | 'INVALID_TICKETS'
  | 'OTHER_PLAY'
  | 'NOT_ON_SALE'
  | 'SEATS_TAKEN'
  | 'NO_SEATS_FIT'
  | 'INVALID_SEATS'
  | 'NOT_ENOUGH_STOCK'
  | 'INVALID_INPUT'
  | 'PAYMENT_METHOD_REQUIRED'
  | 'PAYMENT_FAILED'
  | 'REFUND_FAILED'
  | 'REFUSED';

export interface TicketsExchangeRefused {
  __typename: 'TicketsExchangeRefused';
  reason: ExchangeRefusal;
  message: string;
}

export interface ExchangeTicketsInput {
  /** The paid order whose tickets are exchanged. */
  orderId: ID;
  ticketIds: ID[];
  /** Another performance of the same play. */
  performanceId: ID;
  /** A reserved performance's seats, one per ticket; none: best available. */
  seatKeys?: string[] | null;
  /** How a dearer night's difference is paid: counter-cash or counter-card-terminal. */
  method?: string | null;
}

export interface TicketExchangeResult {
  __typename: 'TicketExchange';
  order: Order;
  originalOrder: Order;
  /** Paid at the counter, in minor units. */
  paid: number;
  /** Refunded on the original order's payment, in minor units. */
  refunded: number;
}
