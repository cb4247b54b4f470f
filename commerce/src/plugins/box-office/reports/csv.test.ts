import { describe, expect, it } from 'vitest';
import { BOM, csvCell, parseCsv, toCsv } from './csv';

describe('CSV exports', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Иванов, Петър')).toBe('"Иванов, Петър"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('keeps a cell that looks like a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@foo')).toBe("'@foo");
  });

  it('starts with the BOM, ends lines with CRLF and reads back', () => {
    const text = toCsv(
      ['name', 'note'],
      [
        ['Мария', 'a, "b"'],
        ['Joe', null],
      ],
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('\r\n');
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Мария', 'a, "b"'],
      ['Joe', ''],
    ]);
  });
});
