import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, type LanguageCode, RequestContext, Transaction } from '@vendure/core';
import { sellAtCounterPermission } from '../constants';
import { CounterPrintService, type PrintLayout } from '../services/counter-print.service';

type PrintArgs = { orderId: ID; layout: PrintLayout; language?: LanguageCode | null };

/** Printing at the box office (ADR 061): a query, so it keeps the Admin API's sign-in and permissions. */
@Resolver()
export class BoxOfficePrintResolver {
  constructor(private readonly prints: CounterPrintService) {}

  // A transaction: the query records each ticket's print.
  @Transaction()
  @Query()
  @Allow(sellAtCounterPermission.Permission)
  counterTicketsPdf(@Ctx() ctx: RequestContext, @Args() args: PrintArgs) {
    return this.prints.ticketsPdf(ctx, args.orderId, args.layout, args.language);
  }

  @Query()
  @Allow(sellAtCounterPermission.Permission)
  counterReceiptPdf(@Ctx() ctx: RequestContext, @Args() args: PrintArgs) {
    return this.prints.receiptPdf(ctx, args.orderId, args.layout, args.language);
  }
}
