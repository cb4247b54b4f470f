import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const root = path.resolve(__dirname, '../..');
const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
const keysOf = (messages: Record<string, string>) => Object.keys(messages).filter((k) => k !== '$schema');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const english = keysOf(read('en'));
const used = new Set(
  sourceFiles(path.join(root, 'src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?<![\w$.])m\.([a-z][a-z0-9_]*)\(/g)].map((match) => match[1] ?? ''),
  ),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('interface messages', () => {
  it.each(LOCALES)('%s has exactly the keys of en, with the same placeholders', (locale) => {
    const messages = read(locale);
    expect(keysOf(messages).sort()).toEqual([...english].sort());
    const en = read('en');
    for (const key of english) {
      expect(messages[key]?.trim(), `${locale}.${key}`).toBeTruthy();
      expect(placeholders(messages[key] ?? ''), `${locale}.${key}`).toEqual(placeholders(en[key] ?? ''));
    }
  });

  it('uses every key and defines every key it uses', () => {
    expect(english.filter((key) => !used.has(key))).toEqual([]);
    expect([...used].filter((key) => !english.includes(key))).toEqual([]);
  });
});
