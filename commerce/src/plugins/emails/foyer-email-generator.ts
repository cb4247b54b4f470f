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
 * Handlebars and MJML like Vendure's HandlebarsMjmlGenerator, with two differences: a
 * `t` helper that writes a text from the message files in the email's language
 * (`{{t "order_total"}}`, `{{t "ticket_number" number=seat count=seats}}`), and its own Handlebars
 * environment, so Foyer's helpers and partials do not change anyone else's. The subject
 * is plain text, not HTML, so it is not HTML-escaped ("l'adresse" stays as written).
 */
export class FoyerEmailGenerator implements EmailGenerator {
  private readonly handlebars = Handlebars.create();

  /** @param messagesDir the folder of the message files, read when the plugin starts. */
  constructor(private readonly messagesDir: string) {}

  async onInit(options: EmailPluginOptions) {
    const partials = (await options.templateLoader?.loadPartials?.()) ?? [];
    for (const { name, content } of partials) this.handlebars.registerPartial(name, content);
    const messages = EmailMessages.load(this.messagesDir);
    this.handlebars.registerHelper('t', function t(this: unknown, key: string, options: Handlebars.HelperOptions) {
      return messages.text(languageOf(options), key, options.hash as MessageParams);
    });
  }

  async generate(from: string, subject: string, template: string, templateVars: Record<string, unknown>) {
    // Vendure's entities expose some values through prototype getters (Order.totalWithTax).
    const runtime = { allowProtoPropertiesByDefault: true };
    const plain = (source: string) => this.handlebars.compile(source, { noEscape: true })(templateVars, runtime);
    const markup = this.handlebars.compile(template)(templateVars, runtime);
    const { html } = await mjml2html(markup, { validationLevel: 'strict' });
    return { from: plain(from), subject: plain(subject), body: html };
  }
}
