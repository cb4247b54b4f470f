import type { Injector, OrderProcess, OrderState } from '@vendure/core';
import { SEATS_EXPIRED_MESSAGE, TOO_MANY_SEATS_MESSAGE } from './constants';
import { SeatReservationService } from './services/seat-reservation.service';

let reservations: SeatReservationService;

/**
 * Entering payment renews the order's seat holds, or refuses when a seat is no longer
 * the order's (ADR 053) or the order holds more seats for a performance than one order may
 * buy (ADR 077); a cancelled order's seats go back on sale.
 */
export const seatingOrderProcess: OrderProcess<OrderState> = {
  init(injector: Injector) {
    reservations = injector.get(SeatReservationService);
  },

  async onTransitionStart(_fromState, toState, { ctx, order }) {
    if (toState !== 'ArrangingPayment') return;
    if (await reservations.overLimit(ctx, order.id)) return TOO_MANY_SEATS_MESSAGE;
    if (!(await reservations.renewForPayment(ctx, order))) return SEATS_EXPIRED_MESSAGE;
  },

  async onTransitionEnd(_fromState, toState, { ctx, order }) {
    if (toState === 'Cancelled') await reservations.freeOrder(ctx, order.id);
  },
};
