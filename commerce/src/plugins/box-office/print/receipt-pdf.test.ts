import { TICKET_LANGUAGES } from '@foyer/shared/ticket-names';
import { describe, expect, it } from 'vitest';
import { PRINT_TEXTS } from './print-texts';
import { type PdfPage, readPdf } from './read-pdf.test-fixtures';
import { type ReceiptPdfInput, renderReceiptPdf } from './receipt-pdf';

const sale: ReceiptPdfInput = {
  layout: 'a4',
  language: 'bg',
  theatreName: 'Народен театър „Иван Вазов“',
  address: 'ул. „Дякон Игнатий“ 5\n1000 София',
  orderCode: 'BX7Q2M',
  // 18:42 in Sofia.
  placedAt: new Date('2026-11-26T16:42:00Z'),
  lines: [
    { description: 'Билети за „Ревизор“', quantity: 2, unitPriceWithTax: 2500, lineTotalWithTax: 5000 },
    { description: 'Програма', quantity: 1, unitPriceWithTax: 500, lineTotalWithTax: 500 },
  ],
  taxSummary: [
    { description: 'Standard VAT', taxRate: 20, taxBase: 4167, taxTotal: 833 },
    { description: 'Reduced VAT', taxRate: 9, taxBase: 459, taxTotal: 41 },
  ],
  totalWithTax: 5500,
  currencyCode: 'EUR',
  payments: [{ method: 'counter-cash', amount: 5500 }],
  staff: 'Мария Иванова',
};

const print = (input: Partial<ReceiptPdfInput> = {}) => renderReceiptPdf({ ...sale, ...input }).then(readPdf);

/** The texts printed on one row with `first`, left to right (a table's row). */
function row(page: PdfPage, first: string): string[] {
  const start = page.lines.find((line) => line.text === first);
  if (!start) throw new Error(`No line "${first}" in:\n${page.text}`);
  return page.lines
    .filter((line) => Math.abs(line.y - start.y) < 1)
    .sort((a, b) => a.x - b.x)
    .map((line) => line.text);
}

describe('renderReceiptPdf', { timeout: 30_000 }, () => {
  it('prints an A4 receipt with its lines, total, VAT per rate, payments and staff, in the language', async () => {
    const pdf = await print();
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0] as PdfPage;
    expect(page.width).toBeCloseTo(595.28, 1);
    expect(page.height).toBeCloseTo(841.89, 1);
    expect(page.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        'Народен театър „Иван Вазов“',
        'ул. „Дякон Игнатий“ 5',
        '1000 София',
        'Разписка',
        'Поръчка: BX7Q2M',
        'Обслужил: Мария Иванова',
        'Цените са с включен ДДС.',
      ]),
    );
    expect(page.text).toMatch(/Дата: 26\.11\.2026 г\., 18:42/);
    expect(row(page, 'Артикул')).toEqual(['Артикул', 'Брой', 'Ед. цена', 'Сума']);
    expect(row(page, 'Билети за „Ревизор“')).toEqual(['Билети за „Ревизор“', '2', '25,00 €', '50,00 €']);
    expect(row(page, 'Програма')).toEqual(['Програма', '1', '5,00 €', '5,00 €']);
    expect(row(page, 'Общо')).toEqual(['Общо', '55,00 €']);
    expect(row(page, 'ДДС 20 %')).toEqual(['ДДС 20 %', '41,67 €', '8,33 €']);
    expect(row(page, 'ДДС 9 %')).toEqual(['ДДС 9 %', '4,59 €', '0,41 €']);
    expect(row(page, 'В брой')).toEqual(['В брой', '55,00 €']);
    expect(page.text).not.toContain('ДУБЛИКАТ');
    // Vendure's tax rate names are English whatever the language: the rate names the tax.
    expect(page.text).not.toContain('Standard VAT');
    expect(pdf.title).toBe('Разписка BX7Q2M · Народен театър „Иван Вазов“');
  });

  it('adds up the tax summary entries of one rate', async () => {
    const page = (
      await print({
        taxSummary: [
          { description: 'Standard VAT', taxRate: 20, taxBase: 4000, taxTotal: 800 },
          { description: 'Standard VAT Europe', taxRate: 20, taxBase: 583, taxTotal: 117 },
        ],
      })
    ).pages[0] as PdfPage;
    expect(row(page, 'ДДС 20 %')).toEqual(['ДДС 20 %', '45,83 €', '9,17 €']);
    expect(page.lines.filter((line) => line.text === 'ДДС 20 %')).toHaveLength(1);
  });

  it('marks a reprint with its number', async () => {
    const page = (await print({ reprint: 1 })).pages[0] as PdfPage;
    expect(page.lines.map((line) => line.text)).toContain('ДУБЛИКАТ № 1');
  });

  it('prints an 80 mm roll receipt as tall as its content, counter payment methods named in the language', async () => {
    const pdf = await print({
      layout: 'roll',
      language: 'en',
      payments: [
        { method: 'counter-card-terminal', amount: 5000 },
        { method: 'counter-cash', amount: 400 },
        { method: 'gift-voucher', amount: 100 },
      ],
    });
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0] as PdfPage;
    expect(page.width).toBeCloseTo((80 / 25.4) * 72, 1);
    expect(page.height - Math.max(...page.lines.map((line) => line.y))).toBeLessThan(30);
    expect(page.text).toMatch(/Date: Nov 26, 2026, 6:42 PM/);
    expect(row(page, '2 × €25.00')).toEqual(['2 × €25.00', '€50.00']);
    expect(row(page, 'Total')).toEqual(['Total', '€55.00']);
    expect(row(page, 'VAT 20 %')).toEqual(['VAT 20 %', '€41.67', '€8.33']);
    expect(row(page, 'Card')).toEqual(['Card', '€50.00']);
    expect(row(page, 'Cash')).toEqual(['Cash', '€4.00']);
    expect(row(page, 'gift-voucher')).toEqual(['gift-voucher', '€1.00']);
  });

  it('continues a long A4 receipt on the next page, every line printed once and inside the margins', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      description: `Line ${i + 1}`,
      quantity: 1,
      unitPriceWithTax: 100,
      lineTotalWithTax: 100,
    }));
    const pdf = await print({ lines });
    expect(pdf.pages.length).toBeGreaterThan(1);
    const printed = pdf.pages
      .flatMap((page) => page.lines.map((line) => line.text))
      .filter((t) => /^Line \d+$/.test(t));
    expect(printed).toEqual(lines.map((line) => line.description));
    for (const page of pdf.pages) {
      expect(page.height).toBeCloseTo(841.89, 1);
      for (const line of page.lines) expect(line.y).toBeLessThan(841.89 - 40);
    }
    expect(pdf.pages.at(-1)?.text).toContain('В брой');
  });

  it('prints its words in each of the seven languages', async () => {
    for (const language of TICKET_LANGUAGES) {
      const texts = PRINT_TEXTS[language];
      const page = (await print({ language, layout: 'roll', reprint: 2 })).pages[0] as PdfPage;
      const printed = page.lines.map((line) => line.text);
      expect(printed, language).toEqual(
        expect.arrayContaining([texts.receipt, texts.total, texts.payments, texts.cash, texts.vatIncluded]),
      );
      expect(printed, language).toContain(texts.reprint.replace('{n}', '2'));
      expect(printed, language).toContain(texts.taxRate.replace('{rate}', '20'));
    }
  });
});
