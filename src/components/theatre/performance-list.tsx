import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { formatDateTime, formatMoney } from '~/lib/format';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { PerformanceFragment } from '~/server/theatre.graphql';

type PerformanceData = FragmentOf<typeof PerformanceFragment> & { play?: { title: string } };

/** Upcoming performances with date, stage, price and whether seats are left. */
export function PerformanceList({ performances }: { performances: PerformanceData[] }) {
  const locale = getLocale();
  return (
    <ul className="divide-y divide-[var(--border)]">
      {performances.map((data) => {
        const performance = readFragment(PerformanceFragment, data);
        const variant = performance.productVariant;
        const soldOut = variant?.stockLevel === 'OUT_OF_STOCK';
        return (
          <li key={performance.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <span>
              {data.play ? <strong className="mr-2">{data.play.title}</strong> : null}
              <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt, locale)}</time>
              <span className="text-[var(--muted-foreground)]"> · {performance.stage.name}</span>
            </span>
            <span className="text-sm">
              {soldOut
                ? m.play_sold_out()
                : variant
                  ? formatMoney(variant.priceWithTax, variant.currencyCode, locale)
                  : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
