import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type ID,
  Order,
  RequestContext,
  Transaction,
  TransactionalConnection,
  UserInputError,
} from '@vendure/core';
import { In } from 'typeorm';
import { performancePermission, theatrePermission } from '../../theatre/constants';
import type { Performance } from '../../theatre/entities/performance.entity';
import type { Stage } from '../../theatre/entities/stage.entity';
import { SeatPlanVersion } from '../entities/seat-plan-version.entity';
import { SeatPlanService } from '../services/seat-plan.service';
import { SeatReservationService } from '../services/seat-reservation.service';
import { SeatingViewService } from '../services/seating-view.service';

/** Seat plans for editors, each performance's seats for the box office (ADR 053). */
@Resolver()
export class SeatingAdminResolver {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly plans: SeatPlanService,
    private readonly reservations: SeatReservationService,
    private readonly view: SeatingViewService,
  ) {}

  @Query()
  @Allow(theatrePermission.Read, performancePermission.Read)
  seatPlan(@Ctx() ctx: RequestContext, @Args() args: { stageId: ID }) {
    return this.plans.currentPlan(ctx, args.stageId);
  }

  @Query()
  @Allow(performancePermission.Read)
  performanceSeatMap(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID }) {
    return this.seatMap(ctx, args.performanceId);
  }

  @Transaction()
  @Mutation()
  @Allow(theatrePermission.Update)
  saveSeatPlan(@Ctx() ctx: RequestContext, @Args() args: { stageId: ID; plan: unknown }) {
    return this.plans.save(ctx, args.stageId, args.plan);
  }

  @Transaction()
  @Mutation()
  @Allow(theatrePermission.Update)
  removeSeatPlan(@Ctx() ctx: RequestContext, @Args() args: { stageId: ID }) {
    return this.plans.remove(ctx, args.stageId);
  }

  @Transaction()
  @Mutation()
  @Allow(performancePermission.Update)
  async blockSeats(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID; seatKeys: string[] }) {
    await this.reservations.block(ctx, await this.loaded(ctx, args.performanceId), args.seatKeys);
    return this.seatMap(ctx, args.performanceId);
  }

  @Transaction()
  @Mutation()
  @Allow(performancePermission.Update)
  async unblockSeats(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID; seatKeys: string[] }) {
    await this.reservations.unblock(ctx, args.performanceId, args.seatKeys);
    return this.seatMap(ctx, args.performanceId);
  }

  @Transaction()
  @Mutation()
  @Allow(performancePermission.Update)
  async releaseSeatHolds(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID; seatKeys: string[] }) {
    await this.reservations.releaseHolds(ctx, await this.loaded(ctx, args.performanceId), args.seatKeys);
    return this.seatMap(ctx, args.performanceId);
  }

  private async loaded(ctx: RequestContext, performanceId: ID) {
    const loaded = await this.plans.load(ctx, performanceId);
    if (!loaded) throw new UserInputError('This performance is not sold by seat.');
    return loaded;
  }

  private async seatMap(ctx: RequestContext, performanceId: ID) {
    const loaded = await this.plans.load(ctx, performanceId);
    if (!loaded) return null;
    const taken = await this.reservations.taken(ctx, performanceId);
    const orderIds = [...new Set(taken.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
    const orders = orderIds.length
      ? await this.connection
          .getRepository(ctx, Order)
          .find({ where: { id: In(orderIds) }, select: { id: true, code: true } })
      : [];
    const codeOf = new Map(orders.map((order) => [String(order.id), order.code]));
    return {
      performanceId,
      planVersion: loaded.version.version,
      plan: loaded.plan,
      zones: await this.view.zones(ctx, loaded),
      seats: taken.map((row) => ({
        key: row.key,
        state: row.state,
        orderId: row.orderId,
        orderCode: row.orderId ? (codeOf.get(String(row.orderId)) ?? null) : null,
        expiresAt: row.state === 'HELD' ? row.expiresAt : null,
      })),
    };
  }
}

/** `Stage.seatPlan` on the Admin API. */
@Resolver('Stage')
export class StageSeatPlanResolver {
  constructor(private readonly plans: SeatPlanService) {}

  @ResolveField()
  seatPlan(@Ctx() ctx: RequestContext, @Parent() stage: Stage) {
    return this.plans.currentPlan(ctx, stage.id);
  }
}

/** A performance's plan version and zone prices on the Admin API. */
@Resolver('Performance')
export class PerformanceZonePricesResolver {
  constructor(
    private readonly view: SeatingViewService,
    private readonly connection: TransactionalConnection,
  ) {}

  @ResolveField()
  async seatPlanVersion(@Ctx() ctx: RequestContext, @Parent() performance: Performance) {
    const seating = await this.view.seatingOf(ctx, performance.id);
    if (!seating) return null;
    const version = await this.connection
      .getRepository(ctx, SeatPlanVersion)
      .findOne({ where: { id: seating.planVersionId }, select: { id: true, version: true } });
    return version?.version ?? null;
  }

  @ResolveField()
  async zonePrices(@Ctx() ctx: RequestContext, @Parent() performance: Performance) {
    const seating = await this.view.seatingOf(ctx, performance.id);
    return Object.entries(seating?.zonePrices ?? {}).map(([zone, price]) => ({ zone, price }));
  }
}
