import { expectCaseHeld } from './support/expectations';
import { answeredBy, pollUntil, runFaultCase } from './support/fault-case';
import { test } from './support/fault-profile';

/**
 * Issue 28, case 2: one of the two storefront instances dies in the middle of the load
 * and a rush (kill -9) and is started again 5 s later. Caddy tries a request that could
 * not reach it on the other instance, and a GET that it took and never answered too.
 */
test('kill -9 one storefront instance mid-load, then start it again', async ({ faults }) => {
  const { profile } = faults;
  const storefront = profile.processes['storefront-1'];
  const [instance] = profile.instances;
  if (!storefront || !instance) throw new Error('the profile has no first storefront instance');
  const report = await runFaultCase(faults, {
    name: 'storefront-killed',
    adminApiUrl: profile.adminApiUrls[0] ?? '',
    performanceFromEnd: 1,
    fault: {
      target: 'storefront-1',
      inject: () => storefront.kill('SIGKILL'),
      restart: () => storefront.restart(),
      servedAgain: () => pollUntil(() => answeredBy(`${profile.storefrontUrl}/health`, new URL(instance.url).host)),
    },
  });
  expectCaseHeld(report, { getsMayFail: false });
});
