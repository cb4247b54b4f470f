import { type LanguageCode, RequestContext } from '@vendure/core';
import type { EmailAttachment } from '@vendure/email-plugin';
import QRCode from 'qrcode';
import { formatDateTime } from '../emails/email-format';
import type { EmailTicket, TicketsForEmail } from '../emails/types';
import { TheatreService } from '../theatre/services/theatre.service';
import { TicketService } from './services/ticket.service';
import { formatShortTicketCode, shortTicketCode } from './short-ticket-code';

/** A QR code as a PNG: alphanumeric mode (the code is upper-case base32 and digits), scannable from paper or a screen. */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}

/**
 * The order's tickets that admit someone, for its confirmation email (ADR 035): play and
 * stage in the email's language, the date in Sofia time, and one inline PNG per QR code
 * (a `cid:` image: the mail clients that block data URIs and SVG show it).
 */
export const emailTickets: TicketsForEmail = async ({ ctx, injector, order, language }) => {
  const tickets = (await injector.get(TicketService).forOrder(ctx, order.id)).filter((t) => t.status !== 'VOID');
  if (tickets.length === 0) return { tickets: [], attachments: [] };
  // The play and stage in the email's language, whatever the language of the request that paid.
  const inLanguage = new RequestContext({
    apiType: 'admin',
    channel: ctx.channel,
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
    languageCode: (language.locale === 'pt' ? 'pt_BR' : language.locale) as LanguageCode,
  });
  const theatre = injector.get(TheatreService);
  const shown = await Promise.all(
    tickets.map(async (ticket) => {
      const [play, stage, place] = await Promise.all([
        theatre.playById(inLanguage, ticket.performance.playId),
        theatre.stageById(inLanguage, ticket.performance.stageId),
        // The seat as the plan writes it, in the email's language too (ADR 060).
        injector.get(TicketService).place(inLanguage, ticket),
      ]);
      const qrCid = `ticket-${ticket.id}@foyer`;
      const shownTicket: EmailTicket = {
        play: play?.title ?? '',
        stage: stage?.name ?? '',
        when: formatDateTime(language, ticket.performance.startsAt),
        seat: String(ticket.seat),
        seats: String(ticket.seats),
        code: ticket.code,
        shortCode: formatShortTicketCode(shortTicketCode(ticket.code)),
        qrCid,
        place: place && {
          area: place.area,
          row: place.row,
          seat: place.seat,
          zone: place.zone,
          entrance: place.entrance,
        },
      };
      const attachment: EmailAttachment = {
        filename: `ticket-${ticket.seat}-${ticket.code.slice(-6)}.png`,
        cid: qrCid,
        contentType: 'image/png',
        content: await ticketQrPng(ticket.code),
      };
      return { ticket: shownTicket, attachment };
    }),
  );
  return { tickets: shown.map((s) => s.ticket), attachments: shown.map((s) => s.attachment) };
};
