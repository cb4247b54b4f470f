import { MAX_SEATS_PER_ORDER, SEATS_EXPIRED, TOO_MANY_SEATS } from '@foyer/shared/seating/seat-codes';

export const loggerCtx = 'SeatingPlugin';
export const SEATING_OPTIONS = Symbol('SEATING_OPTIONS');

/**
 * The transition error when an order's seats were given back before it reached the
 * payment step; the storefront recognises it and sends the shopper back to the map.
 */
export const SEATS_EXPIRED_MESSAGE = `${SEATS_EXPIRED}: some seats of this order are no longer held for it`;

/** The transition error when the order holds more seats for a performance than one order may buy (ADR 077). */
export const TOO_MANY_SEATS_MESSAGE = `${TOO_MANY_SEATS}: this order holds more than ${MAX_SEATS_PER_ORDER} seats for one performance; give some back before paying`;
