import {
  type Injector,
  type Order,
  type OrderProcess,
  type OrderState,
  type RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { In, IsNull, Not } from 'typeorm';
import { Performance } from './entities/performance.entity';
import { PERFORMANCE_CANCELLED } from './performance-on-sale.interceptor';

let connection: TransactionalConnection;

const PAID_STATES: ReadonlySet<OrderState> = new Set(['PaymentAuthorized', 'PaymentSettled']);

/** Whether the order holds a ticket for a cancelled performance. */
async function holdsCancelledTicket(ctx: RequestContext, order: Order) {
  const variantIds = order.lines.filter((line) => line.quantity > 0).map((line) => line.productVariantId);
  if (!variantIds.length) return false;
  const count = await connection
    .getRepository(ctx, Performance)
    .count({ where: { productVariantId: In(variantIds), cancelledAt: Not(IsNull()) } });
  return count > 0;
}

/**
 * A cart that already holds a ticket for a cancelled performance cannot go to the
 * payment step, nor be paid by hand from there (ADR 005). It runs before the seat
 * hold's process (TheatrePlugin comes before SeatHoldPlugin), so no seats are held for
 * a refused order; a cart already at the payment step lost its hold when the
 * performance was cancelled, so its card payment is declined.
 */
export const performanceOnSaleOrderProcess: OrderProcess<OrderState> = {
  init(injector: Injector) {
    connection = injector.get(TransactionalConnection);
  },

  async onTransitionStart(fromState, toState, { ctx, order }) {
    const paying = fromState === 'ArrangingPayment' && PAID_STATES.has(toState);
    if (toState !== 'ArrangingPayment' && !paying) return;
    if (await holdsCancelledTicket(ctx, order)) return PERFORMANCE_CANCELLED;
  },
};
