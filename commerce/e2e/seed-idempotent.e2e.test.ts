import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startCommerce } from '@foyer/shared/stack/programs';
import type { ResultOf } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './graphql-client';

const COUNTS = shopGraphql(
  `query { products(options: { take: 1 }) { totalItems } plays { totalItems } performances { totalItems } }`,
);

/** A real SMTP server on loopback that keeps what it is sent. */
async function startSmtpSink() {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The body of a quoted-printable mail, readable. */
function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('a second start on a seeded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-seed-'));
  const port = Number(process.env.COMMERCE_E2E_PORT ?? 3191) + 1;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let second: Awaited<ReturnType<typeof startCommerce>> | undefined;
  let before: ResultOf<typeof COUNTS>;

  beforeAll(async () => {
    const first = await startCommerce({ port, dataDir, quiet: true });
    before = await new TestClient(first.shopApiUrl).query(COUNTS);
    await first.stop();
    smtp = await startSmtpSink();
    second = await startCommerce({
      port,
      dataDir,
      quiet: true,
      env: {
        SMTP_URL: `smtp://box-office:secret@127.0.0.1:${smtp.port}`,
        EMAIL_FROM: 'Foyer Test <tickets@foyer.example>',
        STOREFRONT_URL: 'https://shop.foyer.example',
      },
    });
  }, 300_000);

  afterAll(async () => {
    await second?.stop();
    await smtp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the seeded data alone', async () => {
    const after = await new TestClient(second!.shopApiUrl).query(COUNTS);

    expect(before.products.totalItems).toBeGreaterThanOrEqual(30);
    expect(after).toEqual(before);
  });

  it('sends its emails over SMTP when SMTP_URL is set, and serves no mailbox', async () => {
    const email = `smtp-${Date.now()}@example.org`;
    const shop = new TestClient(second!.shopApiUrl);
    const { registerCustomerAccount } = await shop.query(
      shopGraphql(`mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) {
        __typename ... on ErrorResult { message } } }`),
      { input: { emailAddress: email, firstName: 'Smtp', lastName: 'Test', password: 'a-long-password-1' } },
      'de',
    );
    expect(registerCustomerAccount.__typename).toBe('Success');

    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 30_000 }).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    const body = decodeQuotedPrintable(mail.raw);
    expect(mail.from).toBe('tickets@foyer.example');
    // EMAIL_FROM's address, in the theatre's name in the customer's language (ADR 055).
    expect(body).toMatch(/^From: "?Theater Foyer"? <tickets@foyer\.example>/m);
    // The verification link goes to the storefront, in the customer's language.
    expect(body).toMatch(/https:\/\/shop\.foyer\.example\/de\/account\/verify\?token=[\w-]+/);
    // In German, as HTML and as plain text (ADR 034).
    expect(body).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(body).toMatch(/^Content-Type: text\/plain/m);
    expect(body).toMatch(/^Content-Type: text\/html/m);
    expect(body).toContain('Bitte best');
    expect((await fetch(`${second!.mailboxUrl}/list`)).status).toBe(404);
  });
});
