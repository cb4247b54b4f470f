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

test('the built storefront refuses to start in production without VENDURE_CLIENT_IP_SECRET, naming it', () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '4799',
    NODE_ENV: 'production',
    VENDURE_SHOP_API_URL: 'http://localhost:3001/shop-api',
  };
  delete env.VENDURE_CLIENT_IP_SECRET;
  const result = spawnSync(process.execPath, ['.output/server/index.mjs'], { env, encoding: 'utf8', timeout: 15_000 });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('VENDURE_CLIENT_IP_SECRET must be set in production');
});
