import type {
  Injector,
  Order,
  OrderItemPriceCalculationStrategy,
  PriceCalculationResult,
  ProductVariant,
  RequestContext,
} from '@vendure/core';
import { isComplimentary } from './sale-channel';

/**
 * Every line of a comp order costs nothing (ADR 061); any other order is priced by the
 * strategy it wraps (the seat zones', ADR 053). The order's sale channel is set when the
 * draft is made, before any line, so a comp line is never priced otherwise.
 */
export class ComplimentaryPriceStrategy implements OrderItemPriceCalculationStrategy {
  constructor(private readonly priced: OrderItemPriceCalculationStrategy) {}

  init(injector: Injector) {
    return this.priced.init?.(injector);
  }

  destroy() {
    return this.priced.destroy?.();
  }

  calculateUnitPrice(
    ctx: RequestContext,
    productVariant: ProductVariant,
    orderLineCustomFields: { [key: string]: unknown },
    order: Order,
    quantity: number,
  ): PriceCalculationResult | Promise<PriceCalculationResult> {
    if (isComplimentary(order)) return { price: 0, priceIncludesTax: ctx.channel.pricesIncludeTax };
    return this.priced.calculateUnitPrice(ctx, productVariant, orderLineCustomFields, order, quantity);
  }
}
