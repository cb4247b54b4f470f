import fs from 'node:fs';
import path from 'node:path';
import { EMAIL_LOCALES, type EmailLanguage, type EmailLocale } from './email-locale';
import { formatMessage, type MessageCatalog, type MessageParams } from './message-format';

/** Every language's email texts (commerce/email-messages/{locale}.json, checked by src/lib/messages.test.ts), read once. */
export class EmailMessages {
  private constructor(private readonly catalogs: Record<EmailLocale, MessageCatalog>) {}

  static load(dir: string): EmailMessages {
    const read = (locale: EmailLocale): MessageCatalog => {
      const { $schema: _schema, ...messages } = JSON.parse(
        fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8'),
      ) as MessageCatalog;
      return messages;
    };
    return new EmailMessages(
      Object.fromEntries(EMAIL_LOCALES.map((locale) => [locale, read(locale)])) as Record<EmailLocale, MessageCatalog>,
    );
  }

  /** One text in the email's language. */
  text(language: EmailLanguage, key: string, params?: MessageParams): string {
    return formatMessage(this.catalogs[language.locale], language.intl, key, params);
  }
}
