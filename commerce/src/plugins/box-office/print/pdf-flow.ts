import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** PDF points in a millimetre. */
export const MM = 72 / 25.4;

const REGULAR = 'NotoSans-Regular';
const BOLD = 'NotoSans-Bold';

/**
 * Noto Sans (SIL Open Font License 1.1), the static Google Fonts build that
 * @expo-google-fonts/noto-sans ships: Latin, Cyrillic and Greek in one file, so every
 * language the theatre prints in comes out of one font. pdfkit embeds only the glyphs used.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return fonts;
}

/** A document without pages, its fonts registered, titled and tagged with its language. */
export function newDocument(title: string, language: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    lang: language,
    displayTitle: true,
    info: { Title: title, Creator: 'Foyer' },
  });
  doc.registerFont(REGULAR, fontFiles().regular);
  doc.registerFont(BOLD, fontFiles().bold);
  return doc;
}

/** Ends the document and gives its bytes. */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

type Align = 'left' | 'center' | 'right';

/** One piece of a column laid out top to bottom; `gap` is the space after it. */
export type Block =
  | { kind: 'text'; text: string; size: number; bold?: boolean; align?: Align; maxLines?: number; gap?: number }
  /** Cells side by side, each a fraction of the column's width. */
  | {
      kind: 'cells';
      cells: Array<{ text: string; width: number; align?: Align }>;
      size: number;
      bold?: boolean;
      gap?: number;
    }
  /** Bold words in a frame: the reprint mark. */
  | { kind: 'mark'; text: string; size: number; align?: Align; gap?: number }
  /** A QR code `size` points wide including its quiet zone. */
  | { kind: 'qr'; code: string; size: number; align?: Align; gap?: number }
  | { kind: 'rule'; dashed?: boolean; gap?: number }
  | { kind: 'space'; height: number; gap?: number };

/** Where a column is laid: its left edge, top and width; `bottom` starts a new page (A4) when a block would cross it. */
export interface Column {
  x: number;
  y: number;
  width: number;
  bottom?: number;
  newPage?: () => number;
}

const CELL_GAP = 6;
const MARK_PADDING = 3;

function setFont(doc: PDFKit.PDFDocument, size: number, bold = false) {
  doc.font(bold ? BOLD : REGULAR).fontSize(size);
}

function textHeight(doc: PDFKit.PDFDocument, text: string, width: number, maxLines?: number): number {
  const height = doc.heightOfString(text, { width });
  return maxLines ? Math.min(height, maxLines * doc.currentLineHeight(true)) : height;
}

/** Draws text in a box as tall as measured, so pdfkit neither adds a page nor runs past the measure. */
function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
  align?: Align,
) {
  doc.fillColor('black').text(text, x, y, { width, height: height + 0.5, align, ellipsis: true });
}

/** A cell's text width: its share of the column, less the gap to the next cell (the last one has none). */
const cellWidth = (width: number, cells: Array<{ width: number }>, index: number) =>
  (cells[index]?.width ?? 0) * width - (index < cells.length - 1 ? CELL_GAP : 0);

function blockHeight(doc: PDFKit.PDFDocument, block: Block, width: number): number {
  switch (block.kind) {
    case 'text':
      setFont(doc, block.size, block.bold);
      return textHeight(doc, block.text, width, block.maxLines);
    case 'cells':
      setFont(doc, block.size, block.bold);
      return Math.max(...block.cells.map((cell, i) => textHeight(doc, cell.text, cellWidth(width, block.cells, i))));
    case 'mark':
      setFont(doc, block.size, true);
      return textHeight(doc, block.text, width - 2 * MARK_PADDING) + 2 * MARK_PADDING;
    case 'qr':
      return block.size;
    case 'rule':
      return 1;
    case 'space':
      return block.height;
  }
}

function alignedX(x: number, width: number, inner: number, align: Align | undefined) {
  if (align === 'center') return x + (width - inner) / 2;
  if (align === 'right') return x + width - inner;
  return x;
}

/**
 * The QR code as filled squares, one rectangle per run of dark modules in a row (vector, so
 * sharp on any printer), with a quiet zone of four modules as `ticketQrPng` draws it for the
 * e-ticket, and the same error correction (M): the same code scans alike from paper or mail.
 */
function drawQr(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const unit = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + (quiet + start) * unit, y + (quiet + row) * unit, (col - start) * unit, unit);
        start = -1;
      }
    }
  }
  doc.fillColor('black').fill();
}

function drawBlock(doc: PDFKit.PDFDocument, block: Block, x: number, y: number, width: number, height: number) {
  switch (block.kind) {
    case 'text':
      setFont(doc, block.size, block.bold);
      drawText(doc, block.text, x, y, width, height, block.align);
      return;
    case 'cells': {
      setFont(doc, block.size, block.bold);
      let cellX = x;
      block.cells.forEach((cell, i) => {
        drawText(doc, cell.text, cellX, y, cellWidth(width, block.cells, i), height, cell.align);
        cellX += cell.width * width;
      });
      return;
    }
    case 'mark': {
      setFont(doc, block.size, true);
      const inner = Math.min(doc.widthOfString(block.text), width - 2 * MARK_PADDING);
      const left = alignedX(x, width, inner + 2 * MARK_PADDING, block.align);
      doc
        .lineWidth(1.5)
        .rect(left, y, inner + 2 * MARK_PADDING, height)
        .stroke('black');
      drawText(doc, block.text, left + MARK_PADDING, y + MARK_PADDING, inner + 1, height - 2 * MARK_PADDING);
      return;
    }
    case 'qr':
      drawQr(doc, block.code, alignedX(x, width, block.size, block.align), y, block.size);
      return;
    case 'rule':
      doc.lineWidth(0.75);
      if (block.dashed) doc.dash(3, { space: 3 });
      doc
        .moveTo(x, y + 0.5)
        .lineTo(x + width, y + 0.5)
        .stroke('black');
      doc.undash();
      return;
    case 'space':
      return;
  }
}

/** How tall the blocks are in a column of `width`, gaps included: the height of a roll page. */
export function flowHeight(doc: PDFKit.PDFDocument, blocks: Block[], width: number): number {
  return blocks.reduce((sum, block) => sum + blockHeight(doc, block, width) + (block.gap ?? 0), 0);
}

/** Lays the blocks out top to bottom in the column; returns where the next block would start. */
export function drawFlow(doc: PDFKit.PDFDocument, blocks: Block[], column: Column): number {
  let y = column.y;
  for (const block of blocks) {
    const height = blockHeight(doc, block, column.width);
    if (column.bottom !== undefined && column.newPage && y + height > column.bottom) y = column.newPage();
    drawBlock(doc, block, column.x, y, column.width, height);
    y += height + (block.gap ?? 0);
  }
  return y;
}

/** A dashed line across the page where the paper is cut. */
export function cutLine(doc: PDFKit.PDFDocument, y: number, from: number, to: number) {
  doc.lineWidth(0.5).dash(4, { space: 4 }).moveTo(from, y).lineTo(to, y).stroke('#777777').undash();
}
