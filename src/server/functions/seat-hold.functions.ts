import { createServerFn } from '@tanstack/react-start';
import { type HoldAnswer, holdOrderSeats, reopenOrder } from './payment-arrangement.server';

/**
 * The checkout's way into and out of the payment step. Not the seat map's `selectSeats` and
 * `releaseSeats` (seating.functions.ts), which put numbered seats in the cart and give them back.
 *
 * Entering the payment step moves the order to ArrangingPayment, where Vendure takes ADR 021's
 * hold of its counted tickets and tracked merchandise and renews its numbered seats, each for
 * SEAT_HOLD_SECONDS. Answers `ready` with the hold's end and the order, or why not (ADR 069).
 */
export const holdForPayment = createServerFn({ method: 'POST' }).handler((): Promise<HoldAnswer> => holdOrderSeats());

/** Leaving the payment step gives the stock hold back at once: the order returns to AddingItems. */
export const leavePayment = createServerFn({ method: 'POST' }).handler(() => reopenOrder());
