import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CacheService, type Injector } from '@vendure/core';
import type { EmailDetails, EmailSender, EmailTransportOptions, SMTPTransportOptions } from '@vendure/email-plugin';
import { createTransport, type Transporter } from 'nodemailer';
import { mailboxEntry, mailboxFileName } from './dev-mailbox-entry';
import { mailMessage } from './mail-message';

/**
 * What makes an email the same email: its recipient, subject and body. A send job that
 * runs again makes the same one (its template variables were fixed when it was queued);
 * any other email differs in them (an order's code, a link's token).
 */
export function emailKey(email: Pick<EmailDetails, 'recipient' | 'subject' | 'body'>): string {
  return createHash('sha256')
    .update(JSON.stringify([email.recipient, email.subject, email.body]))
    .digest('hex')
    .slice(0, 32);
}

/** Which emails went out already, for every worker at once. */
export interface SentEmails {
  has(key: string): Promise<boolean>;
  add(key: string): Promise<void>;
}

/** Sent emails remembered this long: far beyond any job's retries. */
const REMEMBER_SENT_MS = 30 * 24 * 60 * 60 * 1000;

/** Vendure's cache as the record of sent emails: Redis, shared by the workers, in the production profile. */
function sentInCache(cache: CacheService): SentEmails {
  const name = (key: string) => `foyer:email-sent:${key}`;
  return {
    has: async (key) => (await cache.get<boolean>(name(key))) === true,
    add: (key) => cache.set(name(key), true, { ttl: REMEMBER_SENT_MS }),
  };
}

/** The Message-ID of an email: the same for every sending of it, so a receiving server can tell a repeat. */
function messageId(email: EmailDetails, key: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(email.from)?.[1] ?? 'foyer.invalid';
  return `<${key}@${domain}>`;
}

/**
 * Sends every email with an HTML and a plain-text part and its inline attachments:
 * over SMTP in production, into the development mailbox's folder in devMode (the
 * 'file' transport). Vendure's own sender passes on the HTML only. Foyer configures
 * no other transport, so the others are refused rather than half supported.
 *
 * Sending is idempotent (ADR 064). The job queue runs a send job again when its worker
 * died before the job was marked done, possibly after the email went out. The mailbox
 * keeps the email's key in its file name and skips one it has; over SMTP the key is
 * remembered in Vendure's cache after the send and checked before it, and is the
 * Message-ID, so the one repeat left (the worker dying between sending and
 * remembering) carries the same Message-ID as the first.
 */
export class FoyerEmailSender implements EmailSender {
  private smtp: { key: string; transporter: Transporter } | undefined;

  /** @param sent the record of sent emails (Vendure's cache, once the plugin starts, unless given) */
  constructor(private sent?: SentEmails) {}

  init(injector: Injector): void {
    this.sent ??= sentInCache(injector.get(CacheService));
  }

  async send(email: EmailDetails, options: EmailTransportOptions): Promise<void> {
    switch (options.type) {
      case 'none':
        return;
      case 'testing':
        return options.onSend(email);
      case 'file': {
        const key = emailKey(email);
        const written = await fs.readdir(options.outputPath).catch(() => [] as string[]);
        if (written.some((name) => name.endsWith(`_${key}.json`))) return;
        const file = path.join(options.outputPath, mailboxFileName(email.recipient, new Date(), key));
        // Whole or not at all: the mailbox reads only *.json.
        await fs.writeFile(`${file}.tmp`, JSON.stringify(await mailboxEntry(mailMessage(email)), null, 2));
        await fs.rename(`${file}.tmp`, file);
        return;
      }
      case 'smtp': {
        const key = emailKey(email);
        if (await this.sent?.has(key)) return;
        await this.smtpTransporter(options).sendMail({ ...mailMessage(email), messageId: messageId(email, key) });
        await this.sent?.add(key);
        return;
      }
      default:
        throw new Error(`Foyer's email sender has no '${options.type}' transport`);
    }
  }

  /** One connection pool per SMTP configuration; a changed configuration gets a new one. */
  private smtpTransporter(options: SMTPTransportOptions): Transporter {
    const key = JSON.stringify(options);
    if (this.smtp?.key !== key) this.smtp = { key, transporter: createTransport(options) };
    return this.smtp.transporter;
  }
}
