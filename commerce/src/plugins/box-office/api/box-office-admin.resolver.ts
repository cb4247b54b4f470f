import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, RequestContext, Transaction } from '@vendure/core';
import type { BestSeatsRequest } from '../../seating';
import { sellAtCounterPermission } from '../constants';
import { CounterSaleService } from '../services/counter-sale.service';
import { TicketExchangeService } from '../services/ticket-exchange.service';
import type { CompleteCounterSaleInput, ExchangeTicketsInput, StartCounterSaleInput } from '../types';

/** Selling at the counter (ADR 061); comps are checked in the service, as they depend on the order. */
@Resolver()
export class BoxOfficeAdminResolver {
  constructor(
    private readonly sales: CounterSaleService,
    private readonly exchanges: TicketExchangeService,
  ) {}

  @Transaction()
  @Mutation()
  @Allow(sellAtCounterPermission.Permission)
  startCounterSale(@Ctx() ctx: RequestContext, @Args() args: { input: StartCounterSaleInput }) {
    return this.sales.start(ctx, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(sellAtCounterPermission.Permission)
  counterSelectSeats(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; performanceId: ID; seatKeys: string[] }) {
    return this.sales.selectSeats(ctx, args.orderId, args.performanceId, args.seatKeys);
  }

  @Transaction()
  @Mutation()
  @Allow(sellAtCounterPermission.Permission)
  counterSelectBestSeats(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; input: BestSeatsRequest }) {
    return this.sales.selectBestSeats(ctx, args.orderId, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(sellAtCounterPermission.Permission)
  counterReleaseSeats(
    @Ctx() ctx: RequestContext,
    @Args() args: { orderId: ID; performanceId: ID; seatKeys: string[] },
  ) {
    return this.sales.releaseSeats(ctx, args.orderId, args.performanceId, args.seatKeys);
  }

  @Transaction()
  @Mutation()
  @Allow(sellAtCounterPermission.Permission)
  completeCounterSale(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; input: CompleteCounterSaleInput }) {
    return this.sales.complete(ctx, args.orderId, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(sellAtCounterPermission.Permission)
  exchangeTickets(@Ctx() ctx: RequestContext, @Args() args: { input: ExchangeTicketsInput }) {
    return this.exchanges.exchange(ctx, args.input);
  }
}

@Resolver('ExchangeTicketsResult')
export class ExchangeTicketsResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }) {
    return value.__typename === 'TicketsExchangeRefused' ? 'TicketsExchangeRefused' : 'TicketExchange';
  }
}

@Resolver('CompleteCounterSaleResult')
export class CompleteCounterSaleResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }) {
    return value.__typename === 'CounterSaleRefused' ? 'CounterSaleRefused' : 'Order';
  }
}
