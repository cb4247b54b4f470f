import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type ID,
  type Order,
  type OrderLine,
  Permission,
  RequestContext,
  Transaction,
} from '@vendure/core';
import type { Performance } from '../../theatre/entities/performance.entity';
import { SeatPlanService } from '../services/seat-plan.service';
import { SeatReservationService } from '../services/seat-reservation.service';
import { SeatingViewService } from '../services/seating-view.service';

/** The storefront's seat map and seat selection (ADR 053). */
@Resolver()
export class SeatingShopResolver {
  constructor(
    private readonly plans: SeatPlanService,
    private readonly reservations: SeatReservationService,
    private readonly view: SeatingViewService,
  ) {}

  @Query()
  @Allow(Permission.Public)
  async performanceSeating(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID }) {
    const loaded = await this.plans.load(ctx, args.performanceId);
    if (!loaded) return null;
    const [zones, states] = await Promise.all([
      this.view.zones(ctx, loaded),
      this.view.states(ctx, args.performanceId),
    ]);
    return { performanceId: args.performanceId, planVersion: loaded.version.version, plan: loaded.plan, zones, states };
  }

  @Query()
  @Allow(Permission.Public)
  async performanceSeatStates(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID }) {
    if (!(await this.view.seatingOf(ctx, args.performanceId))) return null;
    return this.view.states(ctx, args.performanceId);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  selectSeats(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID; seatKeys: string[] }) {
    return this.reservations.select(ctx, args.performanceId, args.seatKeys);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  selectBestSeats(
    @Ctx() ctx: RequestContext,
    @Args()
    args: {
      input: {
        performanceId: ID;
        count: number;
        wheelchair?: number | null;
        zone?: string | null;
        maxPrice?: number | null;
        area?: string | null;
      };
      idempotencyKey: string;
    },
  ) {
    return this.reservations.selectBestOnce(ctx, args.input, args.idempotencyKey);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  releaseSeats(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID; seatKeys: string[] }) {
    return this.reservations.release(ctx, args.performanceId, args.seatKeys);
  }
}

@Resolver('SeatSelectionResult')
export class SeatSelectionResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }) {
    return value.__typename === 'SeatsUnavailable' ? 'SeatsUnavailable' : 'Order';
  }
}

/** `Order.seats` on both APIs. */
@Resolver('Order')
export class OrderSeatsResolver {
  constructor(private readonly view: SeatingViewService) {}

  @ResolveField()
  seats(@Ctx() ctx: RequestContext, @Parent() order: Order) {
    return this.view.orderSeats(ctx, order);
  }
}

/** `OrderLine.seatPerformanceId` on both APIs: a reserved line is known even when all its seats went. */
@Resolver('OrderLine')
export class OrderLineSeatsResolver {
  constructor(private readonly plans: SeatPlanService) {}

  @ResolveField()
  async seatPerformanceId(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
    if (!(line.customFields as { seatZone?: string | null } | undefined)?.seatZone) return null;
    return (await this.plans.loadByVariant(ctx, line.productVariantId))?.performance.id ?? null;
  }
}

/** `Performance.reserved` on both APIs. */
@Resolver('Performance')
export class PerformanceReservedResolver {
  constructor(private readonly view: SeatingViewService) {}

  @ResolveField()
  async reserved(@Ctx() ctx: RequestContext, @Parent() performance: Performance) {
    return (await this.view.seatingOf(ctx, performance.id)) != null;
  }
}
