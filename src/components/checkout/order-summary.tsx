import type { ResultOf } from '~/graphql/graphql';
import { formatMoney } from '~/lib/format';
import { taxSummary } from '~/lib/tax-summary';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { OrderDetailFragment } from '~/server/order.graphql';

type OrderDetail = ResultOf<typeof OrderDetailFragment>;

/** Subtotal, discounts, shipping, total and the taxes included: the cart's, the checkout's and the confirmation's. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const locale = getLocale();
  const money = (amount: number) => formatMoney(amount, order.currencyCode, locale);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="cart-totals">
      <dt>{m.cart_subtotal()}</dt>
      <dd className="text-right">{money(order.subTotalWithTax)}</dd>
      {order.discounts.map((discount) => (
        <div key={discount.description} className="contents">
          <dt className="text-[var(--muted-foreground)]">{discount.description}</dt>
          <dd className="text-right" data-testid="discount">
            {money(discount.amountWithTax)}
          </dd>
        </div>
      ))}
      <dt>{m.cart_shipping()}</dt>
      <dd className="text-right">{money(order.shippingWithTax)}</dd>
      <dt className="font-semibold">{m.cart_total()}</dt>
      <dd className="text-right font-semibold" data-testid="cart-total">
        {money(order.totalWithTax)}
      </dd>
      {taxSummary(order.lines, { ...order, description: m.cart_shipping() }).map((tax) => (
        <div key={tax.description + tax.taxRate} className="contents text-sm text-[var(--muted-foreground)]">
          <dt>
            {tax.taxRate ? m.cart_tax_line({ description: tax.description, rate: tax.taxRate }) : tax.description}
          </dt>
          <dd className="text-right">{money(tax.taxTotal)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's lines and totals beside the checkout steps and on the confirmation page. */
export function OrderSummary({ order, title = m.checkout_summary() }: { order: OrderDetail; title?: string }) {
  const locale = getLocale();
  return (
    <aside className="space-y-4 self-start rounded-lg border border-[var(--border)] p-4" aria-label={title}>
      <h2 className="font-serif text-xl">{title}</h2>
      <ul className="space-y-2 text-sm">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4" data-testid="summary-line">
            <span>
              {line.quantity} × {line.productVariant.name}
            </span>
            <span>{formatMoney(line.linePriceWithTax, order.currencyCode, locale)}</span>
          </li>
        ))}
      </ul>
      {order.couponCodes[0] ? <p className="text-sm">{m.cart_coupon_applied({ code: order.couponCodes[0] })}</p> : null}
      <OrderTotals order={order} />
    </aside>
  );
}
