import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, type Order, RequestContext } from '@vendure/core';
import { effectiveState } from '../hold-rules';
import { SeatHoldService } from '../services/seat-hold.service';
import type { SeatHoldState } from '../types';

@Resolver('Order')
export class SeatHoldOrderResolver {
  constructor(private readonly holds: SeatHoldService) {}

  /** As the shopper should see it: a hold past its time reads EXPIRED before the sweep gets to it. */
  @ResolveField()
  async seatHold(
    @Ctx() ctx: RequestContext,
    @Parent() order: Order,
  ): Promise<{ state: SeatHoldState; expiresAt: Date } | null> {
    const hold = await this.holds.findForOrder(ctx, order.id);
    return hold && { state: effectiveState(hold, new Date()), expiresAt: hold.expiresAt };
  }
}
