import { expect, inject } from 'vitest';
import { storefrontPrefix } from '../src/plugins/emails/localized-links';

/** An email as Foyer's sender keeps it in the development mailbox (plugins/emails/dev-mailbox-entry.ts). */
export type MailboxEmail = {
  subject: string;
  html: string;
  text: string;
  body: string;
  attachments: Array<{ cid: string | null; contentType: string | null; contentBase64: string }>;
};

/**
 * The newest email to an address whose subject matches, in the development mailbox at
 * `mailboxUrl` (a server of the test's own), waiting up to 10 s for the job queue to send it.
 */
export async function mailIn(
  mailboxUrl: string,
  recipient: string,
  subject: RegExp | ((subject: string) => boolean),
): Promise<MailboxEmail> {
  const matches = typeof subject === 'function' ? subject : (text: string) => subject.test(text);
  for (let attempt = 0; attempt < 50; attempt++) {
    const list = (await (await fetch(`${mailboxUrl}/list`)).json()) as Array<{
      fileName: string;
      recipient: string;
      subject: string;
    }>;
    const found = list.find((mail) => mail.recipient === recipient && matches(mail.subject));
    if (found) return (await (await fetch(`${mailboxUrl}/item/${found.fileName}`)).json()) as MailboxEmail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${recipient} matching ${subject}`);
}

/** The newest email to an address whose subject matches, from the e2e server's mailbox. */
export function mailTo(recipient: string, subject: RegExp): Promise<MailboxEmail> {
  return mailIn(inject('mailboxUrl'), recipient, subject);
}

/** The token of a waiting-list email's link to `/waiting-list/<route>` in `language`. */
export function waitingListToken(mail: MailboxEmail, language: string, route: string): string {
  const link = new RegExp(
    `href="https?://[^/"]+${storefrontPrefix(language)}/waiting-list/${route}\\?token=([A-Za-z0-9_-]+)"`,
  );
  const token = link.exec(mail.html)?.[1];
  expect(token, `${route} link in ${mail.subject}`).toBeTruthy();
  return token!;
}
