import path from 'node:path';
import type { EmailGenerator, EmailPluginOptions } from '@vendure/email-plugin';
import Handlebars from 'handlebars';
import mjml2html from 'mjml';
import type { EmailLanguage } from './email-locale';
import { EmailMessages } from './email-messages';
import type { MessageParams } from './message-format';

/** The template variable every Foyer email carries: the language it is written in. */
export interface LanguageTemplateVars {
  language: EmailLanguage;
}

function languageOf(options: Handlebars.HelperOptions): EmailLanguage {
  const language = (options.data?.root as Partial<LanguageTemplateVars> | undefined)?.language;
  if (!language) throw new Error('An email template was rendered without a language');
  return language;
}

/**
 * A From address with the theatre's name as its display name, e.g.
 * `"Theater Foyer" <box-office@foyer.example>`: EMAIL_FROM gives the address (with or
 * without a name of its own); the name is the one the site gives itself in the language.
 */
export function fromTheatre(from: string, theatreName: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `"${theatreName.replace(/["\\]/g, '\\$&')}" <${address.trim()}>`;
}

/**
 * Handlebars and MJML like Vendure's HandlebarsMjmlGenerator, with these differences: a
 * `t` helper that writes a text from the message files in the email's language
 * (`{{t "order_total"}}`, `{{t "ticket_number" number=seat count=seats}}`), a `theatre`
 * helper that writes the theatre's name in it, the From address sent in the theatre's
 * name (ADR 055), and its own Handlebars environment, so Foyer's helpers and partials do
 * not change anyone else's. The subject is plain text, not HTML, so it is not
 * HTML-escaped ("l'adresse" stays as written).
 */
export class FoyerEmailGenerator implements EmailGenerator {
  private readonly handlebars = Handlebars.create();
  private messages: EmailMessages | undefined;

  /**
   * @param messagesDir the folder of the email message files, read when the plugin starts.
   * @param siteMessagesDir the storefront's message files, for the theatre's name (by default `messages/` beside `commerce/`).
   */
  constructor(
    private readonly messagesDir: string,
    private readonly siteMessagesDir = path.resolve(messagesDir, '../../messages'),
  ) {}

  async onInit(options: EmailPluginOptions) {
    const partials = (await options.templateLoader?.loadPartials?.()) ?? [];
    for (const { name, content } of partials) this.handlebars.registerPartial(name, content);
    const messages = EmailMessages.load(this.messagesDir, this.siteMessagesDir);
    this.messages = messages;
    this.handlebars.registerHelper('t', function t(this: unknown, key: string, options: Handlebars.HelperOptions) {
      return messages.text(languageOf(options), key, options.hash as MessageParams);
    });
    this.handlebars.registerHelper('theatre', function theatre(this: unknown, options: Handlebars.HelperOptions) {
      return messages.theatreName(languageOf(options));
    });
  }

  async generate(from: string, subject: string, template: string, templateVars: Record<string, unknown>) {
    // Vendure's entities expose some values through prototype getters (Order.totalWithTax).
    const runtime = { allowProtoPropertiesByDefault: true };
    const plain = (source: string) => this.handlebars.compile(source, { noEscape: true })(templateVars, runtime);
    const markup = this.handlebars.compile(template)(templateVars, runtime);
    const { html } = await mjml2html(markup, { validationLevel: 'strict' });
    const language = (templateVars as Partial<LanguageTemplateVars>).language;
    const sender =
      language && this.messages ? fromTheatre(plain(from), this.messages.theatreName(language)) : plain(from);
    return { from: sender, subject: plain(subject), body: html };
  }
}
