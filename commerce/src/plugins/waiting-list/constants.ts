export const loggerCtx = 'WaitingListPlugin';
export const WAITING_LIST_OPTIONS = Symbol('WAITING_LIST_OPTIONS');

/** The scheduled task that expires unclaimed offers and offers freed seats to the next in line. */
export const WAITING_LIST_OFFERS_TASK = 'waiting-list-offers';

/** At most this many seats per entry (one order's limit, ADR 053). */
export const MAX_WAITING_SEATS = 10;
