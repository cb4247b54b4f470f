import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's layers (ADR 043, docs/architecture.md): routes → components → server
 * functions → server-only modules, with lib and machines pure underneath. A module may
 * import its own layer or one below it. Browser code (routes, components, lib, machines)
 * never imports a server-only module's code: `import type` is erased and stays allowed.
 * Inside src/server the folders are parts with their own rule (serverPartOf, ADR 067).
 */
type Layer = 'route' | 'server-route' | 'component' | 'functions' | 'server' | 'lib' | 'generated' | 'entry';

const src = path.resolve(__dirname);
const root = path.resolve(src, '..');
/** @foyer/shared (ADR 066): the one package the storefront and Vendure both import, by name. */
const sharedPackage = path.join(root, 'packages/shared/src');

function sourceFiles(dir: string, withTests = false): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(full, withTests);
    return /\.tsx?$/.test(entry.name) &&
      (withTests || !/\.test\.tsx?$/.test(entry.name)) &&
      !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** Which layer a module (a path under src, with or without its extension) belongs to. */
function layerOf(file: string): Layer | 'outside' | 'unnamed-server' {
  const relative = path.relative(src, file).split(path.sep).join('/');
  const bare = relative.replace(/\.tsx?$/, '');
  if (relative.startsWith('..')) return 'outside';
  if (bare.startsWith('paraglide/') || bare === 'routeTree.gen' || bare.startsWith('graphql/')) return 'generated';
  if (bare.startsWith('routes/')) return relative.endsWith('.tsx') || !fs.existsSync(file) ? 'route' : 'server-route';
  if (bare.startsWith('components/')) return 'component';
  if (bare.startsWith('lib/') || bare.startsWith('machines/')) return 'lib';
  if (bare.startsWith('server/')) {
    if (bare.endsWith('.server')) return 'server';
    // Server functions, request middleware (start.ts), their query options and GraphQL documents are
    // safe to import from the browser: the compiler strips their server-side bodies from its build.
    if (
      bare.endsWith('.functions') ||
      bare.endsWith('.middleware') ||
      bare.endsWith('.graphql') ||
      bare === 'server/functions/queries'
    )
      return 'functions';
    return 'unnamed-server';
  }
  if (bare === 'server') return 'server';
  return 'entry';
}

/**
 * The parts of src/server (ADR 067, docs/architecture.md): `edge/` (request middleware and
 * guards), `cache/` (the page cache, the read caches, live stock and their invalidation),
 * `vendure/` (the transport, the session, order mutations) and `functions/` (server
 * functions, their GraphQL documents and query options, and the server-only helpers of one
 * feature); at the root only what every part uses (`base`: the environment, the log, the
 * site's origin). A GraphQL document of `functions/` counts as `documents`: the transport
 * and the caches read with them, but never call a feature's function.
 */
type ServerPart = 'base' | 'edge' | 'cache' | 'vendure' | 'functions' | 'documents';

const SERVER_FOLDERS = ['edge', 'cache', 'vendure', 'functions'] as const;

/** Which part of src/server a module belongs to; undefined outside src/server, 'unknown' in a folder not listed. */
function serverPartOf(file: string): ServerPart | 'unknown' | undefined {
  const relative = path.relative(path.join(src, 'server'), file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split('/');
  if (parts.length === 1) return 'base';
  const folder = SERVER_FOLDERS.find((name) => name === parts[0]);
  if (!folder || parts.length > 2) return 'unknown';
  return folder === 'functions' && relative.endsWith('.graphql.ts') ? 'documents' : folder;
}

/**
 * What each part may import (types included): the edge answers before any feature runs, so
 * it never reaches into caches or features; caches and the transport read with GraphQL
 * documents but never call a server function; features use everything below them.
 */
const serverPartMayImport: Record<ServerPart, ReadonlyArray<ServerPart>> = {
  base: ['base'],
  edge: ['base', 'edge', 'vendure'],
  cache: ['base', 'edge', 'cache', 'vendure', 'documents'],
  vendure: ['base', 'edge', 'cache', 'vendure', 'documents'],
  documents: ['documents'],
  functions: ['base', 'edge', 'cache', 'vendure', 'documents', 'functions'],
};

/** Imports between the parts of src/server that break serverPartMayImport, and modules outside the parts. */
function serverPartViolations(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = serverPartOf(file);
    if (from === undefined) continue;
    if (from === 'unknown') {
      problems.push(
        `${show(file)}: a module in src/server lives in ${SERVER_FOLDERS.map((f) => `${f}/`).join(', ')} or at its root`,
      );
      continue;
    }
    for (const edge of importsOf(file)) {
      const to = serverPartOf(edge.to);
      if (to === undefined || to === 'unknown') continue;
      if (!serverPartMayImport[from].includes(to)) {
        problems.push(`${show(file)} (${from}) → ${show(edge.to)} (${to}): src/server's ${from} does not import ${to}`);
      }
    }
  }
  return problems;
}

/** What each layer may import (besides packages and generated code). */
const allowed: Record<Layer, ReadonlyArray<Layer>> = {
  route: ['route', 'component', 'functions', 'lib'],
  'server-route': ['functions', 'server', 'lib'],
  component: ['component', 'functions', 'lib'],
  functions: ['functions', 'server', 'lib'],
  server: ['functions', 'server', 'lib'],
  lib: ['lib'],
  generated: ['generated', 'lib'],
  entry: ['component', 'functions', 'lib', 'route'],
};

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
  /** The specifier as written: `@foyer/shared/…`, `~/…` or a relative path. */
  specifier: string;
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Import[] = [];
  const resolve = (specifier: string) => {
    if (specifier.startsWith('~/')) return path.join(src, specifier.slice(2));
    if (specifier.startsWith('@foyer/shared/'))
      return path.join(sharedPackage, specifier.slice('@foyer/shared/'.length));
    if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
    return undefined;
  };
  const add = (specifier: string, typeOnly: boolean) => {
    // Stylesheets and other assets are the bundler's business, not a layer.
    if (/\.(css|svg|png|webp|woff2)(\?|$)/.test(specifier)) return;
    const target = resolve(specifier);
    if (target) found.push({ from: file, to: withExtension(target), typeOnly, specifier });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes =
        clause !== undefined &&
        (clause.phaseModifier === ts.SyntaxKind.TypeKeyword ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, allTypes);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function withExtension(target: string) {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return target;
}

const show = (file: string) => path.relative(root, file);

/** Browser-side files: everything a page's bundle may contain. */
const inBrowser = (layer: Layer) => layer === 'route' || layer === 'component' || layer === 'lib';

function boundaryViolations(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    if (from === 'unnamed-server') {
      problems.push(
        `${show(file)}: a module in src/server is *.server.ts, *.functions.ts, *.middleware.ts, *.graphql.ts or functions/queries.ts`,
      );
      continue;
    }
    if (from === 'outside' || from === 'generated') continue;
    for (const edge of importsOf(file)) {
      const to = layerOf(edge.to);
      if (to === 'generated') continue;
      if (to === 'outside') {
        // Outside src the storefront reads only @foyer/shared (checked for every file by outsideImports).
        const shared = show(edge.to).replace(/\\/g, '/');
        if (inBrowser(from) && !edge.typeOnly && shared.endsWith('.server.ts')) {
          problems.push(`${show(file)} → ${shared}: browser code imports a server-only module`);
        }
        continue;
      }
      if (to === 'unnamed-server') continue; // reported on the module itself
      if (edge.typeOnly) continue;
      if (inBrowser(from) && to === 'server') {
        problems.push(`${show(file)} → ${show(edge.to)}: browser code imports a server-only module`);
      } else if (inBrowser(from) && !['functions', 'documents'].includes(serverPartOf(edge.to) ?? 'functions')) {
        problems.push(`${show(file)} → ${show(edge.to)}: browser code imports from src/server only functions/`);
      } else if (!allowed[from].includes(to)) {
        problems.push(`${show(file)} (${from}) → ${show(edge.to)} (${to}): imports a layer above its own`);
      }
    }
  }
  return problems;
}

/**
 * What any file under src (tests included) imports from outside src: only @foyer/shared,
 * by its name (ADR 066). A relative path into commerce/, packages/ or the root's tests and
 * scripts is refused, so the two programs meet in one package and nowhere else.
 */
function outsideImports(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const edge of importsOf(file)) {
      const target = path.relative(root, edge.to).split(path.sep).join('/');
      if (!path.relative(src, edge.to).startsWith('..')) continue;
      if (edge.specifier.startsWith('@foyer/shared/') && target.startsWith('packages/shared/src/')) continue;
      problems.push(`${show(file)} → ${edge.specifier}: outside src the storefront imports only @foyer/shared`);
    }
  }
  return problems;
}

const commerceE2e = path.join(root, 'commerce/e2e');

/**
 * Imports from commerce's tests (commerce/e2e, and the unit tests beside commerce/src) into the
 * root (tests/, scripts/, src/): none. What both sides'
 * tests use is @foyer/shared's, imported by name: the typed test clients (test-clients/), and
 * what starts Vendure, the Stripe stand-in and the tests' databases (stack/).
 */
function e2eRootImports(files: string[]): string[] {
  const refused: string[] = [];
  for (const file of files) {
    for (const edge of importsOf(file)) {
      const target = path.relative(root, edge.to).split(path.sep).join('/');
      if (target.startsWith('commerce/') || target.startsWith('packages/shared/') || target.startsWith('..')) continue;
      refused.push(`${show(file)} → ${edge.specifier}: commerce's tests reach into the root (${target})`);
    }
  }
  return refused;
}

const e2eFiles = () =>
  fs
    .readdirSync(commerceE2e, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.includes('node_modules'))
    .map((name) => path.join(commerceE2e, name));

/** Imports from the root's tests/ and scripts/ into commerce/e2e: none; what both use is @foyer/shared's. */
function rootE2eImports(files: string[]): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((edge) => !path.relative(commerceE2e, edge.to).startsWith('..'))
      .map((edge) => `${show(file)} → ${edge.specifier}: the root does not import commerce/e2e`),
  );
}

const rootTestFiles = () =>
  ['tests', 'scripts'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(tsx?|mjs|mts)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts'))
      .map((name) => path.join(root, dir, name)),
  );

const plugins = path.join(root, 'commerce/src/plugins');

/** The plugin a file under commerce/src/plugins belongs to, and whether it is Dashboard code. */
function pluginOf(file: string): { plugin: string; dashboard: boolean } | undefined {
  const parts = path.relative(plugins, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts.join('/')) || parts.length < 2) return undefined;
  return { plugin: parts[0] as string, dashboard: parts[1] === 'dashboard' };
}

/**
 * A plugin's Dashboard extension imports its own plugin's files, the Dashboard kit
 * (commerce/src/dashboard-kit: the Admin API's typed `graphql`, the labelled select, money,
 * Sofia's clock, and in `seating/` the seat map, its states and zone prices that the box
 * office and the performance dialogs share), @foyer/shared and packages; never another
 * plugin's files (ADR 066).
 */
function dashboardCrossImports(files: string[]): string[] {
  const refused: string[] = [];
  for (const file of files) {
    const from = pluginOf(file);
    if (!from?.dashboard) continue;
    for (const edge of importsOf(file)) {
      const to = pluginOf(edge.to);
      if (!to || to.plugin === from.plugin) continue;
      refused.push(`${show(file)} → ${edge.specifier}: a plugin's Dashboard imports the kit, not ${to.plugin}'s files`);
    }
  }
  return refused;
}

const dashboardFiles = () =>
  fs
    .readdirSync(plugins, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && name.split(path.sep)[1] === 'dashboard')
    .map((name) => path.join(plugins, name));

describe('import boundaries', () => {
  it("a plugin's Dashboard extension imports the kit and its own files, not another plugin's", () => {
    const files = dashboardFiles();
    expect(files.length).toBeGreaterThan(40);
    expect(dashboardCrossImports(files)).toEqual([]);
  });

  it("would refuse a plugin's Dashboard importing another plugin's Dashboard or internals", () => {
    const dir = fs.mkdtempSync(path.join(plugins, 'tickets', 'dashboard', '.boundary-'));
    try {
      const planted = path.join(dir, 'probe.tsx');
      fs.writeFileSync(
        planted,
        [
          "import { PlaysPage } from '../../../theatre/dashboard/plays';",
          "import { SeatEditor } from '../../../seating/dashboard/seat-editor';",
          "import { TheatrePlugin } from '../../../theatre/theatre.plugin';",
          "import { LabelledSelect } from '../../../../dashboard-kit/labelled-select';",
          "import { CHECK_IN_TICKETS } from '../../permission-name';",
          'export const x = [PlaysPage, SeatEditor, TheatrePlugin, LabelledSelect, CHECK_IN_TICKETS];',
          '',
        ].join('\n'),
      );
      expect(dashboardCrossImports([planted])).toEqual([
        `${show(planted)} → ../../../theatre/dashboard/plays: a plugin's Dashboard imports the kit, not theatre's files`,
        `${show(planted)} → ../../../seating/dashboard/seat-editor: a plugin's Dashboard imports the kit, not seating's files`,
        `${show(planted)} → ../../../theatre/theatre.plugin: a plugin's Dashboard imports the kit, not theatre's files`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the storefront imports nothing outside src but @foyer/shared (tests included)', () => {
    expect(outsideImports(sourceFiles(src, true))).toEqual([]);
  });

  it("the root's tests and scripts never import commerce/e2e, and would refuse a planted import", () => {
    const files = rootTestFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(rootE2eImports(files)).toEqual([]);
    const dir = fs.mkdtempSync(path.join(root, 'tests', 'support', '.boundary-'));
    try {
      const planted = path.join(dir, 'probe.ts');
      fs.writeFileSync(
        planted,
        "import { query } from '../../../commerce/e2e/graphql-client';\nimport { adminGraphql } from '@foyer/shared/test-clients/admin';\nexport const z = [query, adminGraphql];\n",
      );
      expect(rootE2eImports([planted])).toEqual([
        `${show(planted)} → ../../../commerce/e2e/graphql-client: the root does not import commerce/e2e`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("commerce's tests (e2e and unit) never reach into the root", () => {
    const unitTests = fs
      .readdirSync(path.join(root, 'commerce/src'), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => path.join(root, 'commerce/src', name));
    const files = [...e2eFiles(), ...unitTests];
    expect(files.length).toBeGreaterThan(80);
    expect(e2eRootImports(files)).toEqual([]);
  });

  it('would refuse a planted ../../commerce import in the storefront, and a relative path into the package', () => {
    const dir = fs.mkdtempSync(path.join(src, 'lib', '.boundary-'));
    try {
      const planted = path.join(dir, 'probe.ts');
      fs.writeFileSync(
        planted,
        [
          "import { STOCK_LEVELS_MAX } from '../../../commerce/src/plugins/theatre/index';",
          "import { LOCALES } from '../../../packages/shared/src/locales';",
          "import { BASE_LOCALE } from '@foyer/shared/locales';",
          'export const x = [STOCK_LEVELS_MAX, LOCALES, BASE_LOCALE];',
          '',
        ].join('\n'),
      );
      expect(outsideImports([planted])).toEqual([
        `${show(planted)} → ../../../commerce/src/plugins/theatre/index: outside src the storefront imports only @foyer/shared`,
        `${show(planted)} → ../../../packages/shared/src/locales: outside src the storefront imports only @foyer/shared`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("would refuse commerce/e2e importing the root's tests (the old test clients too) or scripts", () => {
    const dir = fs.mkdtempSync(path.join(commerceE2e, '.boundary-'));
    try {
      const planted = path.join(dir, 'probe.ts');
      fs.writeFileSync(
        planted,
        [
          "import { signIn } from '../../../tests/support/dashboard';",
          "import { x } from '../../../scripts/bench.ts';",
          "import { startStack } from '../../../scripts/stack.ts';",
          "import { adminGraphql } from '../../../tests/graphql/admin';",
          "import { LOCALES } from '@foyer/shared/locales';",
          "import { shopGraphql } from '@foyer/shared/test-clients/shop';",
          "import { startCommerce } from '@foyer/shared/stack/programs';",
          'export const y = [signIn, x, startStack, adminGraphql, LOCALES, shopGraphql, startCommerce];',
          '',
        ].join('\n'),
      );
      expect(e2eRootImports([planted])).toEqual([
        `${show(planted)} → ../../../tests/support/dashboard: commerce's tests reach into the root (tests/support/dashboard.ts)`,
        `${show(planted)} → ../../../scripts/bench.ts: commerce's tests reach into the root (scripts/bench.ts)`,
        `${show(planted)} → ../../../scripts/stack.ts: commerce's tests reach into the root (scripts/stack.ts)`,
        `${show(planted)} → ../../../tests/graphql/admin: commerce's tests reach into the root (tests/graphql/admin)`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every module in src keeps to its layer', () => {
    expect(boundaryViolations(sourceFiles(src))).toEqual([]);
  });

  it('every module in src/server sits in its part and imports only the parts below it', () => {
    const server = sourceFiles(path.join(src, 'server'), true);
    expect(server.length).toBeGreaterThan(90);
    expect(serverPartViolations(server)).toEqual([]);
  });

  it('would notice the edge calling a server function, a cache calling one, a new folder and a component importing middleware', () => {
    const edgeProbe = path.join(src, 'server/edge/.boundary-probe.server.ts');
    const cacheProbe = path.join(src, 'server/cache/.boundary-probe.server.ts');
    const strayDir = fs.mkdtempSync(path.join(src, 'server', '.boundary-'));
    const componentDir = fs.mkdtempSync(path.join(src, 'components', '.boundary-'));
    try {
      fs.writeFileSync(
        edgeProbe,
        "import { getCheckout } from '../functions/checkout.functions';\nexport const x = getCheckout;\n",
      );
      fs.writeFileSync(
        cacheProbe,
        "import { getPlay } from '~/server/functions/theatre.functions';\nimport { GetPlay } from '~/server/functions/theatre.graphql';\nexport const y = [getPlay, GetPlay];\n",
      );
      const stray = path.join(strayDir, 'stray.server.ts');
      fs.writeFileSync(stray, 'export const z = 1;\n');
      const component = path.join(componentDir, 'probe.tsx');
      fs.writeFileSync(
        component,
        "import { csrfMiddleware } from '~/server/edge/csrf.middleware';\nexport const w = csrfMiddleware;\n",
      );
      expect(serverPartViolations([edgeProbe, cacheProbe, stray])).toEqual([
        `${show(edgeProbe)} (edge) → src/server/functions/checkout.functions.ts (functions): src/server's edge does not import functions`,
        `${show(cacheProbe)} (cache) → src/server/functions/theatre.functions.ts (functions): src/server's cache does not import functions`,
        `${show(stray)}: a module in src/server lives in edge/, cache/, vendure/, functions/ or at its root`,
      ]);
      expect(boundaryViolations([component])).toEqual([
        `${show(component)} → src/server/edge/csrf.middleware.ts: browser code imports from src/server only functions/`,
      ]);
    } finally {
      fs.rmSync(edgeProbe, { force: true });
      fs.rmSync(cacheProbe, { force: true });
      fs.rmSync(strayDir, { recursive: true, force: true });
      fs.rmSync(componentDir, { recursive: true, force: true });
    }
  });

  it('route files hold a loader, a head and one page component: none is over 120 lines', () => {
    const routes = sourceFiles(path.join(src, 'routes'));
    const long = routes
      .map((file) => ({ file: show(file), lines: fs.readFileSync(file, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 120);
    expect(routes.length).toBeGreaterThan(20);
    expect(long).toEqual([]);
  });

  it("would notice browser code importing @foyer/shared's server-only environment rules (they bring zod)", () => {
    const dir = fs.mkdtempSync(path.join(src, 'components', '.boundary-'));
    try {
      const component = path.join(dir, 'probe.tsx');
      fs.writeFileSync(
        component,
        "import { flag } from '@foyer/shared/environment-rules.server';\nexport const x = flag;\n",
      );
      expect(boundaryViolations([component])).toEqual([
        `${show(component)} → packages/shared/src/environment-rules.server.ts: browser code imports a server-only module`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('would notice a component importing a server-only module, and a lib importing a component', () => {
    const dir = fs.mkdtempSync(path.join(src, 'components', '.boundary-'));
    const libDir = fs.mkdtempSync(path.join(src, 'lib', '.boundary-'));
    try {
      const component = path.join(dir, 'probe.tsx');
      fs.writeFileSync(component, "import { serverEnv } from '~/server/env.server';\nexport const x = serverEnv;\n");
      const lib = path.join(libDir, 'probe.ts');
      fs.writeFileSync(lib, "import { Button } from '~/components/ui/button';\nexport const y = Button;\n");
      const typeOnly = path.join(dir, 'types.tsx');
      fs.writeFileSync(typeOnly, "import type { ServerEnv } from '~/server/env.server';\nexport type Z = ServerEnv;\n");
      expect(boundaryViolations([component, lib, typeOnly])).toEqual([
        `${show(component)} → src/server/env.server.ts: browser code imports a server-only module`,
        `${show(lib)} (lib) → src/components/ui/button.tsx (component): imports a layer above its own`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(libDir, { recursive: true, force: true });
    }
  });
});
