import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { type DeepPartial, EntityId, type ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Stage } from '../../theatre/entities/stage.entity';

/**
 * One saved version of a stage's seat plan (ADR 053). Saving makes a new row, never
 * changes an old one: a performance keeps the version it was scheduled with, so editing
 * the plan later never moves a sold or held seat.
 */
@Entity()
@Index(['stageId', 'version'], { unique: true })
export class SeatPlanVersion extends VendureEntity {
  constructor(input?: DeepPartial<SeatPlanVersion>) {
    super(input);
  }

  @ManyToOne(() => Stage, { onDelete: 'CASCADE' }) stage: Stage;
  @EntityId() stageId: ID;
  @Column('int') version: number;
  /** The stage's plan for performances scheduled from now on (at most one per stage). */
  @Column({ default: false }) current: boolean;
  @Column('int') capacity: number;
  @Column('simple-json') plan: SeatPlan;
}
