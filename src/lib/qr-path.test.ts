import jsQR from 'jsqr';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { type QrSymbol, QUIET_ZONE, qrPath } from './qr-path';

const matrixOf = (rows: string[]) => ({
  size: rows.length,
  get: (row: number, column: number) => rows[row]?.[column] === '#',
});

/** Paints the path back into pixels (dark = black), `scale` pixels a module, as RGBA for a decoder. */
function rasterize({ side, path }: QrSymbol, scale: number): Uint8ClampedArray {
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(run) * scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
      }
    }
  }
  return pixels;
}

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle, shifted by the quiet zone', () => {
    const symbol = qrPath(matrixOf(['##.#', '....', '.###', '#..#']), 1);
    expect(symbol.side).toBe(6);
    expect(symbol.path).toBe('M1 1h2v1h-2zM4 1h1v1h-1zM2 3h3v1h-3zM1 4h1v1h-1zM4 4h1v1h-1z');
  });

  it('draws nothing for an all-light matrix and keeps the standard quiet zone by default', () => {
    const symbol = qrPath(matrixOf(['...', '...', '...']));
    expect(symbol).toEqual({ side: 3 + 2 * QUIET_ZONE, path: '' });
  });

  it('gives a path a decoder reads back as the ticket code', () => {
    const code = '12-345-2-7G3K9Q2M-A4H7D0QX9Z1B6W3R';
    const symbol = qrPath(create(code, { errorCorrectionLevel: 'M' }).modules);
    const scale = 4;
    const width = symbol.side * scale;
    expect(jsQR(rasterize(symbol, scale), width, width)?.data).toBe(code);
  });
});
