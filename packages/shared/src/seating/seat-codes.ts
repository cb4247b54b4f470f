/**
 * The codes Vendure's seat refusals start with (ADR 053), which the storefront reads to
 * word them in the shopper's language: one home for both programs.
 */

/** Entering payment was refused: a seat of the order is no longer held for it. */
export const SEATS_EXPIRED = 'SEATS_EXPIRED';

/** A numbered-seat ticket was added by count; its seats are chosen on the seat map. */
export const CHOOSE_SEATS = 'CHOOSE_SEATS';

/** The most seats one order may hold for one performance. */
export const MAX_SEATS_PER_ORDER = 10;

/**
 * Entering payment was refused: the order holds more than MAX_SEATS_PER_ORDER seats for a
 * performance (two carts merged on sign-in, ADR 077); the shopper gives some back first.
 */
export const TOO_MANY_SEATS = 'TOO_MANY_SEATS';
