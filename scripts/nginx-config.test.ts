import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const config = fs.readFileSync(path.join(__dirname, '../deploy/nginx/foyer.conf'), 'utf8');
/** Statements without comments, one per line. */
const lines = config
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean);

/** Each `location` with the upstream its block passes to (or none). */
function locations() {
  const found: Array<{ match: string; upstream: string | undefined; body: string[] }> = [];
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]?.match(/^location\s+(.+?)\s*\{(.*)$/);
    if (!head) continue;
    const body: string[] = [head[2] ?? ''];
    let depth = 1 + (head[2]?.split('{').length ?? 1) - 1 - ((head[2]?.split('}').length ?? 1) - 1);
    while (depth > 0 && ++i < lines.length) {
      const line = lines[i] ?? '';
      depth += line.split('{').length - line.split('}').length;
      body.push(line);
    }
    const upstream = body.join(' ').match(/proxy_pass\s+http:\/\/(\w+)/)?.[1];
    found.push({ match: head[1] ?? '', upstream, body });
  }
  return found;
}

describe('deploy/nginx/foyer.conf', () => {
  const all = locations();

  it('sends to Vendure only the assets, the Stripe webhook, the Dashboard and its Admin API', () => {
    expect(all.filter((l) => l.upstream === 'foyer_vendure').map((l) => l.match)).toEqual([
      '/assets/source/',
      '/assets/preview/',
      '= /payments/stripe',
      '/dashboard/',
      '= /admin-api',
    ]);
    expect(all.filter((l) => l.upstream === 'foyer_storefront').map((l) => l.match)).toEqual(['/']);
  });

  it("keeps Vendure's other paths away, and never passes a client's own forwarding headers", () => {
    for (const path of ['= /shop-api', '/mailbox', '/graphiql']) {
      expect(all.find((l) => l.match === path)?.body.join(' ')).toMatch(/return 404/);
    }
    expect(lines).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(lines).toContain('proxy_set_header X-Foyer-Client-Ip "";');
    expect(lines).toContain('proxy_set_header X-Foyer-Client-Ip-Secret "";');
  });
});
