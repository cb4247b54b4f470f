import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommerce } from '../../scripts/stack.mjs';
import { TestClient } from './graphql-client';

const COUNTS = `query { products(options: { take: 1 }) { totalItems } plays { totalItems } performances { totalItems } }`;

describe('seeding', () => {
  it('seeds an empty database once and leaves an existing one alone on the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-seed-'));
    const port = Number(process.env.COMMERCE_E2E_PORT ?? 3191) + 1;
    try {
      const first = await startCommerce({ port, dataDir, quiet: true });
      const before = await new TestClient(first.shopApiUrl).query(COUNTS);
      await first.stop();

      const second = await startCommerce({ port, dataDir, quiet: true });
      const after = await new TestClient(second.shopApiUrl).query(COUNTS);
      await second.stop();

      expect(before.products.totalItems).toBeGreaterThanOrEqual(30);
      expect(after).toEqual(before);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
