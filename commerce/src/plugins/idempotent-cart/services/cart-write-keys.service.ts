import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type ID, type RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import { LessThan } from 'typeorm';
import { CART_WRITE_KEY, CART_WRITE_KEY_DAYS } from '../constants';
import { CartWriteKey } from '../entities/cart-write-key.entity';

/** A shopper's key, as recorded: lower case, or refused before any order is touched (ADR 072). */
export function cartWriteKey(key: string): string {
  const lower = key.toLowerCase();
  if (!CART_WRITE_KEY.test(lower)) throw new UserInputError('The idempotency key must be a UUID.');
  return lower;
}

/** A key claimed for one write; `release` gives it back when the write changed nothing. */
export interface KeyClaim {
  release(): Promise<void>;
}

/**
 * The key store of cart writes a retry cannot apply twice (ADR 072, 076): an add to cart,
 * a best-available hold. The key is recorded in the transaction of the write itself, by an
 * insert that the unique (order, key) index lets only one request make: a second request
 * with the key waits for the first one's transaction (PostgreSQL) and then inserts nothing,
 * so it makes no write. Nothing reads first and writes after.
 */
@Injectable()
export class CartWriteKeys {
  constructor(private readonly connection: TransactionalConnection) {}

  private repo(ctx: RequestContext) {
    return this.connection.getRepository(ctx, CartWriteKey);
  }

  /**
   * Makes `write` on the order once per key: its result, or `undefined` when a request with
   * this key made it already (its answer lost on the way), and nothing is written again.
   * A write that `changed` says left the order as it was, or that threw, gives the key
   * back, so the key's next try tries again.
   */
  async once<T>(
    ctx: RequestContext,
    orderId: ID,
    key: string,
    write: () => Promise<T>,
    changed: (result: T) => boolean,
  ): Promise<T | undefined> {
    const claimed = await this.claim(ctx, orderId, key);
    if (!claimed) return undefined;
    let result: T;
    try {
      result = await write();
    } catch (error) {
      await claimed.release();
      throw error;
    }
    if (!changed(result)) await claimed.release();
    return result;
  }

  /**
   * Claims the key for a write to the order, after the order's other keyed writes: the claim,
   * or `undefined` when a request with this key claimed it already and kept it. The caller
   * makes its write in the same transaction and releases the claim if the write changed
   * nothing or failed.
   */
  async claim(ctx: RequestContext, orderId: ID, key: string): Promise<KeyClaim | undefined> {
    const recorded = cartWriteKey(key);
    await this.oneWriteAtATime(ctx, orderId);
    const claim = randomUUID();
    await this.repo(ctx)
      .createQueryBuilder()
      .insert()
      .into(CartWriteKey)
      .values({ orderId, key: recorded, claim })
      .orIgnore()
      .execute();
    const row = await this.repo(ctx).findOne({
      where: { orderId, key: recorded },
      select: { id: true, claim: true },
    });
    if (row?.claim !== claim) return undefined;
    // Given back by hand as well as by a rollback: SQLite's shared connection does not isolate one (ADR 021).
    return { release: async () => void (await this.repo(ctx).delete({ orderId, key: recorded, claim })) };
  }

  /**
   * Writes to one cart wait for each other, across servers (PostgreSQL's advisory lock,
   * held until the transaction ends): keyed ones here, seat changes in the seating plugin.
   * Vendure's add reads the order and writes back its lines and totals, so two adds with
   * different keys at the same moment would lose one of them (measured: ten at once on two
   * servers counted four). The key's unique index, not this lock, is what keeps a key to
   * one write. SQLite has one writer and one process.
   */
  async oneWriteAtATime(ctx: RequestContext, orderId: ID): Promise<void> {
    if (this.connection.rawConnection.options.type !== 'postgres') return;
    await this.repo(ctx).query('SELECT pg_advisory_xact_lock(hashtext($1))', [`foyer:cart-write:${orderId}`]);
  }

  /** Forgets the keys older than a day (the scheduled task); answers how many. */
  async prune(ctx: RequestContext, now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - CART_WRITE_KEY_DAYS * 24 * 3600 * 1000);
    const { affected } = await this.repo(ctx).delete({ createdAt: LessThan(before) });
    return affected ?? 0;
  }
}
