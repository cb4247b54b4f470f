import { Link } from '@tanstack/react-router';
import { AddToCartButton } from '~/components/shop/add-to-cart-button';
import { buttonVariants } from '~/components/ui/button';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { formatMoney } from '~/lib/format';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { PerformanceFragment } from '~/server/functions/theatre.graphql';

/**
 * What a visitor can do about one performance: a cancelled one says so and sells nothing;
 * otherwise its price and a "buy ticket" button, or "sold out". Below Vendure's low-stock
 * threshold it says few seats are left (the Shop API gives a level, never a seat count).
 * A reserved performance is bought on its seat page: "from" the cheapest zone's price,
 * which is what its ticket variant costs, and "Choose seats" instead of the button. Sold
 * out, whether by seat or by count, a link to its waiting list (ADR 063, 068).
 */
export function PerformanceOffer({ performance: data }: { performance: FragmentOf<typeof PerformanceFragment> }) {
  const performance = readFragment<typeof PerformanceFragment>(data);
  const variant = performance.productVariant;
  if (performance.cancelled) {
    return (
      <span
        data-testid="performance-cancelled"
        className="rounded-full border border-[var(--border)] px-2 py-0.5 text-sm font-medium text-[var(--muted-foreground)]"
      >
        {m.play_performance_cancelled()}
      </span>
    );
  }
  if (!variant) return null;
  const locale = getLocale();
  if (variant.stockLevel === 'OUT_OF_STOCK') {
    return (
      <span className="inline-flex flex-wrap items-center gap-3 text-sm">
        <span data-testid="performance-sold-out">{m.play_sold_out()}</span>
        <Link
          to="/waiting-list/$performanceId"
          params={{ performanceId: performance.id }}
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
          data-testid="join-waiting-list"
        >
          {m.waiting_list_join_link()}
        </Link>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-3 text-sm">
      {variant.stockLevel === 'LOW_STOCK' ? (
        <span data-testid="performance-few-left" className="font-medium">
          {m.programme_few_left()}
        </span>
      ) : null}
      <span data-testid="performance-price">
        {performance.reserved
          ? m.play_price_from({ price: formatMoney(variant.priceWithTax, variant.currencyCode, locale) })
          : formatMoney(variant.priceWithTax, variant.currencyCode, locale)}
      </span>
      {performance.reserved ? (
        <Link
          to="/seats/$performanceId"
          params={{ performanceId: performance.id }}
          className={buttonVariants({ size: 'sm' })}
          data-testid="choose-seats"
        >
          {m.play_choose_seats()}
        </Link>
      ) : (
        <AddToCartButton variantId={variant.id} label={m.play_buy_ticket()} />
      )}
    </span>
  );
}
