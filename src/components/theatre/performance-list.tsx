import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { formatDateTime } from '~/lib/format';
import { getLocale } from '~/paraglide/runtime';
import type { PerformanceFragment } from '~/server/functions/theatre.graphql';
import { PerformanceOffer } from './performance-offer';

type PerformanceData = FragmentOf<typeof PerformanceFragment> & { play?: { title: string } };

/** Upcoming performances with date, stage and what can be bought; with their play's title when they carry it. */
export function PerformanceList({ performances }: { performances: PerformanceData[] }) {
  const locale = getLocale();
  return (
    <ul className="divide-y divide-[var(--border)]">
      {performances.map((data) => {
        const performance = readFragment<typeof PerformanceFragment>(data);
        return (
          <li key={performance.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <span>
              {data.play ? <strong className="mr-2">{data.play.title}</strong> : null}
              <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt, locale)}</time>
              <span className="text-[var(--muted-foreground)]"> · {performance.stage.name}</span>
            </span>
            <PerformanceOffer performance={data} />
          </li>
        );
      })}
    </ul>
  );
}
