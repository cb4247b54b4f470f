import fs from 'node:fs';
import path from 'node:path';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { storefrontPrefix } from '../src/plugins/emails/localized-links';
import { guestAtPaymentStep, payByTestCard, TRANSITION } from './checkout-steps';
import { TestClient } from './graphql-client';
import { type MailboxEmail, mailTo } from './mailbox';

/**
 * The order confirmation with tickets in each language but English: no English sentence
 * of the English email's messages is left in it (the ticket's words included), and its
 * money and dates are what Intl writes for the language. And an order is written in the
 * language it was placed in, not the customer's stored one.
 */

const LANGUAGES = ['bg', 'de', 'es', 'fr', 'it', 'pt_BR'] as const;
type Language = (typeof LANGUAGES)[number];
/** How the storefront formats in each language (src/lib/locales.ts), written out here, not imported. */
const INTL: Record<Language | 'en', string> = {
  bg: 'bg-BG',
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt_BR: 'pt-BR',
};

type Message = string | Array<{ match: Record<string, string> }>;
const messagesOf = (language: Language | 'en') =>
  JSON.parse(
    fs.readFileSync(
      path.join(__dirname, '../email-messages', `${language === 'pt_BR' ? 'pt' : language}.json`),
      'utf8',
    ),
  ) as Record<string, Message>;

/** Every text of a message: the message, or each of its plural variants. */
const variants = (message: Message): string[] =>
  typeof message === 'string' ? [message] : message.flatMap((m) => Object.values(m.match));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English sentences to look for: each English message (plural variants included) as a
 * pattern whose placeholders match anything. A message of one bare word ("Total",
 * "Subtotal") is left out: such words are shared by several languages.
 */
const englishSentences = Object.entries(messagesOf('en'))
  .filter(([key]) => key !== '$schema')
  .flatMap(([key, message]) =>
    variants(message).map((text) => {
      const literal = text.replace(/\{[^}]+\}/g, ' ');
      const words = literal.match(/\p{L}{2,}/gu) ?? [];
      // A placeholder's value is a few words at most (a date: "November 25, 2026 at 7:00 PM");
      // the literal words around it are whole words, spaced as in the message.
      const pattern = text
        .split(/\{[^}]+\}/)
        .map((piece) => escapeRegExp(piece).replace(/\s+/g, '\\s+'))
        .join('\\S+(?:\\s+\\S+){0,7}?');
      return { key, text, words, pattern: new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, 'u') };
    }),
  )
  .filter(({ text, words }) => words.length >= 2 || (words.length === 1 && /\{/.test(text)));

/** The visible words of an HTML part, entities decoded and spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<head[\s\S]*?<\/head>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
const oneSpace = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

let superadmin: TestClient;
let performance: { id: string; variantId: string; startsAt: string };

async function schedule(hoursFromNow: number, seats: number) {
  const { plays } = await superadmin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const { stages } = await superadmin.query(adminGraphql(`query { stages(options: { take: 1 }) { items { id } } }`));
  const startsAt = new Date(Date.now() + hoursFromNow * 3_600_000);
  startsAt.setUTCSeconds(0, 0);
  const { schedulePerformance } = await superadmin.query(
    adminGraphql(
      `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id startsAt productVariant { id } } }`,
    ),
    {
      input: {
        playId: plays.items[0]!.id,
        stageId: stages.items[0]!.id,
        startsAt: startsAt.toISOString(),
        price: 1500,
        seats,
      },
    },
  );
  return {
    id: schedulePerformance.id,
    variantId: schedulePerformance.productVariant!.id,
    startsAt: schedulePerformance.startsAt,
  };
}

/** The order's confirmation in the mailbox, found by its code (the subject is in the order's language). */
const confirmationOf = (email: string, code: string) => mailTo(email, new RegExp(code));

interface Placed {
  email: string;
  code: string;
  totalWithTax: number;
  currencyCode: string;
  mail: MailboxEmail;
}

/** A guest buys two tickets with every step of theirs in `language`; the payment settles in a request without one. */
async function buyTwoIn(language: Language | 'en'): Promise<Placed> {
  const shop = new TestClient(inject('shopApiUrl'));
  const { email } = await guestAtPaymentStep(shop, performance.variantId, 2, `ticket-mail-${language.toLowerCase()}`);
  const arranged = (await shop.query(TRANSITION, { state: 'ArrangingPayment' }, language)).transitionOrderToState;
  expect(arranged?.__typename, JSON.stringify(arranged)).toBe('Order');
  const paid = expectType(await payByTestCard(shop), 'Order');
  expect(paid.state).toBe('PaymentSettled');
  const { orderByCode } = await shop.query(
    shopGraphql(`query ($code: String!) { orderByCode(code: $code) { totalWithTax currencyCode } }`),
    { code: paid.code },
  );
  return { email, code: paid.code, ...orderByCode!, mail: await confirmationOf(email, paid.code) };
}

const placed = new Map<Language | 'en', Placed>();

beforeAll(async () => {
  superadmin = new TestClient(inject('adminApiUrl'));
  await superadmin.loginAsSuperadmin();
  performance = await schedule(24 * 6 + Math.random() * 24, 40);
  const all = await Promise.all((['en', ...LANGUAGES] as const).map(async (l) => [l, await buyTwoIn(l)] as const));
  for (const [language, order] of all) placed.set(language, order);
}, 240_000);

describe('the English sentences looked for', () => {
  it('include the ticket’s words', () => {
    const keys = new Set(englishSentences.map((s) => s.key));
    for (const key of ['tickets_heading', 'tickets_intro', 'ticket_date', 'ticket_stage', 'ticket_number']) {
      expect(keys, key).toContain(key);
    }
    for (const key of ['ticket_code', 'ticket_show_code', 'order_thanks', 'order_view']) expect(keys).toContain(key);
  });

  it('are found in the English confirmation, so the check can fail', () => {
    const { mail } = placed.get('en') as Placed;
    for (const part of [mail.text, visibleText(mail.html)]) {
      for (const key of ['tickets_heading', 'tickets_intro', 'ticket_date', 'ticket_number', 'ticket_code']) {
        expect(
          englishSentences.some((s) => s.key === key && s.pattern.test(part)),
          `${key} in the English email`,
        ).toBe(true);
      }
    }
  });
});

describe.each(LANGUAGES)('the order confirmation with tickets in %s', (language) => {
  it('has no English sentence in its HTML or its text part, and two tickets in the language', () => {
    const { mail } = placed.get(language) as Placed;
    expect(mail.html).toContain(`<html lang="${language === 'pt_BR' ? 'pt' : language}"`);
    expect(mail.text.length).toBeGreaterThan(200);
    for (const [part, text] of [
      ['text', mail.text],
      ['html', visibleText(mail.html)],
      ['subject', mail.subject],
    ] as const) {
      const left = englishSentences.filter((s) => s.pattern.test(text)).map((s) => `${s.key}: ${s.text}`);
      expect(left, `English sentences in the ${language} ${part}`).toEqual([]);
    }
    // The ticket's words in the language: "Ticket 1 of 2" as the language says it.
    const number = messagesOf(language).ticket_number as string;
    for (const n of [1, 2]) {
      const expected = number.replace('{number}', String(n)).replace('{count}', '2');
      expect(oneSpace(mail.text)).toContain(expected);
      expect(visibleText(mail.html)).toContain(expected);
    }
    expect(mail.attachments.filter((a) => a.contentType === 'image/png' && a.cid)).toHaveLength(2);
  });

  it('writes its money and its dates with Intl for the language', () => {
    const { mail, totalWithTax, currencyCode } = placed.get(language) as Placed;
    const money = new Intl.NumberFormat(INTL[language], { style: 'currency', currency: currencyCode }).format(
      totalWithTax / 100,
    );
    const when = new Intl.DateTimeFormat(INTL[language], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Sofia',
    }).format(new Date(performance.startsAt));
    const englishWhen = new Intl.DateTimeFormat(INTL.en, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Sofia',
    }).format(new Date(performance.startsAt));
    const englishMoney = new Intl.NumberFormat(INTL.en, { style: 'currency', currency: currencyCode }).format(
      totalWithTax / 100,
    );
    for (const text of [oneSpace(mail.text), visibleText(mail.html)]) {
      expect(text).toContain(oneSpace(money));
      expect(text).toContain(oneSpace(when));
      expect(text).not.toContain(oneSpace(englishWhen));
      expect(text).not.toContain(oneSpace(englishMoney));
    }
  });
});

describe('an order placed in one language by a customer whose stored language is another', () => {
  it('is confirmed in the language the order was placed in', async () => {
    const shop = new TestClient(inject('shopApiUrl'));
    const email = `stored-de-ordered-fr-${Date.now()}-${Math.floor(Math.random() * 1e6)}@foyer.example`;
    const password = 'a-long-password-1';
    // Registered on the German storefront: German is the customer's stored language.
    await shop.query(
      shopGraphql(
        `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`,
      ),
      { input: { emailAddress: email, firstName: 'Ana', lastName: 'Petrova', password } },
      'de',
    );
    const link = new RegExp(`href="https?://[^/"]+${storefrontPrefix('de')}/account/verify\\?token=([A-Za-z0-9_-]+)"`);
    const verify = await mailTo(email, /./);
    expect(verify.html).toMatch(link);
    await shop.query(
      shopGraphql(`mutation ($token: String!) { verifyCustomerAccount(token: $token) { __typename } }`),
      {
        token: link.exec(verify.html)?.[1] ?? '',
      },
    );
    await shop.query(
      shopGraphql(`mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`),
      { u: email, p: password },
    );
    const { activeCustomer } = await shop.query(
      shopGraphql(`query { activeCustomer { customFields { preferredLanguage } } }`),
    );
    expect(activeCustomer?.customFields?.preferredLanguage).toBe('de');

    // Then shops on the French storefront: every step of the order in French.
    const added = await shop.query(
      shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`),
      { id: performance.variantId },
      'fr',
    );
    expect(added.addItemToOrder.__typename).toBe('Order');
    await shop.query(
      shopGraphql(
        `mutation { setOrderShippingAddress(input: { fullName: "Ana Petrova", streetLine1: "ul. Rakovski 1", city: "Sofia", postalCode: "1000", countryCode: "BG" }) { __typename } }`,
      ),
      {},
      'fr',
    );
    const { eligibleShippingMethods } = await shop.query(
      shopGraphql(`query { eligibleShippingMethods { id } }`),
      {},
      'fr',
    );
    await shop.query(
      shopGraphql(`mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { __typename } }`),
      { id: eligibleShippingMethods[0]!.id },
      'fr',
    );
    const arranged = (await shop.query(TRANSITION, { state: 'ArrangingPayment' }, 'fr')).transitionOrderToState;
    expect(arranged?.__typename, JSON.stringify(arranged)).toBe('Order');
    // The payment settles in a request with no language of its own, as a webhook's would.
    const paid = expectType(await payByTestCard(shop), 'Order');
    expect(paid.state).toBe('PaymentSettled');

    const mail = await confirmationOf(email, paid.code);
    const fr = messagesOf('fr');
    const de = messagesOf('de');
    const theatre = (
      JSON.parse(fs.readFileSync(path.join(__dirname, '../../messages/fr.json'), 'utf8')) as Record<string, string>
    ).site_title;
    expect(mail.subject).toBe(
      (fr.order_subject as string).replace('{code}', paid.code).replace('{theatre}', theatre ?? ''),
    );
    expect(mail.html).toContain('<html lang="fr"');
    expect(mail.text).toContain(fr.tickets_heading as string);
    expect(mail.text).not.toContain(de.tickets_heading as string);
    expect(mail.html).toContain(`${storefrontPrefix('fr')}/account/orders/${paid.code}"`);
  });
});
