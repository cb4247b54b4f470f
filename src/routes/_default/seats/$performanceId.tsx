import { createFileRoute, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { SeatPage } from '~/components/seating/seat-page';
import { formatDateTime } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import { readSeatPageSearch } from '~/lib/seating/seat-search';
import { pageMeta } from '~/lib/seo';
import { isValidId } from '~/lib/vendure-id';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { getPerformanceSeating } from '~/server/functions/seating.functions';

/** A reserved performance's seat choice: `/seats/42`; any other performance is a 404. */
export const Route = createFileRoute('/_default/seats/$performanceId')({
  validateSearch: readSeatPageSearch,
  loader: async ({ params }) => {
    // Plain code, not zod: a route's loader is in the browser's first load (ADR 018).
    if (!isValidId(params.performanceId)) throw notFound();
    const found = await getPerformanceSeating({ data: { performanceId: params.performanceId } });
    if (!found?.seating || !found.performance.reserved) throw notFound();
    return { performance: found.performance, seating: found.seating };
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: [
            ...pageMeta({
              title: m.seats_title({
                play: loaderData.performance.play.title,
                date: formatDateTime(loaderData.performance.startsAt, getLocale() as Locale),
              }),
              siteTitle: m.site_title(),
            }),
            { name: 'robots', content: 'noindex' },
          ],
        }
      : {},
  notFoundComponent: EntityNotFoundPage,
  component: SeatRoute,
});

function SeatRoute() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  return <SeatPage performance={data.performance} seating={data.seating} search={search} />;
}
