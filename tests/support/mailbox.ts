/** Reads Vendure's development mailbox (EmailPlugin devMode) to get the links it sent. */
const mailbox = () => process.env.E2E_MAILBOX_URL ?? 'http://localhost:3290/mailbox';

interface MailSummary {
  fileName: string;
  recipient: string;
  subject: string;
}

/** An email as Foyer's sender stores it (commerce/src/plugins/emails/dev-mailbox-entry.ts). */
export interface Mail {
  subject: string;
  body: string;
  html: string;
  text: string;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A link to a storefront route (in any language) that carries a token. */
const tokenLink = (route: string) => new RegExp(`href="(https?://[^"]*${literal(route)}\\?token=([A-Za-z0-9_-]+))"`);

/**
 * Waits for the newest email to `recipient` with a link to `route` (e.g.
 * "/account/verify"; the subject is in the recipient's language, the route is not),
 * and answers the link and its token.
 */
async function tokenLinkTo(recipient: string, route: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${mailbox()}/list`)).json()) as MailSummary[];
    for (const summary of list.filter((m) => m.recipient === recipient)) {
      const mail = (await (await fetch(`${mailbox()}/item/${summary.fileName}`)).json()) as Mail;
      const found = tokenLink(route).exec(mail.html ?? mail.body);
      if (found) return { link: found[1] ?? '', token: found[2] ?? '' };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No email with a link to ${route} reached ${recipient}`);
}

/** The newest link to `route` with a token that reached `recipient`. */
export async function linkFromEmail(recipient: string, route: string, timeoutMs = 20_000): Promise<string> {
  return (await tokenLinkTo(recipient, route, timeoutMs)).link;
}

/** The token of the newest link to `route` that reached `recipient`. */
export async function tokenFromEmail(recipient: string, route: string, timeoutMs = 20_000): Promise<string> {
  return (await tokenLinkTo(recipient, route, timeoutMs)).token;
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

/** Waits for an email to `recipient` whose subject matches, and returns it whole (subject, HTML and text). */
export async function emailTo(recipient: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${mailbox()}/list`)).json()) as MailSummary[];
    const summary = list.find((m) => m.recipient === recipient && subject.test(m.subject));
    if (summary) return (await (await fetch(`${mailbox()}/item/${summary.fileName}`)).json()) as Mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No email "${subject}" reached ${recipient}`);
}
