import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every package commerce imports is named in its package.json. Without that, a package
 * found only because another one pulled it into node_modules disappears, or changes major
 * version, when that other one is upgraded.
 */

const commerce = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(commerce, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
const builtins = new Set(builtinModules);

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Module names a file imports, read by TypeScript's parser: import/export from, import(), require(). */
function importedModules(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The package a bare module name belongs to (`@scope/name/deep` → `@scope/name`); undefined for relative paths and builtins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? undefined : name;
}

describe('declared dependencies', () => {
  it('reads the package of each import form, leaving out relative paths and builtins', () => {
    const text = [
      "import a from '@vendure/core';",
      "import type { B } from 'typeorm/browser';",
      "export { c } from 'graphql-tag';",
      "const d = require('pg');",
      "const e = await import('@nestjs/common/decorators');",
      "import f = require('node:path');",
      "import g from './local';",
      "import h from 'fs';",
    ].join('\n');
    expect(importedModules('x.ts', text).map(packageOf)).toEqual([
      '@vendure/core',
      'typeorm',
      'graphql-tag',
      'pg',
      '@nestjs/common',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('every package imported under commerce/src, e2e and scripts is in commerce/package.json', () => {
    const files = ['src', 'e2e', 'scripts', 'migrations'].flatMap((folder) => sourceFiles(path.join(commerce, folder)));
    expect(files.length).toBeGreaterThan(50);
    const undeclared = files.flatMap((file) =>
      importedModules(file)
        .map(packageOf)
        .filter((name): name is string => name !== undefined && !declared.has(name))
        .map((name) => `${path.relative(commerce, file)} imports ${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
