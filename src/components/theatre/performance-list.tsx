import { formatDateTime, formatMoney } from '~/lib/format';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

export interface PerformanceItem {
  id: string;
  startsAt: string;
  stage: { name: string };
  productVariant: { priceWithTax: number; currencyCode: string; stockLevel: string } | null;
  play?: { title: string };
}

/** Upcoming performances with date, stage, price and whether seats are left. */
export function PerformanceList({ performances }: { performances: PerformanceItem[] }) {
  const locale = getLocale();
  return (
    <ul className="divide-y divide-[var(--border)]">
      {performances.map((performance) => {
        const variant = performance.productVariant;
        const soldOut = variant?.stockLevel === 'OUT_OF_STOCK';
        return (
          <li key={performance.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <span>
              {performance.play ? <strong className="mr-2">{performance.play.title}</strong> : null}
              <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt, locale)}</time>
              <span className="text-[var(--muted-foreground)]"> · {performance.stage.name}</span>
            </span>
            <span className="text-sm">
              {soldOut ? m.play_sold_out() : variant ? formatMoney(variant.priceWithTax, variant.currencyCode, locale) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
