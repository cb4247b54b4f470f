import { formatShortTicketCode, shortTicketCode } from '../../tickets/short-ticket-code';
import { type Block, cutLine, documentBytes, drawFlow, flowHeight, MM, newDocument } from './pdf-flow';
import {
  type PrintedPlace,
  type PrintLanguage,
  printLabelled,
  printLanguage,
  printMoney,
  printPerformanceTime,
  printPlace,
  printReprintMark,
} from './print-format';
import { fillText } from './print-texts';

/** One ticket as the box office prints it. */
export interface PrintedTicket {
  /** The ticket's code (ADR 035): what its QR code holds, exactly as the e-ticket's. */
  code: string;
  /** The short code to read out (ADR 057), formatted or not; derived from `code` when absent. */
  shortCode?: string;
  /** The play's title in the print's language. */
  play: string;
  startsAt: Date;
  /** The stage's name in the print's language. */
  stage: string;
  /** The seat as the plan writes it (ADR 060); absent for tickets sold by count without a place. */
  seat?: PrintedPlace;
  /** With `currencyCode`, printed as the ticket's price. */
  priceWithTax?: number;
  currencyCode?: string;
  holder?: string;
  /** 0 or absent for the first print; n for the n-th reprint, which the ticket says. */
  reprint?: number;
}

export interface TicketsPdfInput {
  /** `a4`: three tickets to a page, each a third of it; `roll`: an 80 mm thermal roll, one page per ticket. */
  layout: 'a4' | 'roll';
  /** A Vendure language code (bg, en, de, es, fr, it, pt_BR); any other prints in Bulgarian. */
  language: string;
  tickets: PrintedTicket[];
  theatreName: string;
  /** The theatre's time zone, in which the performance's time is printed. */
  timeZone: string;
}

const A4 = { width: 595.28, height: 841.89 };
/** 80 mm paper, of which a thermal printer prints about 72 mm. */
const ROLL = { width: 80 * MM, margin: 4 * MM, padding: 6 * MM };

function shownShortCode(ticket: PrintedTicket): string | null {
  const given = ticket.shortCode?.trim();
  if (given) return /^[0-9A-Z]{9}$/.test(given) ? formatShortTicketCode(given) : given;
  try {
    return formatShortTicketCode(shortTicketCode(ticket.code));
  } catch {
    return null;
  }
}

/** The lines about the performance and the seat, in the order a reader looks for them. */
function ticketWords(language: PrintLanguage, ticket: PrintedTicket, input: TicketsPdfInput) {
  const { texts } = language;
  const place = ticket.seat;
  const details = [place?.zone?.trim() ? fillText(texts.zone, { zone: place.zone.trim() }) : '', place?.entrance ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
  const price =
    ticket.priceWithTax !== undefined && ticket.currencyCode
      ? printLabelled(language, texts.price, printMoney(language, ticket.priceWithTax, ticket.currencyCode))
      : '';
  const holder = ticket.holder?.trim() ? printLabelled(language, texts.holder, ticket.holder.trim()) : '';
  return {
    mark: printReprintMark(language, ticket.reprint),
    when: printPerformanceTime(language, ticket.startsAt, input.timeZone),
    stage: printLabelled(language, texts.stage, ticket.stage),
    seat: place ? printLabelled(language, texts.seat, printPlace(language, place)) : null,
    details: details || null,
    priceAndHolder: [price, holder].filter(Boolean).join(' · ') || null,
    shortCode: shownShortCode(ticket),
  };
}

type Words = ReturnType<typeof ticketWords>;

/** The ticket's reading side: theatre, reprint mark, play, time, stage, seat, price. */
function textBlocks(
  language: PrintLanguage,
  ticket: PrintedTicket,
  input: TicketsPdfInput,
  words: Words,
  sizes: { play: number; line: number; small: number; detailLines: number },
  align: 'left' | 'center',
): Block[] {
  const blocks: Block[] = [{ kind: 'text', text: input.theatreName, size: sizes.small, align, maxLines: 1, gap: 4 }];
  if (words.mark) {
    blocks.push(
      { kind: 'mark', text: words.mark, size: sizes.line, align, gap: 3 },
      { kind: 'text', text: language.texts.reprintNote, size: 8, align, maxLines: 2, gap: 5 },
    );
  }
  blocks.push(
    { kind: 'text', text: ticket.play, size: sizes.play, bold: true, align, maxLines: 2, gap: 5 },
    { kind: 'text', text: words.when, size: sizes.line, bold: true, align, maxLines: 2, gap: 4 },
    { kind: 'text', text: words.stage, size: sizes.line - 1, align, maxLines: 1, gap: 4 },
  );
  if (words.seat)
    blocks.push({ kind: 'text', text: words.seat, size: sizes.line + 1, bold: true, align, maxLines: 2, gap: 3 });
  for (const text of [words.details, words.priceAndHolder]) {
    if (text) blocks.push({ kind: 'text', text, size: sizes.small + 1, align, maxLines: sizes.detailLines, gap: 3 });
  }
  return blocks;
}

/** The door's side: the QR code, the short code to read out, the long code in small print. */
function codeBlocks(language: PrintLanguage, ticket: PrintedTicket, words: Words, qrSize: number): Block[] {
  const blocks: Block[] = [{ kind: 'qr', code: ticket.code, size: qrSize, align: 'center', gap: 2 }];
  if (words.shortCode) {
    blocks.push(
      { kind: 'text', text: language.texts.shortCode, size: 7, align: 'center', maxLines: 1 },
      { kind: 'text', text: words.shortCode, size: 12, bold: true, align: 'center', maxLines: 1, gap: 2 },
    );
  }
  blocks.push({ kind: 'text', text: ticket.code, size: 6.5, align: 'center', maxLines: 2 });
  return blocks;
}

function a4Tickets(doc: PDFKit.PDFDocument, language: PrintLanguage, input: TicketsPdfInput) {
  const third = A4.height / 3;
  const side = 36;
  const padding = 20;
  const qrSize = 150;
  const codeColumn = 160;
  input.tickets.forEach((ticket, index) => {
    const slot = index % 3;
    if (slot === 0) {
      doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      cutLine(doc, third, 0, A4.width);
      cutLine(doc, 2 * third, 0, A4.width);
    }
    const top = slot * third + padding;
    const words = ticketWords(language, ticket, input);
    const textWidth = A4.width - 2 * side - codeColumn - 20;
    drawFlow(
      doc,
      textBlocks(language, ticket, input, words, { play: 18, line: 12, small: 9, detailLines: 1 }, 'left'),
      {
        x: side,
        y: top,
        width: textWidth,
      },
    );
    drawFlow(doc, codeBlocks(language, ticket, words, qrSize), {
      x: A4.width - side - codeColumn,
      y: top,
      width: codeColumn,
    });
  });
}

function rollTickets(doc: PDFKit.PDFDocument, language: PrintLanguage, input: TicketsPdfInput) {
  const width = ROLL.width - 2 * ROLL.margin;
  for (const ticket of input.tickets) {
    const words = ticketWords(language, ticket, input);
    const blocks: Block[] = [
      ...textBlocks(language, ticket, input, words, { play: 16, line: 11, small: 8, detailLines: 2 }, 'center'),
      { kind: 'space', height: 8 },
      { kind: 'rule', dashed: true, gap: 6 },
      ...codeBlocks(language, ticket, words, 168),
    ];
    const height = flowHeight(doc, blocks, width) + 2 * ROLL.padding;
    doc.addPage({ size: [ROLL.width, height], margin: 0 });
    drawFlow(doc, blocks, { x: ROLL.margin, y: ROLL.padding, width });
  }
}

/**
 * The tickets as a PDF: on A4, three to a page, each in its third between dashed cut lines,
 * the words on the left and the QR code on the right; on an 80 mm roll, one page per
 * ticket as tall as its content, so a printer with a cutter cuts between tickets. A reprint
 * says so in a frame; its QR code is the same ticket's, which the door admits once.
 */
export async function renderTicketsPdf(input: TicketsPdfInput): Promise<Uint8Array> {
  if (input.tickets.length === 0) throw new Error('No tickets to print');
  const language = printLanguage(input.language);
  const doc = newDocument(`${language.texts.tickets} · ${input.theatreName}`, language.intl);
  if (input.layout === 'a4') a4Tickets(doc, language, input);
  else rollTickets(doc, language, input);
  return documentBytes(doc);
}
