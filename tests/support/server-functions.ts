import fs from 'node:fs';
import path from 'node:path';

/** A server function as the build registered it: its id in `/_serverFn/{id}`, name, file and HTTP method. */
export interface BuiltServerFunction {
  id: string;
  name: string;
  filename: string;
  method: 'GET' | 'POST';
}

const RPC =
  /createServerRpc\(\{\s*id:\s*"([^"]+)",\s*name:\s*"(\w+)",\s*filename:\s*"([^"]+)"\s*\}[\s\S]*?createServerFn\(\{\s*method:\s*"(GET|POST)"/g;

/**
 * Every server function in the storefront's build output (`.output/server`), read from
 * the code the build generated rather than from a hand-kept list, so a new function is
 * found by the tests that go through them all.
 */
export function builtServerFunctions(root = path.resolve(import.meta.dirname, '../..')): BuiltServerFunction[] {
  const dir = path.join(root, '.output/server/_ssr');
  const found = new Map<string, BuiltServerFunction>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.mjs'))) {
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of code.matchAll(RPC)) {
      const [, id, name, filename, method] = match;
      if (id && name && filename && method) found.set(id, { id, name, filename, method: method as 'GET' | 'POST' });
    }
  }
  if (found.size === 0) throw new Error(`No server functions found in ${dir}: build the storefront first`);
  return [...found.values()].sort((a, b) => a.filename.localeCompare(b.filename) || a.name.localeCompare(b.name));
}
