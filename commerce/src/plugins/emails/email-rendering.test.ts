import path from 'node:path';
import { FileBasedTemplateLoader } from '@vendure/email-plugin';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailAddress, formatDateTime, formatMoney } from './email-format';
import { EMAIL_LOCALES, emailLanguage } from './email-locale';
import { FoyerEmailGenerator, fromTheatre } from './foyer-email-generator';
import { plainText } from './plain-text';

const commerce = path.resolve(__dirname, '../../..');
const loader = new FileBasedTemplateLoader(path.join(commerce, 'email-templates'));
const generator = new FoyerEmailGenerator(path.join(commerce, 'email-messages'));

/** The theatre's name as the site gives it (messages/{locale}.json site_title), written out here on purpose. */
const THEATRE: Record<string, string> = {
  bg: 'Театър „Фоайе“',
  en: 'Foyer Theatre',
  de: 'Theater Foyer',
  es: 'Teatro Foyer',
  fr: 'Théâtre Foyer',
  it: 'Teatro Foyer',
  pt: 'Teatro Foyer',
};

const SUBJECTS: Record<string, string> = {
  'email-verification': '{{t "verify_subject"}}',
  'password-reset': '{{t "reset_subject"}}',
  'email-address-change': '{{t "change_subject"}}',
  'order-confirmation': '{{t "order_subject" code=order.code}}',
};

const ticket = (seat: string) => ({
  play: 'Hamlet',
  stage: 'Main stage',
  when: '12 March 2027, 19:30',
  seat,
  seats: '8',
  code: `T-${seat}`,
  shortCode: `7G3-K9Q-2M${seat}`,
  qrCid: `qr-${seat}`,
});

function varsFor(locale: string) {
  const language = emailLanguage(locale === 'pt' ? 'pt_BR' : locale);
  return {
    fromAddress: 'Foyer <noreply@foyer.test>',
    language,
    firstName: 'Ana',
    actionUrl: `https://foyer.test/${locale}/account/verify?token=abc`,
    newEmailAddress: 'new@foyer.test',
    homeUrl: `https://foyer.test/${locale}`,
    order: { code: 'ABC123' },
    // As Vendure stores it when the address was set in an English request.
    address: emailAddress(
      {
        fullName: 'Ana Petrova',
        streetLine1: 'bul. Vitosha 1',
        postalCode: '1000',
        city: 'Sofia',
        country: 'Bulgaria',
        countryCode: 'BG',
      },
      language,
    ),
    placedAt: formatDateTime(language, new Date('2027-03-01T10:00:00Z')),
    summary: {
      lines: [{ quantity: 2, name: 'Hamlet', price: formatMoney(language, 5000, 'EUR') }],
      subtotal: formatMoney(language, 5000, 'EUR'),
      discounts: [],
      delivery: null,
      total: formatMoney(language, 5000, 'EUR'),
      taxes: [{ rate: '9', amount: formatMoney(language, 413, 'EUR') }],
    },
    tickets: [ticket('7'), ticket('8')],
    orderUrl: `https://foyer.test/${locale}/account/orders/ABC123`,
  };
}

async function render(type: string, locale: string, changes: Partial<ReturnType<typeof varsFor>> = {}) {
  const vars = { ...varsFor(locale), ...changes };
  const template = await loader.loadTemplate(undefined as never, undefined as never, {
    type,
    templateName: 'body.hbs',
    templateVars: vars,
  });
  const email = await generator.generate('{{ fromAddress }}', SUBJECTS[type] ?? '', template, vars);
  return { ...email, text: plainText(email.body) };
}

describe('Foyer emails', () => {
  beforeAll(async () => {
    await generator.onInit({ templateLoader: loader } as never);
  });

  it.each(Object.keys(SUBJECTS))('%s renders in every language with its own words and a text part', async (type) => {
    const en = await render(type, 'en');
    for (const locale of EMAIL_LOCALES) {
      const email = await render(type, locale);
      expect(email.body, `${type} ${locale}`).toContain(`<html lang="${locale}"`);
      expect(email.body).toContain(THEATRE[locale]);
      expect(email.text.length).toBeGreaterThan(100);
      if (locale !== 'en') {
        expect(email.subject, `${type} ${locale}`).not.toBe(en.subject);
        expect(email.text).not.toBe(en.text);
      }
    }
  });

  it('shows each ticket with its inline QR code and the counted words in the language', async () => {
    const de = await render('order-confirmation', 'de');
    expect(de.body).toContain('src="cid:qr-7"');
    expect(de.body).toContain('src="cid:qr-8"');
    expect(de.body).toContain('Ihre Tickets');
    expect(de.text).toContain('Zu dieser Bestellung gehören 2 Tickets.');
    // The number is the ticket's place on its order line, not a reserved seat.
    expect(de.text).toContain('Ticket 7 von 8');
    // The short code to read out at the door, under each QR code (ADR 057).
    expect(de.text).toContain('Oder nennen Sie diesen Code: 7G3-K9Q-2M7');
    expect(de.text).not.toContain('Platz');
    expect(de.body).toContain('50,00\u00a0€');
  });

  it("names each ticket's seat, zone and entrance in the email's words, and an unreserved place without row (ADR 060)", async () => {
    const seated = (seat: string, place: Record<string, string | null>) => ({ ...ticket(seat), place });
    const stalls = {
      area: 'Parkett',
      row: 'F',
      seat: '12',
      zone: 'Parkett, vorne',
      entrance: 'Eingang 1, Erdgeschoss',
    };
    const de = await render('order-confirmation', 'de', {
      tickets: [
        seated('1', stalls),
        seated('2', { area: 'Stehplätze', row: null, seat: null, zone: 'Galerie', entrance: null }),
      ],
    });
    expect(de.text).toContain('Platz: Parkett, Reihe F, Platz 12');
    expect(de.text).toContain('Zone: Parkett, vorne');
    expect(de.text).toContain('Eingang 1, Erdgeschoss');
    expect(de.text).toContain('Platz: Stehplätze');
    expect(de.text).not.toContain('Reihe null');
    // Inside the place the ticket's own number is still its place on the order line.
    expect(de.text).toContain('Ticket 1 von 8');
    const bg = await render('order-confirmation', 'bg', {
      tickets: [
        seated('1', { area: 'Партер', row: 'F', seat: '12', zone: 'Партер, предни редове', entrance: 'Вход 1' }),
      ],
    });
    expect(bg.text).toContain('Място: Партер, ред F, място 12');
    expect(bg.text).toContain('Зона: Партер, предни редове');
    expect(bg.text).toContain('Вход 1');
    for (const locale of EMAIL_LOCALES) {
      const email = await render('order-confirmation', locale, { tickets: [seated('1', stalls)] });
      expect(email.text, locale).toContain('F');
      expect(email.text, locale).toContain('12');
      expect(email.text, locale).toContain('Parkett, vorne');
    }
  });

  it("names the address's country in the email's language, not as Vendure stored it", async () => {
    const names: Record<string, string> = {
      bg: 'България',
      de: 'Bulgarien',
      es: 'Bulgaria',
      fr: 'Bulgarie',
      it: 'Bulgaria',
      pt: 'Bulgária',
    };
    for (const [locale, name] of Object.entries(names)) {
      const email = await render('order-confirmation', locale);
      expect(email.text, locale).toContain(name);
    }
    expect((await render('order-confirmation', 'de')).text).not.toMatch(/Bulgaria\b/);
    expect((await render('order-confirmation', 'bg')).text).not.toContain('Bulgaria');
    expect((await render('order-confirmation', 'fr')).text).not.toMatch(/Bulgaria\b/);
  });

  it("names the theatre as the site does, in the email's language: subject, From, header and footer (ADR 055)", async () => {
    for (const locale of EMAIL_LOCALES) {
      for (const type of Object.keys(SUBJECTS)) {
        const email = await render(type, locale);
        expect(email.subject, `${type} ${locale}`).toContain(THEATRE[locale]);
        expect(email.from, `${type} ${locale}`).toBe(`"${THEATRE[locale]}" <noreply@foyer.test>`);
        // The header's wordmark, and the footer's link home.
        expect(email.body.match(new RegExp(THEATRE[locale] ?? '', 'g'))?.length ?? 0).toBeGreaterThanOrEqual(2);
      }
    }
    const bg = await render('order-confirmation', 'bg');
    expect(bg.subject).toBe('Потвърждение на поръчка №ABC123 в Театър „Фоайе“');
    expect(`${bg.subject}${bg.text}`).not.toContain('Foyer');
    const de = await render('password-reset', 'de');
    expect(de.subject).toBe('Ihr Passwort beim Theater Foyer zurücksetzen');
  });

  it('keeps the apostrophes of a subject as written (it is not HTML)', async () => {
    const it = await render('order-confirmation', 'it');
    expect(it.subject).toBe('Conferma dell’ordine n. ABC123 al Teatro Foyer');
    const fr = await generator.generate(
      'x',
      '{{t "order_subject" code="l\'A&B"}}',
      '<mjml><mj-body></mj-body></mjml>',
      {
        language: emailLanguage('fr'),
      },
    );
    expect(fr.subject).toBe("Confirmation de la commande n° l'A&B au Théâtre Foyer");
  });

  it('writes the links out in the text part and leaves the images out', async () => {
    const reset = await render('password-reset', 'fr');
    expect(reset.text).toContain('https://foyer.test/fr/account/verify?token=abc');
    expect(reset.text).not.toContain('cid:');
    const order = await render('order-confirmation', 'en');
    expect(order.text).not.toContain('cid:');
    expect(order.text).toMatch(/Total\s+€50\.00/);
  });
});

describe('fromTheatre', () => {
  it("sends from EMAIL_FROM's address in the theatre's name, whatever name EMAIL_FROM gives", () => {
    expect(fromTheatre('Foyer <box-office@foyer.example>', 'Theater Foyer')).toBe(
      '"Theater Foyer" <box-office@foyer.example>',
    );
    expect(fromTheatre(' box-office@foyer.example ', 'Театър „Фоайе“')).toBe(
      '"Театър „Фоайе“" <box-office@foyer.example>',
    );
    expect(fromTheatre('"Foyer Theatre" <a@b.c>', 'The "Foyer"')).toBe('"The \\"Foyer\\"" <a@b.c>');
  });
});
