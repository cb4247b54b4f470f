import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A line of text as a reader sees it: its words, left edge and baseline from the page's top, in points. */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  fontName: string;
}

export interface PdfPage {
  width: number;
  height: number;
  lines: PdfLine[];
  /** All lines, top to bottom, one a line; no-break spaces read as spaces. */
  text: string;
  /** The QR codes that a scanner reads from the page as printed, one per region (the whole page by default). */
  scanQr(regions?: Array<{ top: number; height: number }>): Promise<Array<string | null>>;
}

export interface PdfReading {
  pages: PdfPage[];
  title: string | undefined;
}

const SCALE = 2;

/** What PDF.js's Node canvas factory (on @napi-rs/canvas) hands out; its type is not exported. */
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: any;
    context: {
      getImageData(
        x: number,
        y: number,
        w: number,
        h: number,
      ): { data: Uint8ClampedArray; width: number; height: number };
    };
  };
}
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Reads a PDF back as a viewer would (PDF.js): each page's size and text lines, and the page
 * rendered to pixels (PDF.js on its Node canvas) for jsQR to scan, so a QR code counts as
 * readable only if it is readable once drawn.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const metadata = await pdf.getMetadata();
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const items = content.items
      .filter((item) => 'str' in item && item.str !== '')
      .map((item) => {
        const {
          str,
          transform,
          width: itemWidth,
          height: itemHeight,
          fontName,
        } = item as {
          str: string;
          transform: number[];
          width: number;
          height: number;
          fontName: string;
        };
        const [, , , , x = 0, y = 0] = transform;
        return { str, x, y: height - y, width: itemWidth, height: itemHeight, fontName };
      })
      // PDF.js stands a wide gap between two texts on one baseline (table cells) in for a space: not a space a reader reads.
      .filter((item) => item.str.trim() !== '' || item.width <= item.height)
      .sort((a, b) => a.y - b.y || a.x - b.x);
    // PDF.js may split a line where pdfkit kerned it: pieces on one baseline that touch are one line.
    const lines: Array<PdfLine & { end: number }> = [];
    for (const item of items) {
      const last = lines.at(-1);
      if (last && Math.abs(last.y - item.y) < 0.5 && item.x - last.end < 2) {
        last.text += item.str;
        last.end = item.x + item.width;
      } else {
        lines.push({ text: item.str, x: item.x, y: item.y, fontName: item.fontName, end: item.x + item.width });
      }
    }
    const scanQr = async (regions = [{ top: 0, height }]) => {
      const viewport = page.getViewport({ scale: SCALE });
      const { canvas, context } = (pdf.canvasFactory as CanvasFactory).create(viewport.width, viewport.height);
      await page.render({ canvas, canvasContext: context as any, viewport }).promise;
      return regions.map(({ top, height: regionHeight }) => {
        const image = context.getImageData(
          0,
          Math.round(top * SCALE),
          viewport.width,
          Math.round(regionHeight * SCALE),
        );
        return jsQR(image.data, image.width, image.height)?.data ?? null;
      });
    };
    pages.push({
      width,
      height,
      lines: lines.map(({ end: _end, ...line }) => ({ ...line, text: plain(line.text) })),
      text: lines.map((line) => plain(line.text)).join('\n'),
      scanQr,
    });
  }
  const info = metadata.info as { Title?: string };
  return { pages, title: info.Title };
}
