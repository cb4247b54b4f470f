import { spawnSync } from 'node:child_process';
import { expect, test } from '../support/fixtures';

test('the built storefront refuses to start without the Shop API URL, saying why', () => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '3279' };
  delete env.VENDURE_SHOP_API_URL;
  const result = spawnSync(process.execPath, ['.output/server/index.mjs'], { env, encoding: 'utf8', timeout: 15_000 });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('VENDURE_SHOP_API_URL');
  expect(result.stderr).toContain('.env.example');
});
