import { type DeepPartial, EntityId, type ID, ProductVariant, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Play } from './play.entity';
import { Stage } from './stage.entity';

/**
 * A play given on a stage at a time. Its tickets are a product variant, so a seat
 * is bought through the same cart and checkout as a poster; the variant's stock is
 * the number of free seats.
 */
@Entity()
export class Performance extends VendureEntity {
  constructor(input?: DeepPartial<Performance>) {
    super(input);
  }

  @Index() @Column() startsAt: Date;
  /** When the box office cancelled it; a cancelled performance is listed, but no longer sold. */
  @Column({ type: Date, nullable: true }) cancelledAt: Date | null;

  @ManyToOne(
    () => Play,
    (p) => p.performances,
    { onDelete: 'CASCADE' },
  )
  play: Play;
  @EntityId() playId: ID;
  @ManyToOne(() => Stage, { onDelete: 'CASCADE' }) stage: Stage;
  @EntityId() stageId: ID;
  @ManyToOne(() => ProductVariant, { nullable: true, onDelete: 'SET NULL' }) productVariant: ProductVariant | null;
  @EntityId({ nullable: true }) productVariantId: ID | null;
}
