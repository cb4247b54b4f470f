import { createServerFn } from '@tanstack/react-start';
import { type HoldAnswer, holdOrderSeats, reopenOrder } from './payment-arrangement.server';

/**
 * Entering the payment step holds the order's seats (and tracked merchandise) for
 * SEAT_HOLD_SECONDS: the order moves to ArrangingPayment, where Vendure takes the hold.
 * Answers `ready` with the hold's end and the order, or why the seats could not be held (ADR 069).
 */
export const holdSeats = createServerFn({ method: 'POST' }).handler((): Promise<HoldAnswer> => holdOrderSeats());

/** Leaving the payment step gives the seats back at once: the order returns to AddingItems. */
export const releaseSeats = createServerFn({ method: 'POST' }).handler(() => reopenOrder());
