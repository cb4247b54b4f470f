import {
  type Injector,
  type Order,
  type OrderInterceptor,
  type RequestContext,
  TransactionalConnection,
  type WillAddItemToOrderInput,
  type WillAdjustOrderLineInput,
} from '@vendure/core';
import { Performance } from './entities/performance.entity';

/** The message of the refusal; the storefront shows its own words for it, in the shopper's language. */
export const PERFORMANCE_NOT_ON_SALE = 'PERFORMANCE_NOT_ON_SALE: this performance has started and is no longer sold';
/** The message of the refusal for a cancelled performance; the storefront shows its own words for it. */
export const PERFORMANCE_CANCELLED = 'PERFORMANCE_CANCELLED: this performance is cancelled and no longer sold';

/**
 * A performance that has started is no longer sold, without anyone doing anything, nor
 * is a cancelled one: a ticket for it cannot be added to a cart, nor its quantity
 * raised (ADR 005). Paying for one already in a cart is refused by
 * performanceOnSaleOrderProcess.
 */
export class PerformanceOnSaleInterceptor implements OrderInterceptor {
  private connection: TransactionalConnection;

  init(injector: Injector) {
    this.connection = injector.get(TransactionalConnection);
  }

  async willAddItemToOrder(ctx: RequestContext, _order: Order, input: WillAddItemToOrderInput) {
    return this.refusal(ctx, input.productVariant.id);
  }

  async willAdjustOrderLine(ctx: RequestContext, _order: Order, input: WillAdjustOrderLineInput) {
    if (input.quantity <= input.orderLine.quantity) return;
    return this.refusal(ctx, input.orderLine.productVariantId);
  }

  private async refusal(ctx: RequestContext, variantId: Order['id']) {
    const performance = await this.connection
      .getRepository(ctx, Performance)
      .findOne({ where: { productVariantId: variantId }, select: { id: true, startsAt: true, cancelledAt: true } });
    if (performance?.cancelledAt) return PERFORMANCE_CANCELLED;
    if (performance && performance.startsAt.getTime() <= Date.now()) return PERFORMANCE_NOT_ON_SALE;
  }
}
