import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schema } from './schema';

const sources = (dir: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(import.meta.dirname, '..', dir))
    .filter((name) => pattern.test(name) && !name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));

describe('schema', () => {
  it('returns what it builds, building it once', () => {
    let calls = 0;
    const built = schema(() => ({ calls: ++calls }));
    expect(built).toEqual({ calls: 1 });
    expect(calls).toBe(1);
  });

  it('wraps every module-level zod schema in modules the browser imports', () => {
    // A bare `const x = z.…` here would bring zod back into the first load (ADR 018).
    const files = [...sources('server', /\.functions\.ts$/), ...sources('lib', /\.ts$/)];
    const bare = files.flatMap((file) =>
      fs
        .readFileSync(path.join(import.meta.dirname, '..', file), 'utf8')
        .split('\n')
        .filter((line) => /^(export )?const \w+(: [^=]+)? = z\b/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(bare).toEqual([]);
  });
});
