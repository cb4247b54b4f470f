import { create } from 'qrcode';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { type QrSymbol, qrPath } from '~/lib/qr-path';
import { ticketViews } from '~/lib/tickets';
import { TicketFragment } from './tickets.graphql';

/**
 * The QR symbol of a ticket code, drawn here on the server so the QR library never
 * reaches the browser (ADR 037). Level M restores 15% of a damaged or glare-spotted
 * symbol and keeps a ticket code (alphanumeric) at version 3, big modules on a phone.
 */
export function ticketQr(code: string): QrSymbol {
  return qrPath(create(code, { errorCorrectionLevel: 'M' }).modules);
}

/** Tickets as Vendure gave them, ready for the customer's pages. */
export function ticketsForPage(tickets: ReadonlyArray<FragmentOf<typeof TicketFragment>>, now = new Date()) {
  return ticketViews(
    tickets.map((ticket) => readFragment(TicketFragment, ticket)),
    ticketQr,
    now,
  );
}

/** A ticket card's data. */
export type TicketForPage = ReturnType<typeof ticketsForPage>[number];
