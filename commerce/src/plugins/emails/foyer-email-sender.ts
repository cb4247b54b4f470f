import fs from 'node:fs/promises';
import path from 'node:path';
import type { EmailDetails, EmailSender, EmailTransportOptions, SMTPTransportOptions } from '@vendure/email-plugin';
import { createTransport, type Transporter } from 'nodemailer';
import { mailboxEntry, mailboxFileName } from './dev-mailbox-entry';
import { mailMessage } from './mail-message';

/**
 * Sends every email with an HTML and a plain-text part and its inline attachments:
 * over SMTP in production, into the development mailbox's folder in devMode (the
 * 'file' transport). Vendure's own sender passes on the HTML only. Foyer configures
 * no other transport, so the others are refused rather than half supported.
 */
export class FoyerEmailSender implements EmailSender {
  private smtp: { key: string; transporter: Transporter } | undefined;

  async send(email: EmailDetails, options: EmailTransportOptions): Promise<void> {
    switch (options.type) {
      case 'none':
        return;
      case 'testing':
        return options.onSend(email);
      case 'file': {
        const message = mailMessage(email);
        const file = path.join(options.outputPath, mailboxFileName(email.recipient));
        await fs.writeFile(file, JSON.stringify(await mailboxEntry(message), null, 2));
        return;
      }
      case 'smtp':
        await this.smtpTransporter(options).sendMail(mailMessage(email));
        return;
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
