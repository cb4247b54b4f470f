/** Reads Vendure's development mailbox (EmailPlugin devMode) to get the links it sent. */
const mailbox = () => process.env.E2E_MAILBOX_URL ?? 'http://localhost:3290/mailbox';

interface MailSummary {
  fileName: string;
  recipient: string;
  subject: string;
}

/** Waits for the newest email to `recipient` whose subject matches, and returns the first link that carries a token. */
export async function linkFromEmail(recipient: string, subject: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${mailbox()}/list`)).json()) as MailSummary[];
    const mail = list.find((m) => m.recipient === recipient && subject.test(m.subject));
    if (mail) {
      const content = (await (await fetch(`${mailbox()}/item/${mail.fileName}`)).json()) as { body: string };
      const link = /href="([^"]*token=[A-Za-z0-9_-]+)"/.exec(content.body)?.[1];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No email "${subject}" reached ${recipient}`);
}

/** Waits for the newest email to `recipient` whose subject matches, and returns the token its link carries. */
export async function tokenFromEmail(recipient: string, subject: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${mailbox()}/list`)).json()) as MailSummary[];
    const mail = list.find((m) => m.recipient === recipient && subject.test(m.subject));
    if (mail) {
      const content = (await (await fetch(`${mailbox()}/item/${mail.fileName}`)).json()) as { body: string };
      const token = /token=([A-Za-z0-9_-]+)/.exec(content.body)?.[1];
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No email "${subject}" reached ${recipient}`);
}

/** Waits for an email to `recipient` whose subject matches, and returns its subject. */
export async function waitForEmail(recipient: string, subject: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${mailbox()}/list`)).json()) as MailSummary[];
    const mail = list.find((m) => m.recipient === recipient && subject.test(m.subject));
    if (mail) return mail.subject;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No email "${subject}" reached ${recipient}`);
}
