import { expectCaseHeld } from './support/expectations';
import { answeredBy, pollUntil, runFaultCase } from './support/fault-case';
import { test } from './support/fault-profile';

/**
 * Issue 28, case 1: a deploy or a crash takes one of the two Vendure servers away in
 * the middle of the load and a rush, without warning (kill -9); it is started again 5 s
 * later. The storefronts reach the servers through Caddy's private Shop API listener,
 * which sends reads to the other server meanwhile.
 */
test('kill -9 one of the two Vendure servers mid-load, then start it again', async ({ faults }) => {
  const { profile } = faults;
  const server = profile.processes['server-2'];
  const [, secondAdminApi] = profile.adminApiUrls;
  if (!server || !secondAdminApi) throw new Error('the profile has no second Vendure server');
  const health = new URL('/health', profile.sharedShopApiUrl).toString();
  const report = await runFaultCase(faults, {
    name: 'vendure-server-killed',
    // Staff's side of the rushes goes to the server that stays.
    adminApiUrl: profile.adminApiUrls[0] ?? '',
    performanceFromEnd: 0,
    fault: {
      target: 'server-2 (Vendure)',
      inject: () => server.kill('SIGKILL'),
      restart: () => server.restart(),
      servedAgain: () => pollUntil(() => answeredBy(health, new URL(secondAdminApi).host)),
    },
  });
  expectCaseHeld(report, { getsMayFail: false });
});
