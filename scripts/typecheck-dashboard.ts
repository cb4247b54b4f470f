// Type-checks the Dashboard extensions (commerce/tsconfig.dashboard.json) against the
// Admin API types the Dashboard's build writes to commerce/src/dashboard-gql (ADR 026).
// @vendure/dashboard ships TypeScript source rather than declarations, and some of that
// source does not check outside its own build (virtual modules, editor types), so the
// errors counted are the ones in our files; the library's are reported as a number only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const commerce = path.join(import.meta.dirname, '../commerce');
if (!fs.existsSync(path.join(commerce, 'src/dashboard-gql/graphql-env.d.ts'))) {
  console.error('The Admin API types are missing: `npm run build` writes them (commerce/src/dashboard-gql).');
  process.exit(1);
}
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.dashboard.json', '--pretty', 'false'], {
  cwd: commerce,
  encoding: 'utf8',
});
const lines = `${tsc.stdout}${tsc.stderr}`.split('\n').filter((line) => /error TS\d+/.test(line));
const ours = lines.filter((line) => !line.startsWith('../node_modules/'));
for (const line of ours) console.error(line);
console.log(
  `Dashboard extensions: ${ours.length} type errors in our files` +
    (lines.length > ours.length ? ` (${lines.length - ours.length} in @vendure/dashboard's own source, not ours)` : ''),
);
process.exit(ours.length > 0 || (tsc.status !== 0 && lines.length === 0) ? 1 : 0);
