import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, Transaction } from '@vendure/core';
import { type WaitingListCounts, WaitingListService } from '../services/waiting-list.service';

@Resolver()
export class WaitingListAdminResolver {
  constructor(private readonly waitingList: WaitingListService) {}

  @Query()
  @Allow(Permission.ReadOrder)
  waitingListCounts(
    @Ctx() ctx: RequestContext,
    @Args() args: { performanceId?: ID | null },
  ): Promise<WaitingListCounts> {
    return this.waitingList.counts(ctx, args.performanceId);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder)
  runWaitingListOffers(@Ctx() ctx: RequestContext): Promise<number> {
    return this.waitingList.runOffers(ctx);
  }
}
