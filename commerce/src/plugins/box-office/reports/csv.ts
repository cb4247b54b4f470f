/** The byte-order mark that tells spreadsheet programs the file is UTF-8 (Cyrillic names stay readable). */
export const BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined | Date;

/** One cell: quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // A leading = + - @ would be read as a formula by spreadsheet programs; a quote mark keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: BOM, header, rows, CRLF line ends as RFC 4180 and Excel expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Reads a file made by toCsv back into rows (for tests and the Dashboard's preview). */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
