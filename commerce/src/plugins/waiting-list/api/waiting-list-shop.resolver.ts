import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, Transaction } from '@vendure/core';
import { WaitingListService } from '../services/waiting-list.service';
import type { WaitingListResult } from '../types';

@Resolver()
export class WaitingListShopResolver {
  constructor(private readonly waitingList: WaitingListService) {}

  @Transaction()
  @Mutation()
  joinWaitingList(
    @Ctx() ctx: RequestContext,
    @Args() args: { performanceId: ID; email: string; seats: number },
  ): Promise<WaitingListResult> {
    return this.waitingList.join(ctx, args.performanceId, args.email, args.seats);
  }

  @Transaction()
  @Mutation()
  confirmWaitingList(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<WaitingListResult> {
    return this.waitingList.confirm(ctx, args.token);
  }

  @Transaction()
  @Mutation()
  leaveWaitingList(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<WaitingListResult> {
    return this.waitingList.leave(ctx, args.token);
  }

  /** Like adding to the cart: the shopper's session (made if needed) owns the order the seats go into. */
  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  claimWaitingListOffer(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<WaitingListResult> {
    return this.waitingList.claim(ctx, args.token);
  }
}
