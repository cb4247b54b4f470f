import { SEATS_EXPIRED } from '@foyer/shared/seating/seat-codes';

export const loggerCtx = 'SeatingPlugin';
export const SEATING_OPTIONS = Symbol('SEATING_OPTIONS');

/** The most seats one order may hold for one performance. */
export const MAX_SEATS_PER_ORDER = 10;

/**
 * The transition error when an order's seats were given back before it reached the
 * payment step; the storefront recognises it and sends the shopper back to the map.
 */
export const SEATS_EXPIRED_MESSAGE = `${SEATS_EXPIRED}: some seats of this order are no longer held for it`;
