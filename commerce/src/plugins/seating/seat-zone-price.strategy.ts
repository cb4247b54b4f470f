import type {
  Injector,
  Order,
  OrderItemPriceCalculationStrategy,
  PriceCalculationResult,
  ProductVariant,
  RequestContext,
} from '@vendure/core';
import { SeatPlanService } from './services/seat-plan.service';

/**
 * A reserved performance's ticket is one variant; its price is its zone's (ADR 053).
 * Lines carry the zone in `seatZone`, so each zone is its own line; everything else is
 * priced as Vendure does.
 */
export class SeatZonePriceStrategy implements OrderItemPriceCalculationStrategy {
  private plans: SeatPlanService;

  init(injector: Injector) {
    this.plans = injector.get(SeatPlanService);
  }

  async calculateUnitPrice(
    ctx: RequestContext,
    productVariant: ProductVariant,
    orderLineCustomFields: { [key: string]: unknown },
    _order: Order,
    _quantity: number,
  ): Promise<PriceCalculationResult> {
    const zone = orderLineCustomFields.seatZone;
    if (typeof zone === 'string' && zone) {
      const loaded = await this.plans.loadByVariant(ctx, productVariant.id);
      const price = loaded?.seating.zonePrices[zone];
      if (price !== undefined) return { price, priceIncludesTax: ctx.channel.pricesIncludeTax };
    }
    return { price: productVariant.listPrice, priceIncludesTax: productVariant.listPriceIncludesTax };
  }
}
