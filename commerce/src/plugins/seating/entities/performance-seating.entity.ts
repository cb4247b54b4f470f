import { type DeepPartial, EntityId, type ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';
import { Performance } from '../../theatre/entities/performance.entity';
import { SeatPlanVersion } from './seat-plan-version.entity';

/**
 * What makes a performance reserved: the plan version it sells and a price per zone
 * (minor units, as the channel's prices are: tax included). A performance without a
 * row sells by count (ADR 005).
 */
@Entity()
export class PerformanceSeating extends VendureEntity {
  constructor(input?: DeepPartial<PerformanceSeating>) {
    super(input);
  }

  @ManyToOne(() => Performance, { onDelete: 'CASCADE' }) performance: Performance;
  @Index({ unique: true }) @EntityId() performanceId: ID;
  @ManyToOne(() => SeatPlanVersion, { onDelete: 'CASCADE' }) planVersion: SeatPlanVersion;
  @EntityId() planVersionId: ID;
  @Column('simple-json') zonePrices: Record<string, number>;
}
