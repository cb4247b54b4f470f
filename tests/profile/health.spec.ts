import { expect, test } from '../support/fixtures';

/**
 * What a proxy and a service manager ask each process of the production profile: the
 * storefront instances' /health (alive) and /ready (Vendure reachable), each Vendure
 * server's /health and the worker's.
 */
test('every process of the profile answers its health check', async () => {
  const storefronts = (process.env.PROFILE_STOREFRONTS ?? '').split(' ');
  const servers = (process.env.PROFILE_ADMIN_API_URLS ?? '')
    .split(' ')
    .map((url) => url.replace('/admin-api', '/health'));
  const worker = process.env.PROFILE_WORKER_HEALTH_URL ?? '';
  expect(storefronts).toHaveLength(2);
  expect(servers).toHaveLength(2);
  const checks = [...storefronts.flatMap((url) => [`${url}/health`, `${url}/ready`]), ...servers, worker];
  for (const url of checks) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
  }
  const ready = await (await fetch(`${storefronts[0]}/ready`)).json();
  expect(ready).toEqual({ status: 'ready' });
});
