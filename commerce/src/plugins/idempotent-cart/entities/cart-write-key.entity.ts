import { type DeepPartial, EntityId, type ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * One cart write made with a shopper's key (ADR 072). The unique (order, key) index is
 * what lets a key change an order once: of two requests carrying the same key, on one
 * server or two, only one can insert its row, in the same transaction as the order's
 * change. `claim` names the request whose insert won, so each request can tell whether
 * the row it reads back is its own.
 */
@Entity()
@Index(['orderId', 'key'], { unique: true })
export class CartWriteKey extends VendureEntity {
  constructor(input?: DeepPartial<CartWriteKey>) {
    super(input);
  }

  @EntityId() orderId: ID;
  @Column('varchar', { length: 36 }) key: string;
  @Column('varchar', { length: 36 }) claim: string;
}
