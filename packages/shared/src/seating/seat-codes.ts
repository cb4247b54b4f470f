/**
 * The codes Vendure's seat refusals start with (ADR 053), which the storefront reads to
 * word them in the shopper's language: one home for both programs.
 */

/** Entering payment was refused: a seat of the order is no longer held for it. */
export const SEATS_EXPIRED = 'SEATS_EXPIRED';

/** A numbered-seat ticket was added by count; its seats are chosen on the seat map. */
export const CHOOSE_SEATS = 'CHOOSE_SEATS';
