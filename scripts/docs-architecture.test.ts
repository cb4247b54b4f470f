import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the current truth (issue 29): every request middleware and
 * function middleware in src/start.ts, every plugin in commerce's Vendure config and every
 * cache layer is named there, in backticks. Read from the code, so a part added without
 * the document fails here, in the style of src/import-boundaries.test.ts. And the other way:
 * every path the document names exists, and its list of request middleware is start.ts's, in
 * start.ts's order, so a file moved or renamed without the document fails too.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** A part of the code and the names that count as naming it (any one, in backticks). */
interface Part {
  kind: string;
  names: string[];
}

/** Which module each imported identifier of a file comes from. */
function importsOf(source: ts.SourceFile): Map<string, string> {
  const from = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) from.set(element.name.text, statement.moduleSpecifier.text);
    }
  }
  return from;
}

/** The identifiers in the array literal of a property `name` anywhere in the file. */
function arrayEntries(source: ts.SourceFile, name: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      for (const element of node.initializer.elements) if (ts.isIdentifier(element)) found.push(element.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The last part of a module path without its role suffix: `~/server/cache/page-cache.middleware` → `page-cache`. */
const moduleName = (specifier: string) => (specifier.split('/').at(-1) ?? specifier).replace(/\.[a-z]+$/, '');

/** The middleware in src/start.ts, request and function, named by identifier or module. */
function middlewareParts(startText: string): Part[] {
  const source = ts.createSourceFile('start.ts', startText, ts.ScriptTarget.Latest, true);
  const from = importsOf(source);
  return [...arrayEntries(source, 'requestMiddleware'), ...arrayEntries(source, 'functionMiddleware')].map(
    (identifier) => {
      const specifier = from.get(identifier);
      return { kind: 'middleware', names: specifier ? [identifier, moduleName(specifier)] : [identifier] };
    },
  );
}

/**
 * The plugins of the Vendure config: every imported identifier ending in `Plugin` or
 * `plugin` that the file uses (Vendure plugins and Apollo server plugins), named by
 * identifier or, for Foyer's own, by the folder under `src/plugins/`.
 */
function pluginParts(configText: string): Part[] {
  const source = ts.createSourceFile('vendure-config.ts', configText, ts.ScriptTarget.Latest, true);
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...importsOf(source)]
    .filter(([identifier]) => /[pP]lugin$/.test(identifier) && used.has(identifier))
    .map(([identifier, specifier]) => {
      const folder = /^\.\/plugins\/([^/]+)/.exec(specifier)?.[1];
      return { kind: 'plugin', names: folder ? [identifier, folder] : [identifier] };
    });
}

/**
 * The cache layers: every module of src/server/cache/ and every module or plugin folder whose
 * name says cache, named by file, path or bare name (`page-cache`).
 */
function cacheParts(files: string[]): Part[] {
  return files
    .filter(
      (file) =>
        (/cache/.test(path.basename(file)) || file.startsWith('src/server/cache/')) && !/\.test\.tsx?$/.test(file),
    )
    .map((file) => {
      const base = path.basename(file);
      const bare = base.replace(/\.tsx?$/, '');
      return { kind: 'cache layer', names: [base, file, bare.replace(/\.(server|middleware)$/, '')] };
    });
}

/** The parts the document does not name. */
function unnamed(parts: Part[], document: string): string[] {
  const quoted = new Set([...document.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]));
  return parts
    .filter((part) => !part.names.some((name) => quoted.has(name)))
    .map((part) => `${part.kind} ${part.names[0]} (as ${part.names.map((name) => `\`${name}\``).join(' or ')})`);
}

const cacheFiles = () => [
  // Modules, not folders: src/server/cache/ is the folder that holds them (ADR 067).
  ...fs
    .readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `src/server/${f}`),
  ...fs.readdirSync(path.join(root, 'commerce/src/plugins')).map((f) => `commerce/src/plugins/${f}`),
];

/** Folders never read for paths: installed packages, builds, reports. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  '.output',
  '.tanstack',
  '.nitro',
  'test-results',
  'playwright-report',
]);
/** Where a path written from a workspace's root (`src/index.ts` in Vendure's section) starts. */
const WORKSPACES = ['', 'commerce/', 'packages/shared/'];
/** Written by a build or a test run, ignored by git, named in the document as generated. */
const GENERATED = new Set(['src/paraglide/']);
/** The repository's top folders: a path starting with one is read from a workspace's root. */
const TOP = /^(src|commerce|packages|scripts|tests|docs|deploy|bench|messages|public)\//;

/** Every file and folder of the repository (folders with a trailing `/`), relative to `dir`. */
function repositoryPaths(dir = root, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory()
      ? [`${relative}/`, ...repositoryPaths(path.join(dir, entry.name), `${relative}/`)]
      : [relative];
  });
}

/**
 * The backticked names in the document that look like a file or folder of the repository:
 * with a `/` or a file's extension; not a URL path (`/health`), a package (`@foyer/shared/…`),
 * a pattern or a placeholder (`*`, `<…>`, `{…}`, `…`, `NNN`), a suffix (`.server.ts`) or prose.
 */
function documentedPaths(document: string): string[] {
  const quoted = [...document.matchAll(/`([^`\n]+)`/g)].map(([, name]) => name as string);
  return [...new Set(quoted)].filter(
    (name) =>
      (name.includes('/') || /\.(tsx?|mts|mjs|json|md|sh|graphql|conf|yml|yaml)$/.test(name)) &&
      !/^[/@.]|[\s*<>{}…]|NNN|^x\./.test(name) &&
      !/^[A-Z][a-z]+\/[A-Z]/.test(name),
  );
}

/**
 * The documented paths that name nothing in the repository. One from the repository's top
 * (`src/…`, `commerce/…`) must exist from the root or a workspace's root; a shorter one
 * (`edge/error-page.server.ts`, `seat-page.tsx`) must end some path of the repository.
 */
function missingPaths(names: string[], paths: string[]): string[] {
  const all = new Set(paths);
  const exists = (name: string) => all.has(name) || all.has(`${name}/`) || GENERATED.has(name);
  return names.filter((name) => {
    if (TOP.test(name)) return !WORKSPACES.some((workspace) => exists(`${workspace}${name}`));
    const ends = (p: string, suffix: string) => p === suffix || p.endsWith(`/${suffix}`);
    return !paths.some((p) => ends(p, name) || ends(p, `${name}/`));
  });
}

/** The request middleware the document lists under "The request middleware", in its order (`- \`name\`:`). */
function documentedMiddleware(document: string): string[] {
  const section = /\*\*The request middleware\*\*[\s\S]*?(?=\n\d+\. )/.exec(document)?.[0] ?? '';
  return [...section.matchAll(/^\s+- `([^`]+)`:/gm)].map(([, name]) => name as string);
}

/** The function middleware the document names where the loader calls a server function, in its order. */
function documentedFunctionMiddleware(document: string, identifiers: string[]): string[] {
  const step = /\*\*The loader calls a server function\*\*[\s\S]*?(?=\n\d+\. )/.exec(document)?.[0] ?? '';
  return identifiers
    .filter((identifier) => step.includes(`\`${identifier}\``))
    .sort((a, b) => step.indexOf(`\`${a}\``) - step.indexOf(`\`${b}\``));
}

/** The request middleware of src/start.ts, in order, by module name (`page-cache`). */
function startMiddleware(startText: string): string[] {
  const source = ts.createSourceFile('start.ts', startText, ts.ScriptTarget.Latest, true);
  const from = importsOf(source);
  return arrayEntries(source, 'requestMiddleware').map((identifier) => {
    const specifier = from.get(identifier);
    return specifier ? moduleName(specifier) : identifier;
  });
}

describe('docs/architecture.md names every part', () => {
  const document = read('docs/architecture.md');

  it('every middleware in src/start.ts', () => {
    const parts = middlewareParts(read('src/start.ts'));
    expect(parts.length).toBeGreaterThan(10);
    expect(unnamed(parts, document)).toEqual([]);
  });

  it("every plugin in commerce's Vendure config", () => {
    const parts = pluginParts(read('commerce/src/vendure-config.ts'));
    expect(parts.length).toBeGreaterThan(15);
    expect(unnamed(parts, document)).toEqual([]);
  });

  it('every cache layer', () => {
    const parts = cacheParts(cacheFiles());
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(unnamed(parts, document)).toEqual([]);
  });

  it('names only paths that exist', () => {
    const names = documentedPaths(document);
    expect(names.length).toBeGreaterThan(50);
    expect(missingPaths(names, repositoryPaths())).toEqual([]);
  });

  it('lists the request middleware in the order src/start.ts runs them', () => {
    const listed = documentedMiddleware(document);
    expect(listed.length).toBeGreaterThan(10);
    expect(listed).toEqual(startMiddleware(read('src/start.ts')));
  });

  it('names the function middleware in the order src/start.ts runs them', () => {
    const source = ts.createSourceFile('start.ts', read('src/start.ts'), ts.ScriptTarget.Latest, true);
    const identifiers = arrayEntries(source, 'functionMiddleware');
    expect(identifiers.length).toBeGreaterThan(1);
    expect(documentedFunctionMiddleware(document, identifiers)).toEqual(identifiers);
    const swapped = '5. **The loader calls a server function**: `inputValidationStatus`, then `sendLocale`.\n6. next';
    expect(documentedFunctionMiddleware(swapped, identifiers)).not.toEqual(identifiers);
  });

  it('fails for a stale path and a middleware out of order', () => {
    const stale =
      'The page is `src/components/seating/seat-page.tsx`, drawn by `seat-gone.tsx` from `server/nowhere/`.';
    expect(missingPaths(documentedPaths(stale), repositoryPaths())).toEqual(['seat-gone.tsx', 'server/nowhere/']);
    const doc = '3. **The request middleware**, in order:\n   - `csrf`: a;\n   - `health`: b;\n4. The router';
    const start =
      "import { healthMiddleware } from '~/server/edge/health.middleware';\nimport { csrfMiddleware } from '~/server/edge/csrf.middleware';\nexport const s = createStart(() => ({ requestMiddleware: [healthMiddleware, csrfMiddleware] }));\n";
    expect(documentedMiddleware(doc)).toEqual(['csrf', 'health']);
    expect(documentedMiddleware(doc)).not.toEqual(startMiddleware(start));
  });

  it('fails for a middleware, a plugin or a cache the document leaves out', () => {
    const start =
      "import { fooMiddleware } from '~/server/foo.middleware';\nexport const s = createStart(() => ({ requestMiddleware: [fooMiddleware], functionMiddleware: [] }));\n";
    const config =
      "import { BarPlugin } from './plugins/bar';\nimport { bazPlugin } from './plugins/baz/baz';\nexport const c = { plugins: [BarPlugin], apolloServerPlugins: [bazPlugin] };\n";
    const parts = [
      ...middlewareParts(start),
      ...pluginParts(config),
      ...cacheParts(['src/server/qux-cache.server.ts']),
    ];
    expect(unnamed(parts, 'Only `baz` is named here.')).toEqual([
      'middleware fooMiddleware (as `fooMiddleware` or `foo`)',
      'plugin BarPlugin (as `BarPlugin` or `bar`)',
      'cache layer qux-cache.server.ts (as `qux-cache.server.ts` or `src/server/qux-cache.server.ts` or `qux-cache`)',
    ]);
  });
});
