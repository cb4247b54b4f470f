import fs from 'node:fs';
import path from 'node:path';
import { EMAIL_LOCALES, type EmailLanguage, type EmailLocale } from './email-locale';
import { formatMessage, type MessageCatalog, type MessageParams } from './message-format';

/**
 * Every language's email texts (commerce/email-messages/{locale}.json, checked by
 * src/lib/messages.test.ts), read once, and the theatre's name in each language: the
 * storefront's `site_title` (messages/{locale}.json), its one home (ADR 055). Every text
 * can say `{theatre}`; it is filled in without being passed.
 */
export class EmailMessages {
  private constructor(
    private readonly catalogs: Record<EmailLocale, MessageCatalog>,
    private readonly theatreNames: Record<EmailLocale, string>,
  ) {}

  static load(dir: string, siteDir: string): EmailMessages {
    const read = (folder: string, locale: EmailLocale): MessageCatalog => {
      const { $schema: _schema, ...messages } = JSON.parse(
        fs.readFileSync(path.join(folder, `${locale}.json`), 'utf8'),
      ) as MessageCatalog;
      return messages;
    };
    const theatreName = (locale: EmailLocale): string => {
      const name = read(siteDir, locale).site_title;
      if (typeof name !== 'string' || name.trim() === '') throw new Error(`No site_title in ${siteDir}/${locale}.json`);
      return name;
    };
    const byLocale = <T>(value: (locale: EmailLocale) => T) =>
      Object.fromEntries(EMAIL_LOCALES.map((locale) => [locale, value(locale)])) as Record<EmailLocale, T>;
    return new EmailMessages(
      byLocale((locale) => read(dir, locale)),
      byLocale(theatreName),
    );
  }

  /** The theatre's name as the site gives it in the email's language ("Театър „Фоайе“", "Theater Foyer"). */
  theatreName(language: EmailLanguage): string {
    return this.theatreNames[language.locale];
  }

  /** One text in the email's language. */
  text(language: EmailLanguage, key: string, params?: MessageParams): string {
    return formatMessage(this.catalogs[language.locale], language.intl, key, {
      theatre: this.theatreName(language),
      ...params,
    });
  }
}
