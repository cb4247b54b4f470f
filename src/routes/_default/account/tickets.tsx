import { createFileRoute, Link } from '@tanstack/react-router';
import { TicketList } from '~/components/tickets/ticket-list';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getMyTickets } from '~/server/functions/tickets.functions';
import type { TicketForPage } from '~/server/functions/tickets.server';

/** "My tickets": the signed-in customer's tickets, upcoming performances first, then past ones. */
export const Route = createFileRoute('/_default/account/tickets')({
  loader: () => getMyTickets(),
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_tickets(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: MyTicketsPage,
});

function MyTicketsPage() {
  const tickets = Route.useLoaderData() ?? [];
  const upcoming = tickets.filter((ticket) => !ticket.past);
  const past = tickets.filter((ticket) => ticket.past);
  return (
    <section aria-labelledby="tickets-title" className="space-y-8">
      <h1 id="tickets-title" className="font-serif text-3xl">
        {m.account_tickets()}
      </h1>
      {tickets.length === 0 ? (
        <p data-testid="tickets-empty">
          {m.tickets_empty()}{' '}
          <Link to="/programme" className="underline underline-offset-4">
            {m.tickets_see_programme()}
          </Link>
        </p>
      ) : (
        <p className="text-sm text-[var(--muted-foreground)]">{m.tickets_show_at_door()}</p>
      )}
      <TicketSection id="tickets-upcoming" title={m.tickets_upcoming()} tickets={upcoming} />
      <TicketSection id="tickets-past" title={m.tickets_past()} tickets={past} />
    </section>
  );
}

/** The upcoming or the past tickets under their heading; nothing when there are none. */
function TicketSection({ id, title, tickets }: { id: string; title: string; tickets: TicketForPage[] }) {
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid={id}>
      <h2 id={id} className="font-serif text-2xl">
        {title}
      </h2>
      <TicketList tickets={tickets} />
    </section>
  );
}
