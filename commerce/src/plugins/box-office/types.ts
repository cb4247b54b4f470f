import type { LanguageCode } from '@vendure/core';

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
