import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_LOCALE, LOCALES } from './locales';
import { isPlural, keysOf, type MessageFile, missingPluralCategories, placeholdersOf } from './message-checks';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['paraglide', 'node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(full, pattern);
    return pattern.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const usedIn = (files: string[], usage: RegExp) =>
  new Set(files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(usage)].map((match) => match[1] ?? '')));

/**
 * One set of message files, one per locale, checked against en: the same keys, each
 * filled, with the same placeholders (in every plural variant), the plural categories
 * of the locale covered wherever en counts, and every key used where the code uses them.
 */
function checkMessageFiles(name: string, dir: string, used: Set<string>) {
  const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as MessageFile;
  const en = read('en');
  const english = keysOf(en);

  describe(name, () => {
    it.each(LOCALES)('%s has exactly the keys of en, with the same placeholders and its plural forms', (locale) => {
      const messages = read(locale);
      expect(keysOf(messages).sort()).toEqual([...english].sort());
      for (const key of english) {
        const message = messages[key];
        expect(JSON.stringify(message)?.trim(), `${locale}.${key}`).toBeTruthy();
        expect(placeholdersOf(message), `${locale}.${key}`).toEqual(placeholdersOf(en[key]));
        if (isPlural(en[key])) expect(isPlural(message), `${locale}.${key} counts like en`).toBe(true);
        expect(missingPluralCategories(message, FORMAT_LOCALE[locale]), `${locale}.${key}`).toEqual([]);
      }
    });

    it('uses every key and defines every key it uses', () => {
      expect(english.filter((key) => !used.has(key))).toEqual([]);
      expect([...used].filter((key) => !english.includes(key))).toEqual([]);
    });
  });
}

checkMessageFiles(
  'interface messages',
  path.join(root, 'messages'),
  usedIn(sourceFiles(path.join(root, 'src'), /\.(ts|tsx)$/), /(?<![\w$.])m\.([a-z][a-z0-9_]*)\(/g),
);

// Emails write their texts with the `t` helper: {{t "key"}} in templates and subjects, (t "key") in partial arguments.
checkMessageFiles(
  'email messages',
  path.join(root, 'commerce/email-messages'),
  usedIn(
    [
      ...sourceFiles(path.join(root, 'commerce/email-templates'), /\.hbs$/),
      ...sourceFiles(path.join(root, 'commerce/src'), /\.ts$/),
    ],
    /[{(]t "([a-z][a-z0-9_]*)"/g,
  ),
);
