import { type DeepPartial, EntityId, type ID, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Performance } from '../../theatre/entities/performance.entity';

/** HELD: kept for an order until `expiresAt`. SOLD: paid. BLOCKED: kept back by the box office. */
export type ReservationState = 'HELD' | 'SOLD' | 'BLOCKED';

/**
 * A seat of one performance that is not free (ADR 053). The unique index on
 * (performance, seat) is the guarantee: whatever the code path, instance count or
 * retry, a seat has at most one row, so at most one holder. A free seat has no row;
 * a HELD row past its time may be taken over by deleting it conditionally first.
 */
@Entity()
@Index(['performanceId', 'seatKey'], { unique: true })
export class SeatReservation extends VendureEntity {
  constructor(input?: DeepPartial<SeatReservation>) {
    super(input);
  }

  @ManyToOne(() => Performance, { onDelete: 'CASCADE' }) performance: Performance;
  @EntityId() performanceId: ID;
  @Column('varchar', { length: 64 }) seatKey: string;
  /** The zone the seat sells in (the order line it belongs to has the same zone). */
  @Column('varchar', { length: 16 }) zone: string;
  @Column('varchar', { length: 16 }) state: ReservationState;
  @ManyToOne(() => Order, { nullable: true, onDelete: 'CASCADE' }) order: Order | null;
  @Index() @EntityId({ nullable: true }) orderId: ID | null;
  @EntityId({ nullable: true }) orderLineId: ID | null;
  @Column({ type: Date, nullable: true }) expiresAt: Date | null;
}
