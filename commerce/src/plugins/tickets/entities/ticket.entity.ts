import { type DeepPartial, EntityId, type ID, Order, OrderLine, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Performance } from '../../theatre/entities/performance.entity';

/**
 * One seat of a paid ticket order line (ADR 035). Issued once the order is paid, never
 * changed afterwards except for its admission, which a conditional update sets at most
 * once. Whether it is void is read from its order (cancelled, refunded, the seat
 * cancelled), not stored, so it can never disagree with the order.
 */
@Entity()
@Index(['orderLineId', 'seat'], { unique: true })
export class Ticket extends VendureEntity {
  constructor(input?: DeepPartial<Ticket>) {
    super(input);
  }

  @Index({ unique: true }) @Column('varchar', { length: 64 }) code: string;
  /**
   * The code typed at the door, derived from `code` (short-ticket-code.ts, ADR 057). Not
   * unique: two performances' tickets may share one in a billion; the door picks its own.
   * Null only until the short-code migration has filled in a ticket issued before it.
   */
  @Index() @Column('varchar', { length: 16, nullable: true }) shortCode: string | null;
  /** 1 to the line's quantity when it was paid. */
  @Column('int') seat: number;
  /**
   * The numbered seat it admits to, a key of its performance's seat plan (ADR 053); null
   * for a performance sold by count.
   */
  @Column('varchar', { length: 64, nullable: true }) seatKey: string | null;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' }) order: Order;
  @Index() @EntityId() orderId: ID;
  @ManyToOne(() => OrderLine, { onDelete: 'CASCADE' }) orderLine: OrderLine;
  @EntityId() orderLineId: ID;
  @ManyToOne(() => Performance, { onDelete: 'CASCADE' }) performance: Performance;
  @Index() @EntityId() performanceId: ID;

  /**
   * The order this ticket was exchanged into at the box office (ADR 065): from then on it
   * is void at the door. Set once, in the exchange's transaction, only while unadmitted.
   */
  @Index() @EntityId({ nullable: true }) exchangedToOrderId: ID | null;

  @Column({ type: Date, nullable: true }) admittedAt: Date | null;
  /** Who admitted it: the member of staff's user id as text, so removing them keeps the record. */
  @Column('varchar', { length: 64, nullable: true }) admittedBy: string | null;
}
