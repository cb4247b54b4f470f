import { inject } from 'vitest';

/** An email as Foyer's sender keeps it in the development mailbox (plugins/emails/dev-mailbox-entry.ts). */
export type MailboxEmail = {
  subject: string;
  html: string;
  text: string;
  body: string;
  attachments: Array<{ cid: string | null; contentType: string | null; contentBase64: string }>;
};

/** The newest email to an address whose subject matches, waiting up to 10 s for the job queue to send it. */
export async function mailTo(recipient: string, subject: RegExp): Promise<MailboxEmail> {
  const mailbox = inject('mailboxUrl');
  for (let attempt = 0; attempt < 50; attempt++) {
    const list = (await (await fetch(`${mailbox}/list`)).json()) as Array<{
      fileName: string;
      recipient: string;
      subject: string;
    }>;
    const found = list.find((mail) => mail.recipient === recipient && subject.test(mail.subject));
    if (found) return (await (await fetch(`${mailbox}/item/${found.fileName}`)).json()) as MailboxEmail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${recipient} matching ${subject}`);
}
