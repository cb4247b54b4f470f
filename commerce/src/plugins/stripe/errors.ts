import { I18nError, LogLevel } from '@vendure/core';

/** Stripe keys are not configured on this server: the shop offers the test card instead. */
export class StripeNotConfiguredError extends I18nError {
  constructor() {
    super('Card payments through Stripe are not configured on this server', {}, 'STRIPE_NOT_CONFIGURED', LogLevel.Warn);
  }
}

/** The session has no active order to pay for. */
export class StripeNoActiveOrderError extends I18nError {
  constructor() {
    super('There is no active order to pay for', {}, 'NO_ACTIVE_ORDER', LogLevel.Verbose);
  }
}

/** Payment starts only once the order is final: transition it to ArrangingPayment first. */
export class StripeOrderNotArrangingPaymentError extends I18nError {
  constructor(state: string) {
    // No i18next interpolation: the message is not a translation key.
    super(
      `The order must be in ArrangingPayment before a card payment starts; it is in ${state}`,
      { state },
      'ORDER_NOT_ARRANGING_PAYMENT',
      LogLevel.Verbose,
    );
  }
}

/** Stripe payments are recorded by the signed webhook only, never by a shopper's addPaymentToOrder. */
export class StripePaymentNotAllowedError extends I18nError {
  constructor() {
    super('Card payments are recorded by Stripe’s webhook', {}, 'STRIPE_PAYMENT_VIA_WEBHOOK_ONLY', LogLevel.Warn);
  }
}

/** Stripe did not answer or refused the request; the shopper may try again. The details are logged. */
export class StripeUnavailableError extends I18nError {
  constructor() {
    super(
      'The card payment could not be started; please try again',
      {},
      'PAYMENT_PROVIDER_UNAVAILABLE',
      LogLevel.Error,
    );
  }
}

/** The order's seats are no longer held for it: it must enter ArrangingPayment again before paying. */
export class StripeHoldExpiredError extends I18nError {
  constructor() {
    super(
      'The seats are no longer held for this order; go back and hold them again',
      {},
      'SEAT_HOLD_EXPIRED',
      LogLevel.Verbose,
    );
  }
}
