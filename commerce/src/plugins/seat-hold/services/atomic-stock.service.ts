import { Injectable } from '@nestjs/common';
import { type ID, type RequestContext, StockLevel, TransactionalConnection } from '@vendure/core';

type StockColumn = 'stockOnHand' | 'stockAllocated';

/**
 * Changes a stock level in one SQL statement, so the change and its check are atomic
 * on SQLite (one statement at a time) and on PostgreSQL (the row is locked, and the
 * condition is evaluated again on the latest committed row). Vendure's own
 * StockLevelService reads the level and writes back the sum, which loses updates
 * when two orders change the same variant at once (ADR 021).
 */
@Injectable()
export class AtomicStockService {
  constructor(private readonly connection: TransactionalConnection) {}

  /**
   * Raises stockAllocated by `quantity` only if that much is saleable
   * (`stockOnHand - stockAllocated - threshold >= quantity`). Returns whether it did.
   */
  async tryAllocate(ctx: RequestContext, variantId: ID, locationId: ID, quantity: number, threshold: number) {
    const qb = this.connection.getRepository(ctx, StockLevel).createQueryBuilder().update(StockLevel);
    const onHand = qb.escape('stockOnHand');
    const allocated = qb.escape('stockAllocated');
    const result = await qb
      .set({ stockAllocated: () => `${allocated} + :quantity` })
      .where(`${qb.escape('productVariantId')} = :variantId`)
      .andWhere(`${qb.escape('stockLocationId')} = :locationId`)
      .andWhere(`${onHand} - ${allocated} - :threshold >= :quantity`)
      .setParameters({ variantId, locationId, quantity, threshold })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * Adds `change` (may be negative) to stockOnHand only if what is left still covers
   * what is sold or held (`stockOnHand + change >= stockAllocated`). Returns whether it did.
   */
  async tryAdjustOnHand(ctx: RequestContext, variantId: ID, locationId: ID, change: number) {
    const qb = this.connection.getRepository(ctx, StockLevel).createQueryBuilder().update(StockLevel);
    const onHand = qb.escape('stockOnHand');
    const result = await qb
      .set({ stockOnHand: () => `${onHand} + :change` })
      .where(`${qb.escape('productVariantId')} = :variantId`)
      .andWhere(`${qb.escape('stockLocationId')} = :locationId`)
      .andWhere(`${onHand} + :change >= ${qb.escape('stockAllocated')}`)
      .setParameters({ variantId, locationId, change })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Adds `change` (may be negative) to a column; false when the variant has no level at that location. */
  async adjust(ctx: RequestContext, variantId: ID, locationId: ID, column: StockColumn, change: number) {
    const qb = this.connection.getRepository(ctx, StockLevel).createQueryBuilder().update(StockLevel);
    const target = qb.escape(column);
    const result = await qb
      .set({ [column]: () => `${target} + :change` })
      .where(`${qb.escape('productVariantId')} = :variantId`)
      .andWhere(`${qb.escape('stockLocationId')} = :locationId`)
      .setParameters({ variantId, locationId, change })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
