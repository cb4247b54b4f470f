import fs from 'node:fs';
import path from 'node:path';
import { printLanguage } from './print-format';

let names: Map<string, string> | undefined;

/** The storefront's message files (`messages/` at the repository's root), found from here in src/ or dist/. */
function siteMessagesDir(): string {
  let dir = __dirname;
  for (let up = 0; up < 8; up++) {
    const candidate = path.join(dir, 'messages');
    if (fs.existsSync(path.join(candidate, 'bg.json')) && fs.existsSync(path.join(dir, 'commerce'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The storefront messages (messages/bg.json) were not found');
}

/** The theatre's name in a print's language: the site's `site_title`, its one home (ADR 055). */
export function printedTheatreName(languageCode: string): string {
  const { locale } = printLanguage(languageCode);
  names ??= new Map();
  let name = names.get(locale);
  if (!name) {
    const file = path.join(siteMessagesDir(), `${locale}.json`);
    name = String((JSON.parse(fs.readFileSync(file, 'utf8')) as { site_title?: string }).site_title ?? '');
    names.set(locale, name);
  }
  return name;
}
