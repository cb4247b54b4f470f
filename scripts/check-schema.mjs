// Fails when the committed Shop API schema or gql.tada's output differ from what
// our Vendure config produces now. `npm run schema` regenerates both.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const schemaFile = 'src/graphql/shop-schema.graphql';
const outputFile = 'src/graphql/graphql-env.d.ts';
const fresh = execFileSync(process.execPath, ['commerce/dist/scripts/print-schema.js'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  env: { ...process.env, VENDURE_DATA_DIR: os.tmpdir() },
});
let stale = false;
if (fs.readFileSync(schemaFile, 'utf8') !== fresh) {
  console.error(`${schemaFile} is not what the Vendure config produces. Run \`npm run schema\` and commit the result.`);
  stale = true;
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-tada-'));
const freshOutput = path.join(dir, 'graphql-env.d.ts');
execFileSync(process.execPath, ['node_modules/gql.tada/bin/cli.js', 'generate-output', '--output', freshOutput], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (fs.readFileSync(outputFile, 'utf8') !== fs.readFileSync(freshOutput, 'utf8')) {
  console.error(`${outputFile} is stale. Run \`npm run schema\` and commit the result.`);
  stale = true;
}
fs.rmSync(dir, { recursive: true, force: true });
if (stale) process.exit(1);
console.log('Schema and gql.tada output are up to date.');
