// Fails when a committed schema (the Shop API's, which the storefront is typed against, or
// the Admin API's, which the test clients are typed against) or gql.tada's output for it
// differ from what our Vendure config produces now. `npm run schema` regenerates them all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Each API: its committed schema and the gql.tada output generated from it (tsconfig.json's `schemas`). */
const apis = [
  { api: 'shop', schemaFile: 'src/graphql/shop-schema.graphql', outputFile: 'src/graphql/graphql-env.d.ts' },
  {
    api: 'admin',
    schemaFile: 'packages/shared/src/test-clients/admin-schema.graphql',
    outputFile: 'packages/shared/src/test-clients/admin-env.d.ts',
  },
];

let stale = false;
for (const { api, schemaFile } of apis) {
  const fresh = execFileSync(process.execPath, ['commerce/dist/scripts/print-schema.js', api], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, VENDURE_DATA_DIR: os.tmpdir() },
  });
  if (fs.readFileSync(schemaFile, 'utf8') !== fresh) {
    console.error(
      `${schemaFile} is not what the Vendure config produces. Run \`npm run schema\` and commit the result.`,
    );
    stale = true;
  }
}

// gql.tada writes every schema's output where tsconfig.json says; a copy of the
// configuration points those locations at a temporary folder to compare.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-tada-'));
const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
let copy = tsconfig.replace('"extends"', '"_extends"');
for (const { api, outputFile } of apis) {
  copy = copy.replace(`"./${outputFile}"`, JSON.stringify(path.join(dir, `${api}.d.ts`)));
  copy = copy.replace(
    /"schema": "\.\/([^"]+)"/g,
    (_: string, file: string) => `"schema": ${JSON.stringify(path.resolve(file))}`,
  );
}
const tsconfigCopy = path.join(dir, 'tsconfig.json');
fs.writeFileSync(tsconfigCopy, copy);
execFileSync(process.execPath, ['node_modules/gql.tada/bin/cli.js', 'generate-output', '--tsconfig', tsconfigCopy], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (const { api, outputFile } of apis) {
  if (fs.readFileSync(outputFile, 'utf8') !== fs.readFileSync(path.join(dir, `${api}.d.ts`), 'utf8')) {
    console.error(`${outputFile} is stale. Run \`npm run schema\` and commit the result.`);
    stale = true;
  }
}
fs.rmSync(dir, { recursive: true, force: true });
if (stale) process.exit(1);
console.log('Schemas and gql.tada output are up to date.');
