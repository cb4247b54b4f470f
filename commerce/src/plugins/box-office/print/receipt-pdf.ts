import { THEATRE_TIME_ZONE } from '@foyer/shared/ticket-names';
import { type Block, documentBytes, drawFlow, flowHeight, MM, newDocument } from './pdf-flow';
import {
  type PrintLanguage,
  printLabelled,
  printLanguage,
  printMoney,
  printPaymentMethod,
  printPlacedAt,
  printRate,
  printReprintMark,
} from './print-format';
import { fillText } from './print-texts';

export interface ReceiptPdfInput {
  /** `a4`: a page (more when the order is long); `roll`: 80 mm thermal paper, one page as tall as the receipt. */
  layout: 'a4' | 'roll';
  /** A Vendure language code (bg, en, de, es, fr, it, pt_BR); any other prints in Bulgarian. */
  language: string;
  theatreName: string;
  /** The theatre's address, lines apart by newlines. */
  address?: string;
  orderCode: string;
  placedAt: Date;
  /** The theatre's time zone for `placedAt`; the theatre's own by default. */
  timeZone?: string;
  /** Amounts are in minor units, as Vendure keeps them. */
  lines: Array<{ description: string; quantity: number; unitPriceWithTax: number; lineTotalWithTax: number }>;
  /**
   * Vendure's Order.taxSummary. The tax is named by its rate in the print's language, not by
   * `description` (Vendure's tax rate names are not translatable); entries of one rate are added up.
   */
  taxSummary: Array<{ description?: string; taxRate: number; taxBase: number; taxTotal: number }>;
  totalWithTax: number;
  currencyCode: string;
  /** By payment method code: the counter's (`counter-cash`, `counter-card-terminal`) are named in the language. */
  payments: Array<{ method: string; amount: number }>;
  /** Who took the payment. */
  staff?: string;
  /** 0 or absent for the first print; n for the n-th reprint, which the receipt says. */
  reprint?: number;
}

const A4 = { width: 595.28, height: 841.89, margin: 50 };
const ROLL = { width: 80 * MM, margin: 4 * MM, padding: 6 * MM };

function taxByRate(summary: ReceiptPdfInput['taxSummary']) {
  const rates = new Map<number, { taxBase: number; taxTotal: number }>();
  for (const entry of summary) {
    const sum = rates.get(entry.taxRate) ?? { taxBase: 0, taxTotal: 0 };
    rates.set(entry.taxRate, { taxBase: sum.taxBase + entry.taxBase, taxTotal: sum.taxTotal + entry.taxTotal });
  }
  return [...rates.entries()].sort(([a], [b]) => b - a);
}

function receiptBlocks(language: PrintLanguage, input: ReceiptPdfInput, wide: boolean): Block[] {
  const { texts } = language;
  const money = (amount: number) => printMoney(language, amount, input.currencyCode);
  const size = wide ? 10 : 8.5;
  const align = wide ? 'left' : 'center';
  const mark = printReprintMark(language, input.reprint);
  const header: Block[] = [
    { kind: 'text', text: input.theatreName, size: wide ? 16 : 12, bold: true, align, gap: 2 },
    ...(input.address?.trim() ? [{ kind: 'text', text: input.address.trim(), size: size - 1, align } as Block] : []),
    { kind: 'space', height: wide ? 14 : 8 },
    { kind: 'text', text: texts.receipt, size: wide ? 14 : 12, bold: true, align, gap: 4 },
    ...(mark ? [{ kind: 'mark', text: mark, size: wide ? 11 : 10, align, gap: 6 } as Block] : []),
    { kind: 'text', text: printLabelled(language, texts.order, input.orderCode), size },
    {
      kind: 'text',
      text: printLabelled(
        language,
        texts.date,
        printPlacedAt(language, input.placedAt, input.timeZone ?? THEATRE_TIME_ZONE),
      ),
      size,
    },
    ...(input.staff?.trim()
      ? [{ kind: 'text', text: printLabelled(language, texts.staff, input.staff.trim()), size } as Block]
      : []),
    { kind: 'space', height: wide ? 14 : 6 },
  ];
  // On A4 each line is a row of four columns; on the roll its description is above its figures.
  const lines: Block[] = wide
    ? [
        {
          kind: 'cells',
          size: 9,
          bold: true,
          cells: [
            { text: texts.item, width: 0.52 },
            { text: texts.quantity, width: 0.1, align: 'right' },
            { text: texts.unitPrice, width: 0.19, align: 'right' },
            { text: texts.amount, width: 0.19, align: 'right' },
          ],
          gap: 3,
        },
        { kind: 'rule', gap: 4 },
        ...input.lines.map(
          (line): Block => ({
            kind: 'cells',
            size,
            cells: [
              { text: line.description, width: 0.52 },
              { text: String(line.quantity), width: 0.1, align: 'right' },
              { text: money(line.unitPriceWithTax), width: 0.19, align: 'right' },
              { text: money(line.lineTotalWithTax), width: 0.19, align: 'right' },
            ],
            gap: 4,
          }),
        ),
      ]
    : [
        { kind: 'rule', dashed: true, gap: 4 },
        ...input.lines.flatMap((line): Block[] => [
          { kind: 'text', text: line.description, size },
          {
            kind: 'cells',
            size,
            cells: [
              { text: `${line.quantity} × ${money(line.unitPriceWithTax)}`, width: 0.55 },
              { text: money(line.lineTotalWithTax), width: 0.45, align: 'right' },
            ],
            gap: 4,
          },
        ]),
      ];
  const pair = (left: string, right: string, bold = false, gap = 2): Block => ({
    kind: 'cells',
    size: bold ? size + 2 : size,
    bold,
    cells: [
      { text: left, width: 0.6 },
      { text: right, width: 0.4, align: 'right' },
    ],
    gap,
  });
  const taxes = taxByRate(input.taxSummary);
  const taxColumns = (first: string, base: string, tax: string, bold = false): Block => ({
    kind: 'cells',
    size: size - 1,
    bold,
    cells: [
      { text: first, width: 0.36 },
      { text: base, width: 0.36, align: 'right' },
      { text: tax, width: 0.28, align: 'right' },
    ],
    gap: 2,
  });
  return [
    ...header,
    ...lines,
    { kind: 'rule', gap: 4 },
    pair(texts.total, money(input.totalWithTax), true, wide ? 14 : 8),
    ...(taxes.length > 0 ? [taxColumns('', texts.taxBase, texts.taxTotal, true)] : []),
    ...taxes.map(([rate, sum]) =>
      taxColumns(fillText(texts.taxRate, { rate: printRate(language, rate) }), money(sum.taxBase), money(sum.taxTotal)),
    ),
    { kind: 'text', text: texts.vatIncluded, size: size - 1.5, gap: wide ? 14 : 8 },
    { kind: 'text', text: texts.payments, size, bold: true, gap: 2 },
    ...input.payments.map((payment) => pair(printPaymentMethod(language, payment.method), money(payment.amount))),
  ];
}

/**
 * An order's receipt as a PDF: the theatre, the order and when it was placed, its lines,
 * the total, VAT per rate (base and tax, as Vendure's tax summary has them), the payments
 * and who took them; a reprint says so in a frame.
 */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const language = printLanguage(input.language);
  const doc = newDocument(`${language.texts.receipt} ${input.orderCode} · ${input.theatreName}`, language.intl);
  if (input.layout === 'a4') {
    const newPage = () => {
      doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      return A4.margin;
    };
    drawFlow(doc, receiptBlocks(language, input, true), {
      x: A4.margin,
      y: newPage(),
      width: A4.width - 2 * A4.margin,
      bottom: A4.height - A4.margin,
      newPage,
    });
  } else {
    const blocks = receiptBlocks(language, input, false);
    const width = ROLL.width - 2 * ROLL.margin;
    doc.addPage({ size: [ROLL.width, flowHeight(doc, blocks, width) + 2 * ROLL.padding], margin: 0 });
    drawFlow(doc, blocks, { x: ROLL.margin, y: ROLL.padding, width });
  }
  return documentBytes(doc);
}
