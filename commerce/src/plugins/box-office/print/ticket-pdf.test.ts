import { THEATRE_TIME_ZONE, TICKET_LANGUAGES } from '@foyer/shared/ticket-names';
import { describe, expect, it } from 'vitest';
import { formatShortTicketCode, shortTicketCode } from '../../tickets/short-ticket-code';
import { PRINT_TEXTS } from './print-texts';
import { type PdfPage, readPdf } from './read-pdf.test-fixtures';
import { type PrintedTicket, renderTicketsPdf, type TicketsPdfInput } from './ticket-pdf';

/** Codes shaped as ADR 035 issues them (the PDF never checks their signature). */
const code = (seat: number) => `12-345-${seat}-7G3K9Q2M-A4H7D0QX9Z1B6W3${String.fromCharCode(65 + seat)}`;

const ticket = (seat: number, extra: Partial<PrintedTicket> = {}): PrintedTicket => ({
  code: code(seat),
  play: 'Ревизор',
  // 19:00 in Sofia (UTC+2 in November).
  startsAt: new Date('2026-11-26T17:00:00Z'),
  stage: 'Голяма сцена',
  seat: { area: 'Партер', row: 'F', seat: String(10 + seat), zone: 'Партер, предни редове', entrance: 'Вход 1' },
  priceWithTax: 2500,
  currencyCode: 'EUR',
  holder: 'Иван Петров',
  ...extra,
});

const print = (input: Partial<TicketsPdfInput> & Pick<TicketsPdfInput, 'tickets'>) =>
  renderTicketsPdf({
    layout: 'a4',
    language: 'bg',
    theatreName: 'Народен театър „Иван Вазов“',
    timeZone: THEATRE_TIME_ZONE,
    ...input,
  }).then(readPdf);

const A4_THIRD = 841.89 / 3;
const ROLL_WIDTH = (80 / 25.4) * 72;

/** The page's lines within one third of an A4 page. */
const inThird = (page: PdfPage, third: number) =>
  page.lines.filter((line) => line.y > third * A4_THIRD && line.y < (third + 1) * A4_THIRD).map((line) => line.text);

describe('renderTicketsPdf on A4', { timeout: 30_000 }, () => {
  it('puts three tickets on a page, one in each third, so four take two pages', async () => {
    const pdf = await print({ tickets: [1, 2, 3, 4].map((seat) => ticket(seat)) });
    expect(pdf.pages).toHaveLength(2);
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(595.28, 1);
      expect(page.height).toBeCloseTo(841.89, 1);
    }
    const [first, second] = pdf.pages as [PdfPage, PdfPage];
    for (const third of [0, 1, 2]) {
      expect(inThird(first, third)).toContain(`Място: Партер, ред F, място ${11 + third}`);
    }
    expect(inThird(second, 0)).toContain('Място: Партер, ред F, място 14');
    expect(inThird(second, 1)).toEqual([]);
    // Each third's QR code, as rendered, is its own ticket's code.
    const thirds = [0, 1, 2].map((third) => ({ top: third * A4_THIRD, height: A4_THIRD }));
    expect(await first.scanQr(thirds)).toEqual([code(1), code(2), code(3)]);
    expect(await second.scanQr(thirds)).toEqual([code(4), null, null]);
  });

  it('prints the play, the date and time in the language at the theatre, stage, seat, price, holder and codes', async () => {
    const [page] = (await print({ tickets: [ticket(2)] })).pages as [PdfPage];
    // Cyrillic comes back out of the PDF as the same letters, not as look-alikes or boxes.
    expect(page.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        'Народен театър „Иван Вазов“',
        'Ревизор',
        'Сцена: Голяма сцена',
        'Място: Партер, ред F, място 12',
        'Зона: Партер, предни редове · Вход 1',
        'Цена: 25,00 € · Име: Иван Петров',
        'Кратък код (за диктуване)',
        formatShortTicketCode(shortTicketCode(code(2))),
        code(2),
      ]),
    );
    expect(page.text).toMatch(/четвъртък, 26 ноември 2026 г\.[ ,в]+19:00/);
    expect(page.text).not.toContain(PRINT_TEXTS.bg.reprint.slice(0, 8));
  });

  it("prints the time in the theatre's time zone, not the server's", async () => {
    const [sofia] = (await print({ tickets: [ticket(1)] })).pages as [PdfPage];
    const [london] = (await print({ tickets: [ticket(1)], timeZone: 'Europe/London' })).pages as [PdfPage];
    expect(sofia.text).toContain('19:00');
    expect(london.text).toContain('17:00');
    expect(london.text).not.toContain('19:00');
  });

  it('marks a reprint with its number and keeps the same QR code', async () => {
    const pdf = await print({ tickets: [ticket(1), ticket(1, { reprint: 2 })] });
    const [page] = pdf.pages as [PdfPage];
    expect(inThird(page, 0).join('\n')).not.toContain('ДУБЛИКАТ');
    expect(inThird(page, 1)).toEqual(expect.arrayContaining(['ДУБЛИКАТ № 2', PRINT_TEXTS.bg.reprintNote]));
    const thirds = [0, 1].map((third) => ({ top: third * A4_THIRD, height: A4_THIRD }));
    expect(await page.scanQr(thirds)).toEqual([code(1), code(1)]);
  });

  it('names a place sold by count by its area alone, and leaves out what a ticket does not have', async () => {
    const standing = ticket(1, {
      seat: { area: 'Правостоящи', row: null, seat: null },
      priceWithTax: undefined,
      holder: undefined,
      shortCode: '7G3K9Q2MB',
    });
    const [page] = (await print({ tickets: [standing] })).pages as [PdfPage];
    expect(page.lines.map((line) => line.text)).toContain('Място: Правостоящи');
    expect(page.text).not.toMatch(/ред|Цена|Име|Зона|null|undefined/);
    // A short code given unformatted is printed in its groups of three.
    expect(page.text).toContain('7G3-K9Q-2MB');
  });

  it('keeps a ticket with every line at its longest inside its third', async () => {
    const long = ticket(1, {
      play: 'Много дълго заглавие на пиеса, което не се побира на един ред, нито на два, нито на три реда',
      stage: 'Камерна сцена „Сълза и смях“ на втория етаж в съседната сграда',
      seat: {
        area: 'Първи балкон, лява страна',
        row: '12',
        seat: '118',
        zone: 'Балкон, лоши видимост, частично закрита сцена',
        entrance: 'Вход 3, от задния двор, второ стълбище',
      },
      holder: 'Александра Константинова-Петрова',
      reprint: 12,
    });
    const [page] = (await print({ language: 'pt_BR', tickets: [long, long, long] })).pages as [PdfPage];
    for (const third of [0, 1, 2]) {
      const lines = inThird(page, third);
      expect(lines[0]).toBe('Народен театър „Иван Вазов“');
      expect(lines).toContain('REIMPRESSÃO Nº 12');
      expect(lines.join('\n')).toContain('Lugar: Първи балкон, лява страна, fileira 12');
    }
    // No line runs into the next third or off the page: every baseline clears its third's edges.
    for (const line of page.lines) {
      const top = Math.floor(line.y / A4_THIRD) * A4_THIRD;
      expect(line.y - top, line.text).toBeGreaterThan(20);
      expect(top + A4_THIRD - line.y, line.text).toBeGreaterThan(5);
    }
  });

  it('refuses to print no tickets', async () => {
    await expect(print({ tickets: [] })).rejects.toThrow(/No tickets/);
  });
});

describe('renderTicketsPdf on an 80 mm roll', { timeout: 30_000 }, () => {
  it('prints one ticket per page, 80 mm wide and as tall as its content, each with its QR code', async () => {
    const pdf = await print({ layout: 'roll', tickets: [ticket(1), ticket(2, { reprint: 1 })] });
    expect(pdf.pages).toHaveLength(2);
    for (const [index, page] of pdf.pages.entries()) {
      expect(page.width).toBeCloseTo(ROLL_WIDTH, 1);
      const lowest = Math.max(...page.lines.map((line) => line.y));
      expect(page.height - lowest).toBeLessThan(30);
      expect(page.height).toBeLessThan(700);
      expect(await page.scanQr()).toEqual([code(index + 1)]);
    }
    expect(pdf.pages[1]?.text).toContain('ДУБЛИКАТ № 1');
    expect(pdf.pages[0]?.text).not.toContain('ДУБЛИКАТ');
  });

  const texts = {
    bg: ['четвъртък, 26 ноември 2026', 'Място: Stalls, ред F, място 12', 'Сцена: Main', 'ДУБЛИКАТ № 3', 'Билети'],
    en: ['Thursday, November 26, 2026', 'Seat: Stalls, row F, seat 12', 'Stage: Main', 'REPRINT No. 3', 'Tickets'],
    de: [
      'Donnerstag, 26. November 2026',
      'Platz: Stalls, Reihe F, Platz 12',
      'Bühne: Main',
      'DUPLIKAT Nr. 3',
      'Tickets',
    ],
    es: [
      'jueves, 26 de noviembre de 2026',
      'Localidad: Stalls, fila F, butaca 12',
      'Sala: Main',
      'DUPLICADO N.º 3',
      'Entradas',
    ],
    fr: ['jeudi 26 novembre 2026', 'Place : Stalls, rang F, fauteuil 12', 'Salle : Main', 'DUPLICATA N° 3', 'Billets'],
    it: ['giovedì 26 novembre 2026', 'Posto: Stalls, fila F, posto 12', 'Sala: Main', 'DUPLICATO N. 3', 'Biglietti'],
    pt_BR: [
      'quinta-feira, 26 de novembro de 2026',
      'Lugar: Stalls, fileira F, assento 12',
      'Palco: Main',
      'REIMPRESSÃO Nº 3',
      'Ingressos',
    ],
  };

  it('prints the date, seat, stage and reprint mark in each of the seven languages', async () => {
    expect(Object.keys(texts).sort()).toEqual([...TICKET_LANGUAGES].sort());
    for (const [language, [date, seat, stage, mark, title]] of Object.entries(texts)) {
      const one = ticket(2, {
        stage: 'Main',
        play: 'Tartuffe',
        reprint: 3,
        seat: { area: 'Stalls', row: 'F', seat: '12' },
      });
      const pdf = await print({ layout: 'roll', language, tickets: [one] });
      const page = pdf.pages[0] as PdfPage;
      // On 72 mm the date may wrap: read it as one run of words.
      const words = page.text.replace(/\n/g, ' ');
      expect(words, language).toContain(date);
      expect(words, language).toContain(language === 'en' ? '7:00 PM' : '19:00');
      expect(
        page.lines.map((line) => line.text),
        language,
      ).toEqual(expect.arrayContaining([seat, stage, mark]));
      expect(pdf.title, language).toBe(`${title} · Народен театър „Иван Вазов“`);
    }
  });

  it('prints in Bulgarian when the language is not one the theatre prints in', async () => {
    const pdf = await print({ layout: 'roll', language: 'xx', tickets: [ticket(1)] });
    expect(pdf.pages[0]?.text).toContain('Място: Партер, ред F, място 11');
  });
});
