import fs from 'node:fs/promises';
import type Mail from 'nodemailer/lib/mailer';

/** An attachment as the development mailbox stores it: its bytes in base64. */
export interface MailboxAttachment {
  filename: string | null;
  cid: string | null;
  contentType: string | null;
  contentBase64: string;
}

/**
 * One email in the development mailbox (EmailPlugin devMode, served at /mailbox/item/:file).
 * `body` is what the mailbox page shows: the HTML with each `cid:` image replaced by its
 * bytes, since a browser cannot resolve `cid:`. `html` is the HTML as sent, `text` the
 * plain-text part.
 */
export interface MailboxEntry {
  date: string;
  from: string;
  recipient: string;
  subject: string;
  body: string;
  html: string;
  text: string;
  attachments: MailboxAttachment[];
  cc?: string;
  bcc?: string;
  replyTo?: string;
}

type Attachment = NonNullable<Mail.Options['attachments']>[number];

async function bytesOf(attachment: Attachment): Promise<Buffer> {
  const { content, path } = attachment;
  if (Buffer.isBuffer(content)) return content;
  if (typeof content === 'string') return Buffer.from(content, attachment.encoding === 'base64' ? 'base64' : 'utf8');
  if (typeof path === 'string' && !/^[a-z]+:/i.test(path)) return fs.readFile(path);
  throw new Error(`The development mailbox cannot store the attachment ${attachment.filename || attachment.cid}`);
}

const text = (value: Mail.Options['text']) => (typeof value === 'string' ? value : '');
const address = (value: Mail.Options['to']) => (typeof value === 'string' ? value : undefined);

/** The mailbox entry for a message built by mailMessage(). */
export async function mailboxEntry(message: Mail.Options, date = new Date()): Promise<MailboxEntry> {
  const attachments = await Promise.all(
    (message.attachments ?? []).map(async (attachment) => ({
      filename: typeof attachment.filename === 'string' ? attachment.filename : null,
      cid: attachment.cid ?? null,
      contentType: attachment.contentType ?? null,
      contentBase64: (await bytesOf(attachment)).toString('base64'),
    })),
  );
  const html = text(message.html);
  const body = attachments.reduce(
    (preview, attachment) =>
      attachment.cid
        ? preview
            .split(`cid:${attachment.cid}`)
            .join(`data:${attachment.contentType ?? 'application/octet-stream'};base64,${attachment.contentBase64}`)
        : preview,
    html,
  );
  return {
    date: date.toLocaleString(),
    from: address(message.from) ?? '',
    recipient: address(message.to) ?? '',
    subject: message.subject ?? '',
    body,
    html,
    text: text(message.text),
    attachments,
    cc: address(message.cc),
    bcc: address(message.bcc),
    replyTo: address(message.replyTo),
  };
}

/**
 * A file name that sorts by date, as the mailbox lists the newest first, and ends with
 * `id` (the email's key, so a second writing of the same email can be told; random
 * when none is given).
 */
export function mailboxFileName(
  recipient: string,
  date = new Date(),
  id = Math.random().toString(36).slice(2, 8),
): string {
  const who = recipient.replace(/[^A-Za-z0-9@._-]+/g, '_').slice(0, 80);
  return `${date.toISOString().replace(/:/g, '-')}_${who}_${id}.json`;
}
