import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FileBasedTemplateLoader } from '@vendure/email-plugin';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketQrPng } from '../tickets/ticket-email';
import { formatDateTime, formatMoney } from './email-format';
import { emailLanguage } from './email-locale';
import { FoyerEmailGenerator } from './foyer-email-generator';
import { FoyerEmailSender } from './foyer-email-sender';

/**
 * The order confirmation with tickets as it leaves over real SMTP (nodemailer to a
 * loopback SMTP server): the rendered template, the QR codes as PNG attachments with a
 * `cid`, through FoyerEmailSender's SMTP path. Mail clients show inline images only from
 * a multipart/related part whose image parts carry the Content-ID the HTML names.
 */

const commerce = path.resolve(__dirname, '../../..');
const loader = new FileBasedTemplateLoader(path.join(commerce, 'email-templates'));
const generator = new FoyerEmailGenerator(path.join(commerce, 'email-messages'));

let server: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  await generator.onInit({ templateLoader: loader } as never);
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('latin1');
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Part = { headers: Record<string, string>; body: string; parts: Part[] };

/** A MIME entity split into its headers, body and (for multipart) its parts, recursively. */
function parseEntity(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((chunk) => !chunk.startsWith('--'))
        .map((chunk) => parseEntity(chunk.replace(/^\r?\n/, '')))
    : [];
  return { headers, body, parts };
}

const all = (part: Part): Part[] => [part, ...part.parts.flatMap(all)];
const type = (part: Part) => (part.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const decode = (part: Part) => {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(part.body), 'utf8');
  return Buffer.from(part.body, 'latin1');
};

describe('the order confirmation over SMTP', () => {
  it('is multipart/related with one inline PNG per ticket, each named by cid: in the HTML, beside a text part', async () => {
    const language = emailLanguage('de');
    const codes = ['12-34-1-ABCDEFGH-0123456789ABCDEF', '12-34-2-HGFEDCBA-FEDCBA9876543210'];
    const startsAt = new Date('2027-03-12T17:30:00Z');
    const tickets = codes.map((code, i) => ({
      play: 'Tartuffe',
      stage: 'Große Bühne',
      when: formatDateTime(language, startsAt),
      seat: String(i + 1),
      seats: String(codes.length),
      code,
      shortCode: `7G3-K9Q-2M${i}`,
      qrCid: `ticket-${i + 1}@foyer`,
    }));
    const vars = {
      fromAddress: 'Foyer <tickets@foyer.example>',
      language,
      firstName: 'Ana',
      homeUrl: 'https://shop.foyer.example/de',
      order: { code: 'SMTP123', shippingAddress: {} },
      placedAt: formatDateTime(language, new Date('2027-03-01T10:00:00Z')),
      summary: {
        lines: [{ quantity: 2, name: 'Tartuffe', price: formatMoney(language, 3000, 'EUR') }],
        subtotal: formatMoney(language, 3000, 'EUR'),
        discounts: [],
        delivery: null,
        total: formatMoney(language, 3000, 'EUR'),
        taxes: [{ rate: '9', amount: formatMoney(language, 248, 'EUR') }],
      },
      tickets,
      orderUrl: 'https://shop.foyer.example/de/account/orders/SMTP123',
    };
    const template = await loader.loadTemplate(undefined as never, undefined as never, {
      type: 'order-confirmation',
      templateName: 'body.hbs',
      templateVars: vars,
    });
    const email = await generator.generate(
      '{{ fromAddress }}',
      '{{t "order_subject" code=order.code}}',
      template,
      vars,
    );
    const pngs = await Promise.all(codes.map((code) => ticketQrPng(code)));
    await new FoyerEmailSender().send(
      {
        ...email,
        recipient: 'ana@example.org',
        attachments: tickets.map((ticket, i) => ({
          filename: `ticket-${i + 1}.png`,
          cid: ticket.qrCid,
          contentType: 'image/png',
          content: pngs[i] as Buffer,
        })),
      } as never,
      { type: 'smtp', host: '127.0.0.1', port, secure: false, ignoreTLS: true } as never,
    );
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);

    const message = parseEntity(received[0] ?? '');
    const parts = all(message);
    const related = parts.filter((part) => type(part) === 'multipart/related');
    expect(related, 'a multipart/related part').toHaveLength(1);
    const inside = all(related[0] as Part);
    const html = inside.find((part) => type(part) === 'text/html');
    expect(html, 'the HTML inside multipart/related').toBeDefined();
    const htmlText = decode(html as Part).toString('utf8');

    const images = inside.filter((part) => type(part) === 'image/png');
    expect(images).toHaveLength(2);
    for (const [i, image] of images.entries()) {
      const contentId = (image.headers['content-id'] ?? '').replace(/^<|>$/g, '');
      expect(contentId).toBe(tickets[i]?.qrCid);
      expect(htmlText).toContain(`src="cid:${contentId}"`);
      expect(image.headers['content-disposition'] ?? '').toMatch(/^inline/);
      // The bytes that arrived are the PNG of that ticket's code.
      expect(decode(image).equals(pngs[i] as Buffer)).toBe(true);
    }

    const text = parts.find((part) => type(part) === 'text/plain');
    expect(text, 'a plain-text part').toBeDefined();
    const plain = decode(text as Part).toString('utf8');
    expect(plain).toContain('Ticket 1 von 2');
    expect(plain).toContain(codes[0]);
    expect(plain).not.toContain('cid:');
    // The text part is an alternative to the HTML, not an attachment.
    expect(parts.some((part) => type(part) === 'multipart/alternative')).toBe(true);
  });
});
