import { orderFigures } from '@foyer/shared/order-figures';
import { LineSeats } from '~/components/cart/line-seats';
import type { ResultOf } from '~/graphql/graphql';
import { formatMoney, formatNumber } from '~/lib/format';
import { seatsByLine } from '~/lib/seating/order-seats';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { OrderDetailFragment } from '~/server/functions/order.graphql';

type OrderDetail = ResultOf<typeof OrderDetailFragment>;

/**
 * Subtotal before discounts, each discount, delivery once chosen, the total and the tax
 * it includes: the cart's, the checkout's, the confirmation's and the account's.
 */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const locale = getLocale();
  const money = (amount: number) => formatMoney(amount, order.currencyCode, locale);
  const figures = orderFigures(order);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="cart-totals">
      <dt>{m.cart_subtotal()}</dt>
      <dd className="text-right" data-testid="subtotal">
        {money(figures.subtotal)}
      </dd>
      {figures.discounts.map((discount) => (
        <div key={discount.key} className="contents">
          <dt className="text-[var(--muted-foreground)]">{discount.description}</dt>
          <dd className="text-right" data-testid="discount">
            {money(discount.amount)}
          </dd>
        </div>
      ))}
      {figures.surcharges.map((surcharge) => (
        <div key={surcharge.key} className="contents">
          <dt>{surcharge.description}</dt>
          <dd className="text-right" data-testid="surcharge">
            {money(surcharge.amount)}
          </dd>
        </div>
      ))}
      <dt>{figures.delivery ? m.cart_delivery_named({ method: figures.delivery.name }) : m.cart_delivery()}</dt>
      <dd className="text-right" data-testid="delivery">
        {figures.delivery ? money(figures.delivery.amount) : m.cart_delivery_at_checkout()}
      </dd>
      <dt className="font-semibold">{m.cart_total()}</dt>
      <dd className="text-right font-semibold" data-testid="cart-total">
        {money(figures.total)}
      </dd>
      {figures.taxes.map((tax) => (
        <div key={tax.rate} className="contents text-sm text-[var(--muted-foreground)]">
          <dt>{m.cart_tax_included({ rate: formatNumber(tax.rate, locale) })}</dt>
          <dd className="text-right" data-testid="tax-included">
            {money(tax.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's lines and totals beside the checkout steps and on the confirmation page. */
export function OrderSummary({ order, title = m.checkout_summary() }: { order: OrderDetail; title?: string }) {
  const locale = getLocale();
  const reserved = seatsByLine(order.lines, order.seats);
  return (
    <aside className="space-y-4 self-start rounded-lg border border-[var(--border)] p-4" aria-label={title}>
      <h2 className="font-serif text-xl">{title}</h2>
      <ul className="space-y-2 text-sm">
        {order.lines.map((line) => (
          <li key={line.id} className="space-y-1" data-testid="summary-line">
            <div className="flex justify-between gap-4">
              <span>
                {line.quantity} × {line.productVariant.name}
              </span>
              <span>{formatMoney(line.linePriceWithTax, order.currencyCode, locale)}</span>
            </div>
            <LineSeats line={reserved.get(line.id)} />
          </li>
        ))}
      </ul>
      {order.couponCodes[0] ? <p className="text-sm">{m.cart_coupon_applied({ code: order.couponCodes[0] })}</p> : null}
      <OrderTotals order={order} />
    </aside>
  );
}
