import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, Transaction } from '@vendure/core';
import { IdempotentCartService } from '../services/idempotent-cart.service';

/** The storefront's add to cart, made safe to retry (ADR 072). */
@Resolver()
export class IdempotentCartResolver {
  constructor(private readonly cart: IdempotentCartService) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateOrder, Permission.Owner)
  addItemToOrderOnce(
    @Ctx() ctx: RequestContext,
    @Args() args: { productVariantId: ID; quantity: number; idempotencyKey: string },
  ) {
    return this.cart.addItem(ctx, args);
  }
}
