import { Link } from '@tanstack/react-router';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { formatDay, formatTime } from '~/lib/format';
import { groupByDay } from '~/lib/programme';
import { getLocale } from '~/paraglide/runtime';
import type { PerformanceFragment } from '~/server/functions/theatre.graphql';
import { PerformanceOffer } from './performance-offer';

type ProgrammePerformance = FragmentOf<typeof PerformanceFragment> & { play: { slug: string; title: string } };

/** Performances by day in Sofia: each with its time, play, stage and what can be bought. */
export function ProgrammeList({ performances }: { performances: ProgrammePerformance[] }) {
  const locale = getLocale();
  const days = groupByDay(performances.map((data) => ({ data, ...readFragment<typeof PerformanceFragment>(data) })));
  return (
    <div className="space-y-8">
      {days.map(({ day, items }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="mb-2 border-b border-[var(--border)] pb-1 font-serif text-xl">
            {formatDay(day, locale)}
          </h2>
          <ul className="divide-y divide-[var(--border)]">
            {items.map(({ data, id, startsAt, stage }) => (
              <li
                key={id}
                data-testid="programme-performance"
                className="flex flex-wrap items-baseline justify-between gap-2 py-3"
              >
                <span className="flex flex-wrap items-baseline gap-x-3">
                  <time dateTime={startsAt} className="font-semibold tabular-nums">
                    {formatTime(startsAt, locale)}
                  </time>
                  <Link
                    to="/plays/$slug"
                    params={{ slug: data.play.slug }}
                    className="underline-offset-4 hover:underline"
                  >
                    {data.play.title}
                  </Link>
                  <span data-testid="performance-stage" className="text-[var(--muted-foreground)]">
                    {stage.name}
                  </span>
                </span>
                <PerformanceOffer performance={data} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
