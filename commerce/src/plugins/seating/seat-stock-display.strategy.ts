import type { Injector, ProductVariant, RequestContext, StockDisplayStrategy } from '@vendure/core';
import { SeatPlanService } from './services/seat-plan.service';
import { SeatReservationService } from './services/seat-reservation.service';

/**
 * A reserved performance's ticket is not stock (its seats are rows, ADR 053): its level
 * counts the plan's places not taken now, so "few left" and "sold out" read as for any
 * ticket. Everything else is shown as the wrapped strategy shows it.
 */
export class SeatStockDisplayStrategy implements StockDisplayStrategy {
  private plans: SeatPlanService;
  private reservations: SeatReservationService;

  constructor(
    private readonly inner: StockDisplayStrategy,
    private readonly lowStockThreshold: number,
  ) {}

  async init(injector: Injector) {
    await this.inner.init?.(injector);
    this.plans = injector.get(SeatPlanService);
    this.reservations = injector.get(SeatReservationService);
  }

  async getStockLevel(ctx: RequestContext, productVariant: ProductVariant, saleableStockLevel: number) {
    const loaded =
      productVariant.trackInventory === 'FALSE' ? await this.plans.loadByVariant(ctx, productVariant.id) : undefined;
    if (!loaded) return this.inner.getStockLevel(ctx, productVariant, saleableStockLevel);
    const taken = (await this.reservations.takenCounts(ctx, [loaded.performance.id])).get(
      String(loaded.performance.id),
    );
    const free = loaded.version.capacity - (taken ?? 0);
    return free <= 0 ? 'OUT_OF_STOCK' : free <= this.lowStockThreshold ? 'LOW_STOCK' : 'IN_STOCK';
  }
}
