import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, Transaction } from '@vendure/core';
import { readReportsPermission } from '../../box-office/constants';
import { type WaitingListCounts, WaitingListService } from '../services/waiting-list.service';

@Resolver()
export class WaitingListAdminResolver {
  constructor(private readonly waitingList: WaitingListService) {}

  /** Read with the orders, or among the figures (the Reports role). */
  @Query()
  @Allow(Permission.ReadOrder, readReportsPermission.Permission)
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
