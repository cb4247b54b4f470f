import { type DeepPartial, EntityId, type ID, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import type { HeldLine, SeatHoldState } from '../types';

/**
 * An order's hold on its seats and tracked stock while it waits for payment: one row
 * per order, reused each time the order enters ArrangingPayment. Its state changes
 * only by conditional updates (SeatHoldService), so exactly one of payment, expiry
 * and release wins, on every database.
 */
@Entity()
export class SeatHold extends VendureEntity {
  constructor(input?: DeepPartial<SeatHold>) {
    super(input);
  }

  @ManyToOne(() => Order, { onDelete: 'CASCADE' }) order: Order;
  @Index({ unique: true }) @EntityId() orderId: ID;
  @Index() @Column('varchar', { length: 16 }) state: SeatHoldState;
  @Index() @Column() expiresAt: Date;
  @Column('simple-json') lines: HeldLine[];
}
