import { planText } from '@foyer/shared/seating/seat-plan';
import { Injectable } from '@nestjs/common';
import {
  type ID,
  type Order,
  ProductVariant,
  type RequestContext,
  RequestContextCacheService,
  TaxRateService,
  TransactionalConnection,
} from '@vendure/core';
import { requestLoader } from '../../theatre/services/request-loader';
import type { PerformanceSeating } from '../entities/performance-seating.entity';
import { describePlace } from '../plan-index';
import { type LoadedSeating, SeatPlanService } from './seat-plan.service';
import { SeatReservationService } from './seat-reservation.service';

/** What the APIs answer about seats, in the request's language (ADR 053). */
@Injectable()
export class SeatingViewService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly plans: SeatPlanService,
    private readonly reservations: SeatReservationService,
    private readonly taxRates: TaxRateService,
    private readonly requestCache: RequestContextCacheService,
  ) {}

  /** A performance's seating row, batched per request (lists ask it for every performance). */
  seatingOf(ctx: RequestContext, performanceId: ID): Promise<(PerformanceSeating & { id: ID }) | null> {
    return requestLoader(this.requestCache, ctx, 'seatingOfPerformance', async (ids) => {
      const byPerformance = await this.plans.seatingsOf(ctx, ids);
      return ids.flatMap((id) => {
        const row = byPerformance.get(String(id));
        return row ? [Object.assign(Object.create(Object.getPrototypeOf(row)), row, { id })] : [];
      });
    }).load(performanceId);
  }

  /** Each zone's name and price, with and without tax, as the channel's tax rules say. */
  async zones(ctx: RequestContext, loaded: LoadedSeating) {
    const variantId = loaded.performance.productVariantId;
    const variant = variantId
      ? await this.connection.getRepository(ctx, ProductVariant).findOne({
          where: { id: variantId },
          relations: { taxCategory: true },
          withDeleted: true,
        })
      : null;
    const zone = ctx.channel.defaultTaxZone;
    const rate =
      variant?.taxCategory && zone ? await this.taxRates.getApplicableTaxRate(ctx, zone, variant.taxCategory) : null;
    return loaded.plan.zones.map((z) => {
      const price = loaded.seating.zonePrices[z.code] ?? 0;
      const includes = ctx.channel.pricesIncludeTax;
      const net = rate && includes ? Math.round(rate.netPriceOf(price)) : price;
      const gross = rate && !includes ? Math.round(rate.grossPriceOf(price)) : price;
      return { code: z.code, name: planText(z.name, ctx.languageCode), price: net, priceWithTax: gross };
    });
  }

  /** The seats taken now, `mine` for the asking shopper's order. */
  async states(ctx: RequestContext, performanceId: ID) {
    const [taken, orderId] = await Promise.all([
      this.reservations.taken(ctx, performanceId),
      this.reservations.activeOrderId(ctx),
    ]);
    const mine = (row: { orderId: ID | null }) => orderId != null && String(row.orderId) === String(orderId);
    const myHolds = taken.filter((row) => mine(row) && row.state === 'HELD' && row.expiresAt);
    const holdExpiresAt = myHolds.length
      ? new Date(Math.min(...myHolds.map((row) => row.expiresAt?.getTime() ?? 0)))
      : null;
    return {
      performanceId,
      taken: taken.map((row) => ({ key: row.key, state: row.state, mine: mine(row) })),
      holdExpiresAt,
    };
  }

  /** An order's seats, in plan order per performance, described for the request's language. */
  async orderSeats(ctx: RequestContext, order: Order) {
    const rows = await this.reservations.ofOrder(ctx, order.id);
    const loadedBy = new Map<string, LoadedSeating | undefined>();
    const seats = [];
    for (const row of rows) {
      const key = String(row.performanceId);
      if (!loadedBy.has(key)) loadedBy.set(key, await this.plans.load(ctx, row.performanceId));
      const loaded = loadedBy.get(key);
      const place = loaded?.places.get(row.seatKey);
      if (!loaded || !place) continue;
      seats.push({
        ...describePlace(loaded.plan, place, ctx.languageCode),
        order: place.order,
        performanceId: row.performanceId,
        orderLineId: row.orderLineId,
        state: row.state,
        expiresAt: row.state === 'HELD' ? row.expiresAt : null,
      });
    }
    return seats.sort((a, b) => Number(a.performanceId) - Number(b.performanceId) || a.order - b.order);
  }
}
