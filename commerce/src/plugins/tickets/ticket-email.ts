import { type Injector, type LanguageCode, type Order, RequestContext } from '@vendure/core';
import type { EmailAttachment } from '@vendure/email-plugin';
import QRCode from 'qrcode';
import { TheatreService } from '../theatre/services/theatre.service';
import { TicketService } from './services/ticket.service';

/** A ticket as the order-confirmation email shows it, every word already in the email's language. */
export type EmailTicket = {
  play: string;
  stage: string;
  when: string;
  seat: number;
  code: string;
  /** The inline attachment that holds its QR code: `<img src="cid:…">`. */
  qrCid: string;
};

/** Vendure's language codes as Intl's locales ("pt_BR" → "pt-BR"). */
const intlLocale = (language: string) => language.replace('_', '-');

/** The date and time of a performance as people at the theatre read it: Sofia time, in the email's language. */
export function performanceTime(startsAt: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Sofia',
  }).format(startsAt);
}

/** A QR code as a PNG: alphanumeric mode (the code is upper-case base32 and digits), scannable from paper or a screen. */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}

/**
 * The order's valid tickets for its confirmation email, with one inline PNG per QR code
 * (a `cid:` image: mail clients that block data URIs and SVG show it).
 */
export async function emailTickets(
  ctx: RequestContext,
  injector: Injector,
  order: Order,
  language: string,
): Promise<{ tickets: EmailTicket[]; attachments: EmailAttachment[] }> {
  const tickets = (await injector.get(TicketService).forOrder(ctx, order.id)).filter((t) => t.status !== 'VOID');
  if (tickets.length === 0) return { tickets: [], attachments: [] };
  // The play and stage in the email's language, whatever the language of the request that paid.
  const inLanguage = new RequestContext({
    apiType: 'admin',
    channel: ctx.channel,
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
    languageCode: language as LanguageCode,
  });
  const theatre = injector.get(TheatreService);
  const shown = await Promise.all(
    tickets.map(async (ticket) => {
      const [play, stage] = await Promise.all([
        theatre.playById(inLanguage, ticket.performance.playId),
        theatre.stageById(inLanguage, ticket.performance.stageId),
      ]);
      const qrCid = `ticket-${ticket.id}@foyer`;
      return {
        ticket: {
          play: play?.title ?? '',
          stage: stage?.name ?? '',
          when: performanceTime(ticket.performance.startsAt, language),
          seat: ticket.seat,
          code: ticket.code,
          qrCid,
        },
        attachment: {
          filename: `ticket-${ticket.seat}-${ticket.code.slice(-6)}.png`,
          cid: qrCid,
          contentType: 'image/png',
          content: await ticketQrPng(ticket.code),
        } satisfies EmailAttachment,
      };
    }),
  );
  return { tickets: shown.map((s) => s.ticket), attachments: shown.map((s) => s.attachment) };
}
