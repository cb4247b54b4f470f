import { MAX_SEATS_PER_ORDER } from '@foyer/shared/seating/seat-codes';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { LineSeats } from '~/components/cart/line-seats';
import { useCart } from '~/components/cart/use-cart';
import { OrderTotals } from '~/components/checkout/order-summary';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import { VendureImage } from '~/components/vendure-image';
import { formatMoney } from '~/lib/format';
import { MAX_LINE_QUANTITY } from '~/lib/order-limits';
import { seatsByLine, seatsOverLimit } from '~/lib/seating/order-seats';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { activeOrderDetailQuery } from '~/server/functions/queries';

/** The cart: its lines with quantities, the coupon, the totals and the way to the checkout. */
export function CartPage() {
  const { data: order } = useSuspenseQuery(activeOrderDetailQuery());
  const cart = useCart();
  const locale = getLocale();
  const couponId = useId();
  // The cart store owns the outcome: its loading flag is the form's busy, its error the message above the lines.
  const coupon = useFormSubmit<string>({
    busy: cart.loading,
    read: (data) => {
      const code = String(data.get('couponCode') ?? '').trim();
      return code ? { ok: true, input: code } : { ok: false };
    },
    send: async (code) => {
      await cart.applyCoupon(code);
      return {};
    },
  });
  if (!order || order.lines.length === 0) {
    return (
      <section className="space-y-4">
        <h1 className="font-serif text-3xl">{m.cart_title()}</h1>
        <p>{m.cart_empty()}</p>
        <Link to="/plays" className="underline underline-offset-4">
          {m.nav_plays()}
        </Link>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, order.currencyCode, locale);
  // A reserved ticket's line: its seats, each removable, and no quantity (a seat is chosen on the map).
  const reserved = seatsByLine(order.lines, order.seats);
  // The first coupon code is the applied one (seed section 3).
  const applied = order.couponCodes[0];
  // Two carts merged on sign-in may hold more seats than one order may buy (ADR 077).
  const tooMany = seatsOverLimit(order.seats);

  return (
    <section className="space-y-8" aria-busy={cart.loading}>
      <h1 className="font-serif text-3xl">{m.cart_title()}</h1>
      {cart.error ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {cart.error}
        </p>
      ) : null}
      {tooMany ? (
        <p
          role="status"
          data-testid="too-many-seats"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          {m.cart_too_many_seats({ count: tooMany, max: MAX_SEATS_PER_ORDER })}
        </p>
      ) : null}
      <ul className="divide-y divide-[var(--border)]">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center gap-4 py-4" data-testid="cart-line">
            {line.featuredAsset ? (
              <VendureImage preview={line.featuredAsset.preview} width={80} height={80} alt="" className="rounded" />
            ) : null}
            <div className="min-w-40 flex-1">
              <Link to="/product/$slug" params={{ slug: line.productVariant.product.slug }} className="hover:underline">
                {line.productVariant.name}
              </Link>
              <p className="text-sm text-[var(--muted-foreground)]">{money(line.unitPriceWithTax)}</p>
              <LineSeats
                line={reserved.get(line.id)}
                busy={cart.loading}
                onRelease={(seat) => void cart.releaseSeat(seat.performanceId, seat.key)}
              />
            </div>
            {reserved.has(line.id) ? (
              <span className="text-sm tabular-nums" data-testid="line-quantity">
                × {line.quantity}
              </span>
            ) : (
              <label className="text-sm">
                <span className="sr-only">{m.cart_quantity_for({ name: line.productVariant.name })}</span>
                <input
                  type="number"
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  defaultValue={line.quantity}
                  key={`${line.id}-${line.quantity}`}
                  disabled={cart.loading}
                  onBlur={(event) => {
                    const quantity = Number(event.currentTarget.value);
                    if (quantity === line.quantity) return;
                    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
                      event.currentTarget.value = String(line.quantity);
                      return;
                    }
                    void cart.adjust(line.id, quantity);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.currentTarget.blur();
                  }}
                  className="w-20 rounded-md border border-[var(--border)] bg-transparent px-2 py-1"
                />
              </label>
            )}
            <span className="w-24 text-right" data-testid="line-total">
              {money(line.linePriceWithTax)}
            </span>
            <Button variant="ghost" size="sm" disabled={cart.loading} onClick={() => void cart.remove(line.id)}>
              {m.cart_remove()}
              <span className="sr-only"> {line.productVariant.name}</span>
            </Button>
          </li>
        ))}
      </ul>

      {applied ? (
        <p className="flex items-center gap-3">
          {m.cart_coupon_applied({ code: applied })}
          <Button variant="outline" size="sm" disabled={cart.loading} onClick={() => void cart.removeCoupon(applied)}>
            {m.cart_coupon_remove()}
          </Button>
        </p>
      ) : (
        <form {...coupon.form} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={couponId} className="block text-sm">
              {m.cart_coupon_label()}
            </label>
            <input
              id={couponId}
              name="couponCode"
              maxLength={64}
              required
              className="rounded-md border border-[var(--border)] bg-transparent px-3 py-1"
            />
          </div>
          <Button type="submit" variant="outline" size="sm" disabled={coupon.busy}>
            {m.cart_coupon_apply()}
          </Button>
          <FormFeedback feedback={coupon.feedback} />
        </form>
      )}

      <div className="ml-auto max-w-sm">
        <OrderTotals order={order} />
      </div>
      <div className="flex justify-end">
        <Button asChild size="lg">
          <Link to="/checkout">{m.cart_checkout()}</Link>
        </Button>
      </div>
    </section>
  );
}
