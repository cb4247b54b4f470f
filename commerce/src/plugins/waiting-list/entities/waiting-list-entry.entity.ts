import { type DeepPartial, EntityId, type ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';
import type { WaitingListState } from '../types';

/**
 * One visitor waiting for seats of one performance (ADR 063). Their place in line is
 * `createdAt`. Tokens are kept only as SHA-256 digests: the links in the emails carry the
 * tokens themselves, a copy of the database does not.
 */
@Entity()
@Index(['performanceId', 'state'])
export class WaitingListEntry extends VendureEntity {
  constructor(input?: DeepPartial<WaitingListEntry>) {
    super(input);
  }

  @EntityId() performanceId: ID;
  @Column('varchar', { length: 255 }) email: string;
  @Column('int') seats: number;
  /** The language of the page the visitor joined on; every email to them is in it. */
  @Column('varchar', { length: 16 }) languageCode: string;
  @Column('varchar', { length: 24 }) state: WaitingListState;
  @Index() @Column('varchar', { length: 64 }) confirmTokenHash: string;
  @Index() @Column('varchar', { length: 64 }) unsubscribeTokenHash: string;
  @Index() @Column('varchar', { length: 64, nullable: true }) offerTokenHash: string | null;
  /** The order made for the offer, which holds its seats until `offeredUntil`. */
  @EntityId({ nullable: true }) offerOrderId: ID | null;
  @Column({ type: Date, nullable: true }) offeredAt: Date | null;
  @Column({ type: Date, nullable: true }) offeredUntil: Date | null;
}
