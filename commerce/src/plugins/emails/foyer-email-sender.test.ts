import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailKey, FoyerEmailSender, type SentEmails } from './foyer-email-sender';

/**
 * A send job the queue runs again (its worker died after sending, before the job was
 * marked done; ADR 064) must not deliver the email twice.
 */

const confirmation = (code: string) => ({
  from: 'Foyer <tickets@foyer.example>',
  recipient: 'ana@example.org',
  subject: `Your order ${code}`,
  body: `<html><body><p>Order ${code}</p></body></html>`,
  attachments: [],
});

describe('the development mailbox', () => {
  let outputPath: string;
  beforeAll(() => {
    outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-sender-'));
  });
  afterAll(() => fs.rmSync(outputPath, { recursive: true, force: true }));

  it('keeps one file for an email sent twice, and one per other email', async () => {
    const sender = new FoyerEmailSender();
    const file = { type: 'file', outputPath } as never;
    await sender.send(confirmation('A1') as never, file);
    await sender.send(confirmation('A1') as never, file);
    await sender.send(confirmation('B2') as never, file);
    const files = fs.readdirSync(outputPath);
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(2);
    expect(files.some((name) => name.endsWith(`_${emailKey(confirmation('A1'))}.json`))).toBe(true);
    // Written whole, then named: nothing half-written is left for the mailbox to read.
    expect(files.filter((name) => !name.endsWith('.json'))).toEqual([]);
  });
});

describe('SMTP', () => {
  let server: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
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

  it('sends an email once however often its job runs, with a Message-ID that names it', async () => {
    const remembered = new Set<string>();
    const sent: SentEmails = {
      has: async (key) => remembered.has(key),
      add: async (key) => {
        remembered.add(key);
      },
    };
    // Two workers sharing the record, as two processes share Vendure's cache in Redis.
    const smtp = { type: 'smtp', host: '127.0.0.1', port, secure: false, ignoreTLS: true } as never;
    await new FoyerEmailSender(sent).send(confirmation('C3') as never, smtp);
    await new FoyerEmailSender(sent).send(confirmation('C3') as never, smtp);
    await new FoyerEmailSender(sent).send(confirmation('D4') as never, smtp);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    const ids = received.map((raw) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1]);
    expect(ids).toEqual([
      `<${emailKey(confirmation('C3'))}@foyer.example>`,
      `<${emailKey(confirmation('D4'))}@foyer.example>`,
    ]);
  });
});
