import { type DeepPartial, EntityId, type ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Ticket } from '../../tickets/entities/ticket.entity';

/**
 * One print of a ticket at the box office (ADR 061): the second and later prints of a
 * ticket say "reprint n". The QR code stays the ticket's own, admitted once.
 */
@Entity()
export class TicketPrint extends VendureEntity {
  constructor(input?: DeepPartial<TicketPrint>) {
    super(input);
  }

  @ManyToOne(() => Ticket, { onDelete: 'CASCADE' }) ticket: Ticket;
  @Index() @EntityId() ticketId: ID;
  /** Who printed it; kept as a number so removing the staff member keeps the record. */
  @Column('int', { nullable: true }) administratorId: number | null;
  @Column({ type: Date }) printedAt: Date;
}
