import { Mutation, Resolver } from '@nestjs/graphql';
import { ActiveOrderService, Allow, Ctx, Logger, OrderService, Permission, RequestContext } from '@vendure/core';
import { SeatHoldService } from '../../seat-hold';
import { effectiveState } from '../../seat-hold/hold-rules';
import { loggerCtx } from '../constants';
import {
  StripeHoldExpiredError,
  StripeNoActiveOrderError,
  StripeNotConfiguredError,
  StripeOrderNotArrangingPaymentError,
  StripeUnavailableError,
} from '../errors';
import { StripeClientService } from '../services/stripe-client.service';

@Resolver()
export class StripeShopResolver {
  constructor(
    private readonly client: StripeClientService,
    private readonly activeOrders: ActiveOrderService,
    private readonly orders: OrderService,
    private readonly holds: SeatHoldService,
  ) {}

  // No @Transaction: the call to Stripe must not hold a database transaction open.
  @Mutation()
  @Allow(Permission.Owner)
  async createStripePaymentIntent(@Ctx() ctx: RequestContext): Promise<string> {
    if (!this.client.configured) throw new StripeNotConfiguredError();
    const order = await this.activeOrders.getActiveOrder(ctx, undefined);
    if (!order) throw new StripeNoActiveOrderError();
    if (order.state !== 'ArrangingPayment') throw new StripeOrderNotArrangingPaymentError(order.state);
    const hold = await this.holds.findForOrder(ctx, order.id);
    if (hold && effectiveState(hold, new Date()) !== 'HELD') throw new StripeHoldExpiredError();
    let clientSecret: string;
    try {
      clientSecret = await this.client.createPaymentIntent(ctx, order);
    } catch (error) {
      Logger.error(`Creating a PaymentIntent for order ${order.code} failed: ${(error as Error).message}`, loggerCtx);
      throw new StripeUnavailableError();
    }
    await this.orders.updateCustomFields(ctx, order.id, { paymentProvider: 'stripe' });
    return clientSecret;
  }
}
