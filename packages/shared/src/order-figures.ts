/**
 * The figures of an order summary, as a shopper reads them down the column: each line
 * at its price before discounts, the subtotal of those lines, each discount, delivery,
 * the total, and the tax the total includes.
 *
 * Vendure's `subTotalWithTax` already has order-level discounts prorated into it and
 * its `shippingWithTax` has delivery discounts taken off, while `discounts` lists
 * every promotion again, so showing those three fields as they are counts a discount
 * twice. The figures here start from the prices before any discount instead.
 *
 * Surcharges (`Order.surcharges`, added by staff or a plugin) are rows of their own.
 *
 * Vendure rounds each discount line by line (`OrderLine.discounts`), the prorated
 * prices unit by unit (`proratedLinePriceWithTax` is the rounded unit price times the
 * quantity); the two can differ by up to a cent per unit. The shopper pays Vendure's
 * `totalWithTax`, so the column must reach it: that rounding, at most a cent per unit
 * ordered and only where there is a discount to round, goes to the largest discount.
 * Any other difference is not rounding but figures that do not describe the order: it
 * is thrown (OrderFiguresMismatch), never hidden in a discount.
 *
 * Shared by the storefront's summaries and the order-confirmation email, and pure, so
 * Vendure's end-to-end tests check it against orders Vendure itself calculated.
 */

export interface OrderFiguresInput {
  totalWithTax: number;
  shipping: number;
  shippingWithTax: number;
  discounts: ReadonlyArray<{ description: string; amountWithTax: number }>;
  surcharges: ReadonlyArray<{ description: string; price: number; priceWithTax: number; taxRate: number }>;
  shippingLines: ReadonlyArray<{ priceWithTax: number; shippingMethod: { id: string; name: string } }>;
  lines: ReadonlyArray<{
    id: string;
    quantity: number;
    linePriceWithTax: number;
    proratedLinePrice: number;
    proratedLinePriceWithTax: number;
    taxLines: ReadonlyArray<{ description: string; taxRate: number }>;
  }>;
}

export interface OrderFigures {
  /** Each line's price before discounts, by line id. */
  lines: Array<{ id: string; amount: number }>;
  /** The lines' prices before discounts, added up. */
  subtotal: number;
  /** Each promotion once, as a negative amount; `key` is unique even when two share a description. */
  discounts: Array<{ key: string; description: string; amount: number }>;
  /** Each surcharge, tax included (negative for a reduction). */
  surcharges: Array<{ key: string; description: string; amount: number }>;
  /** The delivery chosen, at its price before delivery discounts; null until one is chosen. */
  delivery: { methodId: string; name: string; amount: number } | null;
  /** What the shopper pays: Vendure's `totalWithTax`. */
  total: number;
  /** The tax included in the total, by rate (not added to it). */
  taxes: Array<{ rate: number; amount: number }>;
}

const sum = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0);

/** The shown figures do not reach Vendure's total by more than rounding: a bug to see, not to hide. */
export class OrderFiguresMismatch extends Error {
  // Fields, not parameter properties: Node runs this file by erasing its types (ADR 066).
  readonly difference: number;
  readonly allowed: number;
  constructor(difference: number, allowed: number) {
    super(
      `The order's figures miss its total by ${difference} (minor units); rounding explains at most ${allowed} here`,
    );
    this.name = 'OrderFiguresMismatch';
    this.difference = difference;
    this.allowed = allowed;
  }
}

export function orderFigures(order: OrderFiguresInput): OrderFigures {
  const lines = order.lines.map((line) => ({ id: line.id, amount: line.linePriceWithTax }));
  const subtotal = sum(lines.map((line) => line.amount));
  const chosen = order.shippingLines[0];
  const delivery = chosen
    ? {
        methodId: chosen.shippingMethod.id,
        name: chosen.shippingMethod.name,
        amount: sum(order.shippingLines.map((line) => line.priceWithTax)),
      }
    : null;
  const discounts = order.discounts
    .map((discount, index) => ({
      key: `discount-${index}`,
      description: discount.description,
      amount: discount.amountWithTax,
    }))
    .filter((discount) => discount.amount !== 0);
  const surcharges = order.surcharges.map((surcharge, index) => ({
    key: `surcharge-${index}`,
    description: surcharge.description,
    amount: surcharge.priceWithTax,
  }));
  const shown =
    subtotal + sum(surcharges.map((s) => s.amount)) + (delivery?.amount ?? 0) + sum(discounts.map((d) => d.amount));
  const remainder = order.totalWithTax - shown;
  if (remainder !== 0) {
    // Rounding is a discount's, unit by unit: without a discount there is none to explain a difference.
    const units = sum(order.lines.map((line) => line.quantity));
    const allowed = discounts.length > 0 ? units : 0;
    if (Math.abs(remainder) > allowed) throw new OrderFiguresMismatch(remainder, allowed);
    const largest = discounts.reduce((a, b) => (b.amount < a.amount ? b : a));
    largest.amount += remainder;
  }
  return { lines, subtotal, discounts, surcharges, delivery, total: order.totalWithTax, taxes: includedTaxes(order) };
}

/** The tax in the prorated (discounted) prices and in delivery, by rate. */
function includedTaxes(order: OrderFiguresInput): OrderFigures['taxes'] {
  const byRate = new Map<number, number>();
  const add = (rate: number, amount: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  for (const line of order.lines) {
    const rate = sum(line.taxLines.map((tax) => tax.taxRate));
    add(rate, line.proratedLinePriceWithTax - line.proratedLinePrice);
  }
  for (const surcharge of order.surcharges) add(surcharge.taxRate, surcharge.priceWithTax - surcharge.price);
  // Delivery is taxed at the rate of the shipping tax category; Foyer's is the standard rate.
  const deliveryTax = order.shippingWithTax - order.shipping;
  if (deliveryTax !== 0) add(deliveryRate(order), deliveryTax);
  return [...byRate.entries()]
    .filter(([, amount]) => amount !== 0)
    .map(([rate, amount]) => ({ rate, amount }))
    .sort((a, b) => b.rate - a.rate);
}

/** The rate delivery was taxed at, read back from its net and gross prices. */
function deliveryRate(order: OrderFiguresInput): number {
  if (order.shipping === 0) return 0;
  return Math.round(((order.shippingWithTax - order.shipping) / order.shipping) * 100);
}
