import type { EmailDetails } from '@vendure/email-plugin';
import type Mail from 'nodemailer/lib/mailer';
import { plainText } from './plain-text';

/**
 * What Foyer hands to nodemailer: Vendure's generated email with a plain-text part
 * beside the HTML. Attachments with a `cid` are inline images the HTML shows as
 * `<img src="cid:…">`; nodemailer puts them in a multipart/related part.
 */
export function mailMessage(email: EmailDetails): Mail.Options {
  return {
    from: email.from,
    to: email.recipient,
    subject: email.subject,
    html: email.body,
    text: plainText(email.body),
    attachments: email.attachments,
    cc: email.cc,
    bcc: email.bcc,
    replyTo: email.replyTo,
  };
}
