import { Link } from '@tanstack/react-router';
import { formatDateTime, formatTime } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import { ticketPlaceText } from '~/lib/ticket-place';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { TicketForPage } from '~/server/functions/tickets.server';
import { TicketQr } from './ticket-qr';

/** Why a void ticket no longer admits anyone, in the page's language. */
const VOID_WORDS: Record<NonNullable<TicketForPage['voidReason']>, () => string> = {
  ORDER_CANCELLED: () => m.ticket_void_order_cancelled(),
  EXCHANGED: () => m.ticket_void_exchanged(),
  REFUNDED: () => m.ticket_void_refunded(),
  SEAT_CANCELLED: () => m.ticket_void_seat_cancelled(),
};

/** What the ticket is worth now: void (and why), admitted (and when), past, begun (latecomers still admitted), or valid. */
function ticketState(ticket: TicketForPage, locale: Locale): string {
  if (ticket.status === 'VOID')
    return ticket.voidReason ? VOID_WORDS[ticket.voidReason]() : m.ticket_void_order_cancelled();
  if (ticket.status === 'ADMITTED' && ticket.admittedAt)
    return m.ticket_admitted_at({ time: formatTime(ticket.admittedAt, locale) });
  if (ticket.past) return m.ticket_past();
  if (ticket.started) return m.ticket_started_at({ time: formatTime(ticket.performance.startsAt, locale) });
  return m.ticket_valid();
}

/**
 * One seat: which of the order's seats and, for a reserved performance, where it is; the
 * performance (so a ticket passed on to a companion stands on its own); and while it
 * admits, its QR symbol and its code in text for reading out at the door.
 */
export function TicketCard({ ticket }: { ticket: TicketForPage }) {
  const locale = getLocale();
  const { performance } = ticket;
  return (
    <li
      className="flex flex-wrap items-start gap-4 rounded-lg border border-[var(--border)] p-4"
      data-testid="ticket-card"
      data-status={ticket.status}
      data-past={ticket.past || undefined}
    >
      {ticket.qr && ticket.code ? (
        <div className="grid justify-items-center gap-1">
          <TicketQr symbol={ticket.qr} code={ticket.code} />
          {/* The form a person reads aloud and the door types (ADR 057); the long code stays below. */}
          {ticket.shortCode ? (
            <p className="text-center">
              <span className="block text-xs text-[var(--muted-foreground)]">{m.ticket_short_code()}</span>
              <code className="font-mono text-lg tracking-wider" data-testid="ticket-short-code">
                {ticket.shortCode}
              </code>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="min-w-0 space-y-1">
        <h4 className="font-medium">{m.ticket_number({ number: ticket.seat, count: ticket.of })}</h4>
        {ticket.place ? (
          // The seat first and large: it is what the holder looks for in the hall (ADR 060).
          <p className="text-lg font-semibold" data-testid="ticket-place">
            {ticketPlaceText(ticket.place, { locale })}
          </p>
        ) : null}
        <p>
          <Link to="/plays/$slug" params={{ slug: performance.play.slug }} className="underline underline-offset-4">
            {performance.play.title}
          </Link>
        </p>
        <p>
          <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt, locale)}</time>
        </p>
        <p className="text-[var(--muted-foreground)]">{performance.stage.name}</p>
        {ticket.code ? (
          <p>
            <span className="block text-sm text-[var(--muted-foreground)]">{m.ticket_code()}</span>
            <code className="font-mono text-sm break-all" data-testid="ticket-code">
              {ticket.code}
            </code>
          </p>
        ) : null}
        <p className="font-medium" data-testid="ticket-state">
          {ticketState(ticket, locale)}
        </p>
        {performance.cancelled ? <p role="note">{m.ticket_performance_cancelled()}</p> : null}
      </div>
    </li>
  );
}
