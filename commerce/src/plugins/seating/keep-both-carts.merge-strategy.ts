import {
  type MergedOrderLine,
  type Order,
  type OrderLine,
  type OrderMergeStrategy,
  type RequestContext,
  toMergedOrderLine,
} from '@vendure/core';

const sameItem = (a: OrderLine, b: OrderLine) =>
  String(a.productVariant.id) === String(b.productVariant.id) &&
  JSON.stringify(a.customFields) === JSON.stringify(b.customFields);

/**
 * Signing in keeps both carts (ADR 073): the guest's lines join the customer's, and a line
 * both have gets both quantities. Vendure's default lets the guest's quantity replace the
 * customer's, which would drop seats the customer's cart holds (one unit of a reserved line
 * is one held seat, ADR 053) and places a waiting-list offer holds for it (ADR 068).
 */
export class KeepBothCartsMergeStrategy implements OrderMergeStrategy {
  merge(_ctx: RequestContext, guestOrder: Order, existingOrder: Order): MergedOrderLine[] {
    const merged = existingOrder.lines.map(toMergedOrderLine);
    for (const guestLine of [...guestOrder.lines].reverse()) {
      const existingLine = existingOrder.lines.find((line) => sameItem(line, guestLine));
      const into = existingLine && merged.find((line) => String(line.orderLineId) === String(existingLine.id));
      if (into) into.quantity += guestLine.quantity;
      else merged.unshift(toMergedOrderLine(guestLine));
    }
    return merged;
  }
}
