import { randomUUID } from 'node:crypto';
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
  TransactionalConnection,
  UserInputError,
} from '@vendure/core';
import { LessThan } from 'typeorm';
import { CART_WRITE_KEY, CART_WRITE_KEY_DAYS } from '../constants';
import { CartWriteKey } from '../entities/cart-write-key.entity';

type AddResult = ErrorResultUnion<UpdateOrderItemsResult, Order>;

/** Whether an add's answer means the order changed: a line added, in full or in part (ADR 072). */
export function addChangedTheOrder(result: AddResult): boolean {
  if (!isGraphQlErrorResult(result)) return true;
  return result.__typename === 'InsufficientStockError' && (result.quantityAvailable ?? 0) > 0;
}

/**
 * Cart writes that a retry cannot apply twice (ADR 072). The key is recorded in the
 * transaction of the write itself, by an insert that the unique (order, key) index lets
 * only one request make: a second request with the key waits for the first one's
 * transaction (PostgreSQL) and then inserts nothing, so it answers the order as it is
 * and adds nothing. Nothing reads first and writes after.
 */
@Injectable()
export class IdempotentCartService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly activeOrders: ActiveOrderService,
    private readonly orders: OrderService,
  ) {}

  private repo(ctx: RequestContext) {
    return this.connection.getRepository(ctx, CartWriteKey);
  }

  /** `addItemToOrder` of the session's active order, once per key. */
  async addItem(
    ctx: RequestContext,
    input: { productVariantId: ID; quantity: number; idempotencyKey: string },
  ): Promise<AddResult> {
    const key = input.idempotencyKey.toLowerCase();
    if (!CART_WRITE_KEY.test(key)) throw new UserInputError('The idempotency key must be a UUID.');
    const order = await this.activeOrders.getActiveOrder(ctx, undefined, true);
    await this.oneAddAtATime(ctx, order.id);
    const claim = randomUUID();
    if (!(await this.claim(ctx, order.id, key, claim))) {
      // This key's add was made already (its answer lost on the way): the order as it is now.
      return (await this.orders.findOne(ctx, order.id)) ?? order;
    }
    let result: AddResult;
    try {
      result = await this.orders.addItemToOrder(ctx, order.id, input.productVariantId, input.quantity);
    } catch (error) {
      // Given back by hand as well as by the rollback: SQLite's shared connection does not isolate one (ADR 021).
      await this.release(ctx, order.id, key, claim);
      throw error;
    }
    // Refused (no stock, a limit, a performance not on sale): nothing changed, so the key's next try tries again.
    if (!addChangedTheOrder(result)) await this.release(ctx, order.id, key, claim);
    return result;
  }

  /**
   * Adds to one order wait for each other, across servers (PostgreSQL's advisory lock,
   * held until the transaction ends). Vendure's add reads the order and writes back its
   * lines and totals, so two adds with different keys at the same moment would lose one
   * of them (measured: ten at once on two servers counted four). The key's unique index,
   * not this lock, is what keeps a key to one add. SQLite has one writer and one process.
   */
  private async oneAddAtATime(ctx: RequestContext, orderId: ID): Promise<void> {
    if (this.connection.rawConnection.options.type !== 'postgres') return;
    await this.repo(ctx).query('SELECT pg_advisory_xact_lock(hashtext($1))', [`foyer:cart-add:${orderId}`]);
  }

  /** Inserts the key's row unless one exists; answers whether the row is this request's. */
  private async claim(ctx: RequestContext, orderId: ID, key: string, claim: string): Promise<boolean> {
    await this.repo(ctx)
      .createQueryBuilder()
      .insert()
      .into(CartWriteKey)
      .values({ orderId, key, claim })
      .orIgnore()
      .execute();
    const row = await this.repo(ctx).findOne({ where: { orderId, key }, select: { id: true, claim: true } });
    return row?.claim === claim;
  }

  private async release(ctx: RequestContext, orderId: ID, key: string, claim: string): Promise<void> {
    await this.repo(ctx).delete({ orderId, key, claim });
  }

  /** Forgets the keys older than a day (the scheduled task); answers how many. */
  async prune(ctx: RequestContext, now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - CART_WRITE_KEY_DAYS * 24 * 3600 * 1000);
    const { affected } = await this.repo(ctx).delete({ createdAt: LessThan(before) });
    return affected ?? 0;
  }
}
