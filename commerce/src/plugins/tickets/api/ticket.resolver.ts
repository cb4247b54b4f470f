import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  CustomerService,
  ForbiddenError,
  type ID,
  type Order,
  Permission,
  RequestContext,
} from '@vendure/core';
import { checkInPermission } from '../constants';
import { type LoadedTicket, TicketService } from '../services/ticket.service';
import { formatShortTicketCode, shortTicketCode } from '../short-ticket-code';

@Resolver('Order')
export class OrderTicketsResolver {
  constructor(private readonly ticketService: TicketService) {}

  /** The order itself was already checked by the query that returned it (its owner, or staff). */
  @ResolveField()
  tickets(@Ctx() ctx: RequestContext, @Parent() order: Order) {
    return this.ticketService.forOrder(ctx, order.id);
  }
}

/** What a ticket shows besides its stored fields. */
@Resolver('Ticket')
export class TicketFieldsResolver {
  constructor(private readonly tickets: TicketService) {}

  /** Its seat described from its performance's plan, in the request's language (ADR 060). */
  @ResolveField()
  place(@Ctx() ctx: RequestContext, @Parent() ticket: LoadedTicket) {
    return this.tickets.place(ctx, ticket);
  }

  /** Derived from the long code, as the stored column is (ADR 057). */
  @ResolveField()
  shortCode(@Parent() ticket: { code: string }) {
    return formatShortTicketCode(shortTicketCode(ticket.code));
  }
}

@Resolver()
export class ShopTicketsResolver {
  constructor(
    private readonly tickets: TicketService,
    private readonly customers: CustomerService,
  ) {}

  @Query()
  @Allow(Permission.Owner)
  async myTickets(@Ctx() ctx: RequestContext) {
    const userId = ctx.activeUserId;
    if (!userId) throw new ForbiddenError();
    const customer = await this.customers.findOneByUserId(ctx, userId);
    return customer ? this.tickets.forCustomer(ctx, customer.id) : [];
  }
}

@Resolver()
export class DoorResolver {
  constructor(private readonly tickets: TicketService) {}

  @Query()
  @Allow(checkInPermission.Permission)
  doorPerformances(@Ctx() ctx: RequestContext) {
    return this.tickets.doorPerformances(ctx);
  }

  @Query()
  @Allow(checkInPermission.Permission)
  doorCount(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID }) {
    return this.tickets.doorCount(ctx, args.performanceId);
  }

  @Mutation()
  @Allow(checkInPermission.Permission)
  admitTicket(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID; code: string }) {
    return this.tickets.admit(ctx, args.performanceId, args.code, String(ctx.activeUserId ?? ''));
  }
}
