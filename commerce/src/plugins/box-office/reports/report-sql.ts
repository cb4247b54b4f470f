import { Refund } from '@vendure/core';
import type { DataSource, SelectQueryBuilder } from 'typeorm';

/**
 * The few places where SQLite and PostgreSQL differ. Column references stay in TypeORM's
 * `alias.property` form, which it quotes for each database.
 */
export function sqlDialect(dataSource: DataSource) {
  const postgres = dataSource.options.type === 'postgres';
  return {
    /** A key of a simple-json (text) column, as text. */
    jsonText: (column: string, key: string) =>
      postgres ? `(CAST(${column} AS json) ->> '${key}')` : `json_extract(${column}, '$.${key}')`,
    /** The UTC hour of a timestamp as "YYYY-MM-DDTHH": Sofia's offsets are whole hours, so hours map to its days. */
    utcHour: (column: string) =>
      postgres ? `to_char(${column}, 'YYYY-MM-DD"T"HH24')` : `strftime('%Y-%m-%dT%H', ${column})`,
  };
}

/**
 * A ticket line's quantity as sold: less the tickets exchanged away for another
 * performance (ADR 065), which the exchange's own order counts instead. The line's alias
 * is `line`.
 */
export const SOLD_QUANTITY = '(line.quantity - line.customFields.exchangedQuantity)';

/**
 * Keeps an order's lines when they count as sold: the order was placed, is not cancelled,
 * and has not been refunded in full (its tickets are void then, ticket-rules.ts). The
 * order's alias is `o`.
 */
export function whereSold<T extends object>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  // Refunds are few: their totals per order are joined once, not looked up per order line.
  return qb
    .leftJoin(
      (sub) =>
        sub
          .select('refundPayment.orderId', 'orderId')
          .addSelect('SUM(refund.total)', 'refunded')
          .from(Refund, 'refund')
          .innerJoin('refund.payment', 'refundPayment')
          .where(`refund.state = 'Settled'`)
          .groupBy('refundPayment.orderId'),
      'refunds',
      'refunds."orderId" = o.id',
    )
    .andWhere('o.orderPlacedAt IS NOT NULL')
    .andWhere(`o.state != 'Cancelled'`)
    .andWhere(`${SOLD_QUANTITY} > 0`)
    .andWhere(
      '(o.subTotalWithTax + o.shippingWithTax = 0 OR refunds.refunded IS NULL OR o.subTotalWithTax + o.shippingWithTax > refunds.refunded)',
    );
}
