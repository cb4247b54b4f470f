export const loggerCtx = 'SeatHoldPlugin';
export const SEAT_HOLD_OPTIONS = Symbol('SEAT_HOLD_OPTIONS');

/** The scheduled task that gives expired holds back to stock. */
export const RELEASE_EXPIRED_HOLDS_TASK = 'release-expired-seat-holds';

/**
 * The payment handlers' error message when a hold ran out before payment; the
 * storefront recognises it and offers to hold the seats again.
 */
export const HOLD_EXPIRED_MESSAGE = 'SEAT_HOLD_EXPIRED';
