import { AddToCartButton } from '~/components/shop/add-to-cart-button';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { formatDateTime, formatMoney } from '~/lib/format';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { PerformanceFragment } from '~/server/theatre.graphql';

type PerformanceData = FragmentOf<typeof PerformanceFragment> & { play?: { title: string } };

/** Upcoming performances with date, stage, price and whether seats are left; a cancelled one says so and sells nothing. */
export function PerformanceList({ performances }: { performances: PerformanceData[] }) {
  const locale = getLocale();
  return (
    <ul className="divide-y divide-[var(--border)]">
      {performances.map((data) => {
        const performance = readFragment<typeof PerformanceFragment>(data);
        const variant = performance.productVariant;
        const soldOut = variant?.stockLevel === 'OUT_OF_STOCK';
        const cancelled = performance.cancelled;
        return (
          <li key={performance.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <span>
              {data.play ? <strong className="mr-2">{data.play.title}</strong> : null}
              <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt, locale)}</time>
              <span className="text-[var(--muted-foreground)]"> · {performance.stage.name}</span>
            </span>
            {cancelled ? (
              <span
                data-testid="performance-cancelled"
                className="rounded-full border border-[var(--border)] px-2 py-0.5 text-sm font-medium text-[var(--muted-foreground)]"
              >
                {m.play_performance_cancelled()}
              </span>
            ) : variant ? (
              <span className="inline-flex items-center gap-3 text-sm">
                {soldOut ? m.play_sold_out() : formatMoney(variant.priceWithTax, variant.currencyCode, locale)}
                {soldOut ? null : <AddToCartButton variantId={variant.id} label={m.play_buy_ticket()} />}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
