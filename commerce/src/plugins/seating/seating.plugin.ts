import type { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, OrderLineEvent, OrderService, PluginCommonModule, type Type, VendurePlugin } from '@vendure/core';
import { IdempotentCartPlugin } from '../idempotent-cart';
import { SeatHoldPlugin, SeatHoldService } from '../seat-hold';
import { seatingAdminApiExtensions, seatingShopApiExtensions } from './api/api-extensions';
import {
  PerformanceZonePricesResolver,
  SeatingAdminResolver,
  StageSeatPlanResolver,
} from './api/seating-admin.resolver';
import {
  OrderLineSeatsResolver,
  OrderSeatsResolver,
  PerformanceReservedResolver,
  SeatingShopResolver,
  SeatSelectionResultResolver,
} from './api/seating-shop.resolver';
import { SEATING_OPTIONS } from './constants';
import { PerformanceSeating } from './entities/performance-seating.entity';
import { SeatPlanVersion } from './entities/seat-plan-version.entity';
import { SeatReservation } from './entities/seat-reservation.entity';
import { KeepBothCartsMergeStrategy } from './keep-both-carts.merge-strategy';
import { SeatStockDisplayStrategy } from './seat-stock-display.strategy';
import { SeatZonePriceStrategy } from './seat-zone-price.strategy';
import { seatingOrderProcess } from './seating-order-process';
import { SeatsMatchLinesInterceptor } from './seats-match-lines.interceptor';
import { CartMergeService } from './services/cart-merge.service';
import { SeatPlanService } from './services/seat-plan.service';
import { SeatReservationService } from './services/seat-reservation.service';
import { SeatingViewService } from './services/seating-view.service';
import type { SeatingPluginOptions } from './types';

/**
 * Numbered seats (ADR 053): stages' seat plans in versions, a performance's zone
 * prices, and one row per taken seat whose unique index lets a seat have one holder.
 * Selecting seats holds them and adds them to the order, priced by zone; entering payment
 * renews the holds; payment claims them (a step of SeatHoldService's claim), so an
 * expired seat is never paid.
 */
@VendurePlugin({
  // IdempotentCartPlugin: its key store makes best available once per key (ADR 076).
  imports: [PluginCommonModule, SeatHoldPlugin, IdempotentCartPlugin],
  entities: [SeatPlanVersion, PerformanceSeating, SeatReservation],
  providers: [
    { provide: SEATING_OPTIONS, useFactory: () => SeatingPlugin.options },
    SeatPlanService,
    SeatReservationService,
    SeatingViewService,
    CartMergeService,
  ],
  exports: [SeatPlanService, SeatReservationService],
  configuration: (config) => {
    config.customFields.OrderLine = [
      ...(config.customFields.OrderLine ?? []),
      // The seats' zone: a reserved performance's ticket is one line per zone, priced by it.
      { name: 'seatZone', type: 'string', nullable: true, internal: true },
    ];
    config.orderOptions.orderItemPriceCalculationStrategy = new SeatZonePriceStrategy();
    config.catalogOptions.stockDisplayStrategy = new SeatStockDisplayStrategy(
      config.catalogOptions.stockDisplayStrategy,
      SeatingPlugin.options.lowStockSeats,
    );
    config.orderOptions.orderInterceptors = [
      ...(config.orderOptions.orderInterceptors ?? []),
      new SeatsMatchLinesInterceptor(),
    ];
    config.orderOptions.process = [...(config.orderOptions.process ?? []), seatingOrderProcess];
    // Signing in keeps both carts' lines, quantities added up (ADR 073).
    config.orderOptions.mergeStrategy = new KeepBothCartsMergeStrategy();
    return config;
  },
  shopApiExtensions: {
    schema: seatingShopApiExtensions,
    resolvers: [
      SeatingShopResolver,
      SeatSelectionResultResolver,
      OrderSeatsResolver,
      OrderLineSeatsResolver,
      PerformanceReservedResolver,
    ],
  },
  adminApiExtensions: {
    schema: seatingAdminApiExtensions,
    resolvers: [
      SeatingAdminResolver,
      // The box office's counter sale answers seat choices as the shop does (ADR 061).
      SeatSelectionResultResolver,
      OrderSeatsResolver,
      OrderLineSeatsResolver,
      PerformanceReservedResolver,
      StageSeatPlanResolver,
      PerformanceZonePricesResolver,
    ],
  },
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class SeatingPlugin implements OnApplicationBootstrap {
  static options: SeatingPluginOptions = { holdSeconds: 600, lowStockSeats: 5 };

  static init(options: Partial<SeatingPluginOptions>): Type<SeatingPlugin> {
    SeatingPlugin.options = { ...SeatingPlugin.options, ...options };
    return SeatingPlugin;
  }

  constructor(
    private readonly holds: SeatHoldService,
    private readonly reservations: SeatReservationService,
    private readonly eventBus: EventBus,
    private readonly orders: OrderService,
    private readonly cartMerge: CartMergeService,
  ) {}

  onApplicationBootstrap(): void {
    // Payments claim the order's seats with its stock hold: all or none (ADR 021, 053).
    this.holds.addClaimStep({
      claim: (ctx, order) => this.reservations.claim(ctx, order),
      undo: (ctx, order) => this.reservations.unclaim(ctx, order.id),
    });
    // A line taken out of the cart some other way than releaseSeats gives its seats back.
    this.eventBus.ofType(OrderLineEvent).subscribe((event) => {
      if (event.type !== 'deleted') return;
      void this.reservations.freeLine(event.ctx, event.orderLine.id).catch(() => undefined);
    });
    // Vendure deletes the guest's cart when it merges it into the customer's on sign-in, and
    // its seat rows and stock hold with it; only around its merge can they move to the cart
    // that stays (ADR 073). Its OrderEvent 'deleted' comes after the rows are gone.
    const merge = this.orders.mergeOrders.bind(this.orders);
    this.orders.mergeOrders = (ctx, user, guestOrder, existingOrder) =>
      this.cartMerge.merge(merge, ctx, user, guestOrder, existingOrder);
  }
}
