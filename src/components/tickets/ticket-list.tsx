import { formatDateTime } from '~/lib/format';
import { calendarSeatsParam } from '~/lib/ticket-place';
import { byPerformance } from '~/lib/tickets';
import { m } from '~/paraglide/messages';
import { getLocale, localizeHref } from '~/paraglide/runtime';
import type { TicketForPage } from '~/server/functions/tickets.server';
import { TicketCard } from './ticket-card';

/** The performance's calendar file (a server route), in the page's language, naming the seats shown with it. */
function calendarHref(performanceId: string, tickets: readonly TicketForPage[]) {
  const href = localizeHref(`/calendar/performance/${performanceId}.ics`);
  // A void ticket's seat is no longer the customer's.
  const seats = tickets.flatMap((t) => (t.status !== 'VOID' && t.place ? [t.place.key] : []));
  return seats.length ? `${href}?seats=${encodeURIComponent(calendarSeatsParam(seats))}` : href;
}

/**
 * Tickets by performance: each performance once, with "Add to calendar" while it is
 * still to come, then a card per seat.
 */
export function TicketList({ tickets }: { tickets: TicketForPage[] }) {
  const locale = getLocale();
  return (
    <div className="space-y-8">
      {byPerformance(tickets).map(({ performance, tickets: seats }) => {
        const headingId = `performance-${performance.id}`;
        const upcoming = !seats[0]?.past && !seats[0]?.started && !performance.cancelled;
        return (
          <section
            key={performance.id}
            aria-labelledby={headingId}
            className="space-y-3"
            data-testid="ticket-performance"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <h3 id={headingId} className="font-serif text-xl">
                {performance.play.title}
                <span className="block text-base font-normal">
                  <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt, locale)}</time>
                  {` · ${performance.stage.name}`}
                </span>
              </h3>
              {upcoming ? (
                <a
                  href={calendarHref(performance.id, seats)}
                  download
                  aria-describedby={headingId}
                  className="text-sm underline underline-offset-4"
                  data-testid="add-to-calendar"
                >
                  {m.tickets_add_to_calendar()}
                </a>
              ) : null}
            </div>
            <ul className="grid gap-4 xl:grid-cols-2">
              {seats.map((ticket) => (
                <TicketCard key={ticket.id} ticket={ticket} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** An order's tickets under its facts, on the confirmation and the account's order page; nothing before it is paid. */
export function OrderTickets({ tickets }: { tickets: TicketForPage[] }) {
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby="order-tickets" className="space-y-4" data-testid="order-tickets">
      <h2 id="order-tickets" className="font-serif text-2xl">
        {m.tickets_title()}
      </h2>
      <p className="text-sm text-[var(--muted-foreground)]">{m.tickets_show_at_door()}</p>
      <TicketList tickets={tickets} />
    </section>
  );
}
