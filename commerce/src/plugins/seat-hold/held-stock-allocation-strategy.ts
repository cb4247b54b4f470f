import {
  DefaultStockAllocationStrategy,
  type Injector,
  type Order,
  type OrderState,
  type RequestContext,
  type StockAllocationStrategy,
} from '@vendure/core';
import { SeatHoldService } from './services/seat-hold.service';

/**
 * Vendure allocates stock when an order is paid; an order that held its stock was
 * allocated when it entered ArrangingPayment, and must not be allocated twice.
 * Orders with nothing limited in them hold nothing and are allocated as usual.
 */
export class HeldStockAllocationStrategy implements StockAllocationStrategy {
  private readonly fallback = new DefaultStockAllocationStrategy();
  private holds: SeatHoldService;

  init(injector: Injector) {
    this.holds = injector.get(SeatHoldService);
  }

  async shouldAllocateStock(ctx: RequestContext, fromState: OrderState, toState: OrderState, order: Order) {
    if (!this.fallback.shouldAllocateStock(ctx, fromState, toState, order)) return false;
    return (await this.holds.findForOrder(ctx, order.id))?.state !== 'PAID';
  }
}
