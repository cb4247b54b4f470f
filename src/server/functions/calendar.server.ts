import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { calendarFile } from '~/lib/calendar';
import { calendarSeatLines } from '~/lib/ticket-place';
import { m } from '~/paraglide/messages';
import { localizeHref } from '~/paraglide/runtime';
import { siteOrigin } from '../site.server';
import { shopApi } from '../vendure/vendure.server';
import { GetPerformanceForCalendar } from './tickets.graphql';

const MINUTE_MS = 60_000;

/**
 * The calendar file of an upcoming performance in the page's language, or null when
 * there is none with that id (a past one included). A public read: it needs no session
 * and starts none (ADR 033, ADR 037). `seatKeys` are the seats of the tickets it was
 * asked from: named in the description as the plan writes them, keys the plan has not got
 * left out, so the link cannot put words of its own into the file (ADR 060).
 */
export async function performanceCalendar(
  id: string,
  seatKeys: readonly string[] = [],
  now = new Date(),
): Promise<string | null> {
  const { performances, performanceSeating } = await shopApi(GetPerformanceForCalendar, {
    id,
    performanceId: id,
    withSeats: seatKeys.length > 0,
  });
  const performance = performances.items[0];
  if (!performance) return null;
  const origin = siteOrigin();
  const start = new Date(performance.startsAt);
  const { play, stage } = performance;
  return calendarFile({
    // The same for every language and download, so calendars update the event instead of adding another.
    uid: `performance-${performance.id}@${new URL(origin).hostname}`,
    start,
    end: new Date(start.getTime() + play.durationMinutes * MINUTE_MS),
    stamp: now,
    summary: play.title,
    location: [stage.name, stage.address].filter(Boolean).join(', '),
    description: [
      m.calendar_description({ play: play.title, theatre: m.site_title() }),
      ...(performanceSeating ? calendarSeatLines(performanceSeating.plan as SeatPlan, seatKeys) : []),
    ].join('\n'),
    url: `${origin}${localizeHref(`/plays/${play.slug}`)}`,
    cancelled: performance.cancelled,
  });
}
