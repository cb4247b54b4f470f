import fs from 'node:fs';
import path from 'node:path';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MailboxEntry } from '../src/plugins/emails/dev-mailbox-entry';
import { storefrontPrefix } from '../src/plugins/emails/localized-links';
import { payByTestCard, TRANSITION } from './checkout-steps';
import { TestClient } from './graphql-client';

/**
 * Every email Foyer sends, triggered against the real server in each of the seven
 * languages: registration (the request's language), then password reset, email change
 * and an order (the customer's stored language and the order's), each of those asked
 * for without a language, as a payment provider's webhook would settle a payment.
 */
const LANGUAGES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt_BR'] as const;
type Language = (typeof LANGUAGES)[number];
type Kind = 'verify' | 'reset' | 'change' | 'order';

const messagesOf = (language: Language) =>
  JSON.parse(
    fs.readFileSync(
      path.join(__dirname, '../email-messages', `${language === 'pt_BR' ? 'pt' : language}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

/** The theatre's name as the site gives it (messages/{locale}.json), which every email uses (ADR 055). */
const theatreOf = (language: Language) =>
  (
    JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../messages', `${language === 'pt_BR' ? 'pt' : language}.json`), 'utf8'),
    ) as Record<string, string>
  ).site_title ?? '';

/** Words a language shares with English: cognates, loanwords in everyday use, and month names spelt alike. */
const SHARED_WORDS: Record<Language, string[]> = {
  bg: [],
  en: [],
  de: ['browser', 'april', 'august', 'september', 'november'],
  es: ['subtotal', 'total'],
  fr: ['total', 'date'],
  it: ['total', 'account', 'password', 'browser'],
  pt_BR: ['subtotal', 'total', 'ignore'],
};

interface Sent {
  mails: Record<Kind, MailboxEntry>;
  /** Words of the data the emails show (names, addresses, products), allowed in any language. */
  dataWords: Set<string>;
  orderCode: string;
}

const sent = new Map<Language, Sent>();
const PASSWORD = 'a-long-password-1';

const words = (text: string) =>
  new Set(
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\S+@\S+/g, ' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [],
  );

async function mailTo(recipient: string, matches: (mail: MailboxEntry) => boolean): Promise<MailboxEntry> {
  const mailbox = inject('mailboxUrl');
  for (let attempt = 0; attempt < 150; attempt++) {
    const list = (await (await fetch(`${mailbox}/list`)).json()) as Array<{ fileName: string; recipient: string }>;
    for (const item of list.filter((m) => m.recipient === recipient)) {
      const mail = (await (await fetch(`${mailbox}/item/${item.fileName}`)).json()) as MailboxEntry;
      if (matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const list = (await (await fetch(`${mailbox}/list`)).json()) as Array<{ recipient: string; fileName: string }>;
  const theirs = await Promise.all(
    list
      .filter((m) => m.recipient === recipient)
      .map(async (m) =>
        ((await (await fetch(`${mailbox}/item/${m.fileName}`)).json()) as MailboxEntry).html.match(/href="[^"]*"/g),
      ),
  );
  throw new Error(`No such email reached ${recipient}; it has ${JSON.stringify(theirs)}`);
}

const linkTo = (language: Language, route: string) =>
  new RegExp(`href="https?://[^/"]+${storefrontPrefix(language)}${route}\\?token=([A-Za-z0-9_-]+)"`);

async function sendEveryEmail(language: Language): Promise<Sent> {
  const shop = new TestClient(inject('shopApiUrl'));
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `mail-${language.toLowerCase()}-${stamp}@foyer.example`;
  const newEmail = `moved-${language.toLowerCase()}-${stamp}@foyer.example`;
  await shop.query(
    shopGraphql(`mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`),
    { input: { emailAddress: email, firstName: 'Ana', lastName: 'Petrova', password: PASSWORD } },
    language,
  );
  const verify = await mailTo(email, (mail) => linkTo(language, '/account/verify').test(mail.html));
  const token = linkTo(language, '/account/verify').exec(verify.html)?.[1];
  await shop.query(shopGraphql(`mutation ($token: String!) { verifyCustomerAccount(token: $token) { __typename } }`), {
    token: token!,
  });
  await shop.query(
    shopGraphql(`mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`),
    {
      u: email,
      p: PASSWORD,
    },
  );

  // No language on these requests: the emails follow the customer's stored one.
  await shop.query(shopGraphql(`mutation ($e: String!) { requestPasswordReset(emailAddress: $e) { __typename } }`), {
    e: email,
  });
  const reset = await mailTo(email, (mail) => linkTo(language, '/account/password-reset').test(mail.html));
  await shop.query(
    shopGraphql(
      `mutation ($p: String!, $e: String!) { requestUpdateCustomerEmailAddress(password: $p, newEmailAddress: $e) { __typename } }`,
    ),
    { p: PASSWORD, e: newEmail },
  );
  const change = await mailTo(newEmail, (mail) => linkTo(language, '/account/verify-email-change').test(mail.html));

  const { products } = await shop.query(
    shopGraphql(`query { products(options: { take: 50 }) { items { slug variants { id stockLevel } } } }`),
  );
  // The seven languages buy at the same moment, and other test files buy too: each
  // language takes one of a different variant with plenty left ("in stock": over five).
  const inStock = products.items
    .filter((p: { slug: string }) => !p.slug.startsWith('ticket'))
    .flatMap((p: { variants: Array<{ id: string; stockLevel: string }> }) => p.variants)
    .filter((v: { stockLevel: string }) => v.stockLevel === 'IN_STOCK');
  const variant = inStock[LANGUAGES.indexOf(language) % inStock.length];
  await shop.query(
    shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`),
    {
      id: variant.id,
    },
  );
  await shop.query(
    shopGraphql(
      `mutation { setOrderShippingAddress(input: { fullName: "Ana Petrova", streetLine1: "ul. Rakovski 1", city: "Sofia", postalCode: "1000", countryCode: "BG" }) { __typename } }`,
    ),
  );
  const { eligibleShippingMethods } = await shop.query(shopGraphql(`query { eligibleShippingMethods { id } }`));
  await shop.query(
    shopGraphql(`mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { __typename } }`),
    {
      id: eligibleShippingMethods[0].id,
    },
  );
  // The customer's last step is in their language; the payment settles in a request without one.
  const arranged = (await shop.query(TRANSITION, { state: 'ArrangingPayment' }, language)).transitionOrderToState;
  expect(arranged?.__typename, JSON.stringify(arranged)).toBe('Order');
  const paid = expectType(await payByTestCard(shop), 'Order');
  expect(paid.state).toBe('PaymentSettled');
  // The new address is not confirmed yet: the confirmation goes to the one in use.
  const order = await mailTo(email, (mail) => mail.subject.includes(paid.code));

  const dataWords = new Set<string>(['foyer', 'ana', 'petrova', 'rakovski', 'sofia']);
  for (const code of [language, 'en']) {
    const { orderByCode } = await shop.query(
      shopGraphql(
        `query ($code: String!) { orderByCode(code: $code) { lines { productVariant { name } } shippingLines { shippingMethod { name } } shippingAddress { country } } }`,
      ),
      { code: paid.code },
      code,
    );
    const names = [
      ...orderByCode!.lines.map((line) => line.productVariant.name),
      ...orderByCode!.shippingLines.map((line) => line.shippingMethod.name),
      orderByCode!.shippingAddress!.country ?? '',
    ];
    for (const word of words(names.join(' '))) dataWords.add(word);
  }
  return { mails: { verify, reset, change, order }, dataWords, orderCode: paid.code };
}

beforeAll(async () => {
  const all = await Promise.all(LANGUAGES.map(async (language) => [language, await sendEveryEmail(language)] as const));
  for (const [language, emails] of all) sent.set(language, emails);
}, 240_000);

const SUBJECT_KEY: Record<Kind, string> = {
  verify: 'verify_subject',
  reset: 'reset_subject',
  change: 'change_subject',
  order: 'order_subject',
};
const ROUTE: Record<Kind, string | null> = {
  verify: '/account/verify',
  reset: '/account/password-reset',
  change: '/account/verify-email-change',
  order: null,
};

describe.each(LANGUAGES)('the emails in %s', (language) => {
  it.each(['verify', 'reset', 'change', 'order'] as const)(
    '%s: subject, body and links in the language, two parts',
    (kind) => {
      const { mails, dataWords, orderCode } = sent.get(language) as Sent;
      const mail = mails[kind];
      const messages = messagesOf(language);
      expect(mail.subject).toBe(
        (messages[SUBJECT_KEY[kind]] ?? '').replace('{code}', orderCode).replace('{theatre}', theatreOf(language)),
      );
      expect(mail.html).toContain(`<html lang="${language === 'pt_BR' ? 'pt' : language}"`);
      expect(mail.html).toContain(theatreOf(language));
      expect(mail.text.length).toBeGreaterThan(80);
      const route = ROUTE[kind];
      if (route) {
        expect(mail.html).toMatch(linkTo(language, route));
        expect(mail.text).toMatch(new RegExp(`${storefrontPrefix(language)}${route}\\?token=`));
      } else {
        expect(mail.html).toContain(`${storefrontPrefix(language)}/account/orders/${orderCode}"`);
        expect(mail.text).toContain(messages.order_total ?? '?');
      }
      if (language !== 'en') {
        // The English email's own words: its data (the product the English shopper happened to
        // buy, which other tests may have made) is not the template's English.
        const en = sent.get('en') as Sent;
        const english = new Set([...words(en.mails[kind].text)].filter((word) => !en.dataWords.has(word)));
        const allowed = new Set([...dataWords, ...SHARED_WORDS[language]]);
        const leftovers = [...words(mail.text)].filter((word) => english.has(word) && !allowed.has(word));
        expect(leftovers, `English words in the ${language} ${kind} email`).toEqual([]);
      }
    },
  );
});
