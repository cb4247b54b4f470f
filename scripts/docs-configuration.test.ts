import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commerceVariables } from '../commerce/src/environment-variables';
import { schema as storefrontVariables } from '../src/server/env.server';

/**
 * docs/configuration.md is the configuration reference: it must name exactly the variables
 * the two zod schemas accept, each once, with the schema that checks it, so it cannot drift
 * from the code. A failure names what is missing on which side.
 */

const DOC = new URL('../docs/configuration.md', import.meta.url);

type Schema = 'storefront' | 'commerce' | 'both';

/** A variable's name as the schemas spell it: capitals, digits and at least one underscore. */
const NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

interface DocumentedVariable {
  name: string;
  schema: string;
  line: number;
}

/**
 * The reference's rows: every table row whose first cell is one backticked variable name,
 * with its second cell (which schema checks it).
 */
function documentedVariables(markdown: string): DocumentedVariable[] {
  const rows: DocumentedVariable[] = [];
  markdown.split('\n').forEach((text, index) => {
    const cells = text.trim().startsWith('|') ? text.split('|').map((cell) => cell.trim()) : [];
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name && NAME.test(name)) rows.push({ name, schema: cells[2] ?? '', line: index + 1 });
  });
  return rows;
}

/** Every backticked variable name anywhere in the text (`NAME` or `NAME=value`). */
function mentionedVariables(markdown: string): string[] {
  return [...markdown.matchAll(/`([A-Z][A-Z0-9_]*)(?:=[^`]*)?`/g)]
    .map((match) => match[1] as string)
    .filter((name) => NAME.test(name));
}

/** What disagrees between the schemas' keys and the document, one line each. */
function configurationProblems(
  markdown: string,
  schemas: { storefront: readonly string[]; commerce: readonly string[] },
): string[] {
  const expected = new Map<string, Schema>();
  for (const name of schemas.storefront) expected.set(name, 'storefront');
  for (const name of schemas.commerce) expected.set(name, expected.has(name) ? 'both' : 'commerce');

  const problems: string[] = [];
  const rows = documentedVariables(markdown);
  const seen = new Map<string, number>();
  for (const row of rows) {
    const schema = expected.get(row.name);
    const earlier = seen.get(row.name);
    if (earlier !== undefined) {
      problems.push(`${row.name} is documented twice (lines ${earlier} and ${row.line}); give it one row`);
    }
    seen.set(row.name, row.line);
    if (schema === undefined) {
      problems.push(`${row.name} (line ${row.line}) is documented but neither schema accepts it`);
    } else if (row.schema !== schema) {
      problems.push(`${row.name} (line ${row.line}) says schema "${row.schema}", but ${schema} reads it`);
    }
  }
  for (const [name, schema] of expected) {
    if (!seen.has(name)) problems.push(`${name} (${schema}) is accepted by a schema but has no row in the reference`);
  }
  for (const name of new Set(mentionedVariables(markdown))) {
    if (!expected.has(name)) problems.push(`${name} is mentioned, but neither schema accepts it`);
  }
  return problems;
}

describe('docs/configuration.md', () => {
  const schemas = {
    storefront: Object.keys(storefrontVariables.shape),
    commerce: Object.keys(commerceVariables.shape),
  };

  it('documents every variable the two environment schemas accept, and nothing else', () => {
    expect(configurationProblems(fs.readFileSync(DOC, 'utf8'), schemas)).toEqual([]);
  });

  it('reads the schemas it checks against', () => {
    expect(schemas.storefront).toContain('VENDURE_SHOP_API_URL');
    expect(schemas.commerce).toContain('TICKET_SIGNING_SECRET');
    expect(schemas.storefront).toContain('REDIS_URL');
    expect(schemas.commerce).toContain('REDIS_URL');
  });

  it('names a variable missing from the document, one the schemas do not know, and a wrong schema', () => {
    const markdown = [
      '| variable | schema | default | what |',
      '| --- | --- | --- | --- |',
      '| `SHARED_ONE` | both | | |',
      '| `FRONT_ONE` | commerce | | |',
      '| `GONE_AWAY` | commerce | | |',
      '| `SHARED_ONE` | both | | |',
      'Prose may mention `BACK_ONE=true` and `NOT_THERE` too.',
    ].join('\n');
    expect(
      configurationProblems(markdown, {
        storefront: ['SHARED_ONE', 'FRONT_ONE'],
        commerce: ['SHARED_ONE', 'BACK_ONE'],
      }),
    ).toEqual([
      'FRONT_ONE (line 4) says schema "commerce", but storefront reads it',
      'GONE_AWAY (line 5) is documented but neither schema accepts it',
      'SHARED_ONE is documented twice (lines 3 and 6); give it one row',
      'BACK_ONE (commerce) is accepted by a schema but has no row in the reference',
      'GONE_AWAY is mentioned, but neither schema accepts it',
      'NOT_THERE is mentioned, but neither schema accepts it',
    ]);
  });
});
