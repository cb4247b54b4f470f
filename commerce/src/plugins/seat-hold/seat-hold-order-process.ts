import type { Injector, OrderProcess, OrderState } from '@vendure/core';
import { SeatHoldService } from './services/seat-hold.service';

let holds: SeatHoldService;

const PAID_STATES: ReadonlySet<OrderState> = new Set(['PaymentAuthorized', 'PaymentSettled']);

/**
 * Where orders take, keep and give back their holds (ADR 021). It runs after
 * Vendure's own process, so a hold is taken only when every other check passed.
 */
export const seatHoldOrderProcess: OrderProcess<OrderState> = {
  init(injector: Injector) {
    holds = injector.get(SeatHoldService);
  },

  async onTransitionStart(fromState, toState, { ctx, order }) {
    if (toState === 'ArrangingPayment') return holds.hold(ctx, order);
    if (fromState === 'ArrangingPayment' && PAID_STATES.has(toState)) {
      // The payment handlers claim the hold before money is recorded; this covers the
      // rest (a payment staff add by hand): a hold whose time ran out is taken again,
      // or the order is not paid.
      if ((await holds.claimForPayment(ctx, order)) !== 'expired') return;
      const refused = await holds.hold(ctx, order);
      if (refused) return refused;
      await holds.claimForPayment(ctx, order);
    }
  },

  async onTransitionEnd(fromState, toState, { ctx, order }) {
    if (fromState === 'ArrangingPayment' && (toState === 'AddingItems' || toState === 'Cancelled')) {
      await holds.release(ctx, order.id, 'RELEASED');
    }
  },
};
