import { Injectable } from '@nestjs/common';
import type { UpdateOrderItemsResult } from '@vendure/common/lib/generated-shop-types';
import {
  ActiveOrderService,
  type ErrorResultUnion,
  type ID,
  isGraphQlErrorResult,
  type Order,
  OrderService,
  type RequestContext,
} from '@vendure/core';
import { CartWriteKeys, cartWriteKey } from './cart-write-keys.service';

type AddResult = ErrorResultUnion<UpdateOrderItemsResult, Order>;

/** Whether an add's answer means the order changed: a line added, in full or in part (ADR 072). */
export function addChangedTheOrder(result: AddResult): boolean {
  if (!isGraphQlErrorResult(result)) return true;
  return result.__typename === 'InsufficientStockError' && (result.quantityAvailable ?? 0) > 0;
}

/** Add to cart that a retry cannot apply twice (ADR 072), with the key store of `CartWriteKeys`. */
@Injectable()
export class IdempotentCartService {
  constructor(
    private readonly keys: CartWriteKeys,
    private readonly activeOrders: ActiveOrderService,
    private readonly orders: OrderService,
  ) {}

  /**
   * `addItemToOrder` of the session's active order, once per key. A repeat of a key whose
   * add was made (its answer lost on the way) answers the order as it is now and adds nothing.
   */
  async addItem(
    ctx: RequestContext,
    input: { productVariantId: ID; quantity: number; idempotencyKey: string },
  ): Promise<AddResult> {
    const key = cartWriteKey(input.idempotencyKey);
    const order = await this.activeOrders.getActiveOrder(ctx, undefined, true);
    const added = await this.keys.once(
      ctx,
      order.id,
      key,
      () => this.orders.addItemToOrder(ctx, order.id, input.productVariantId, input.quantity),
      // Refused (no stock, a limit, a performance not on sale): nothing changed, so the key's next try tries again.
      addChangedTheOrder,
    );
    return added ?? (await this.orders.findOne(ctx, order.id)) ?? order;
  }
}
