/**
 * A QR symbol as one SVG path: each run of dark modules in a row is a rectangle one
 * module high, so the browser draws it with no script and the page carries no QR
 * library. Safe on both sides; only the server builds one (ADR 037).
 */

/** What is read of a QR library's module matrix: its side and whether a module is dark. */
export interface ModuleMatrix {
  size: number;
  get(row: number, column: number): number | boolean;
}

/** An SVG path `d` on a square `viewBox="0 0 side side"`, quiet zone included. */
export interface QrSymbol {
  side: number;
  path: string;
}

/** The light border scanners need around the symbol: four modules, as the QR standard asks. */
export const QUIET_ZONE = 4;

export function qrPath(matrix: ModuleMatrix, quietZone = QUIET_ZONE): QrSymbol {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.get(row, column)) column++;
      const run = column - start;
      parts.push(`M${start + quietZone} ${row + quietZone}h${run}v1h-${run}z`);
    }
  }
  return { side: matrix.size + 2 * quietZone, path: parts.join('') };
}
