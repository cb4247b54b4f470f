import { expectCaseHeld } from './support/expectations';
import { pollUntil, runFaultCase } from './support/fault-case';
import { test } from './support/fault-profile';
import { mailCount, unconfirmedOrders } from './support/invariants';

/**
 * Issue 28, case 5: the worker dies (kill -9) while it is sending a burst of order
 * confirmations (the rush's thirty payments settle together), once five have landed;
 * it is started again 5 s later. Every settled order must end with exactly one
 * confirmation: none lost with the jobs it had taken, none sent twice when they are
 * taken again.
 */
test('kill -9 the worker during a burst of confirmation emails, then start it again', async ({ faults }) => {
  const { profile, mailboxDir } = faults;
  const worker = profile.processes.worker;
  if (!worker) throw new Error('the profile has no worker');
  const since = new Date();
  const before = mailCount(mailboxDir);
  let restartedWith = 0;
  const report = await runFaultCase(faults, {
    name: 'worker-killed',
    adminApiUrl: profile.adminApiUrls[0] ?? '',
    // Case 1's performance again: each rush offers its seats afresh.
    performanceFromEnd: 0,
    // Enough paid orders at once for a burst the worker is still sending when it dies.
    countRush: { shoppers: 30, seats: 30 },
    // Five confirmations in, the rush's payments settled and the rest being sent: killed
    // within milliseconds of the fifth landing, often before its job is marked done.
    strikeWhen: () => pollUntil(async () => mailCount(mailboxDir) >= before + 5, 300_000, 5),
    fault: {
      target: 'worker',
      inject: () => worker.kill('SIGKILL'),
      restart: async () => {
        await worker.restart();
        restartedWith = mailCount(mailboxDir);
      },
      // The first email it sends after the restart, or nothing left to send.
      servedAgain: () =>
        pollUntil(
          async () =>
            mailCount(mailboxDir) > restartedWith ||
            (await unconfirmedOrders(faults.databaseUrl, since, mailboxDir)) === 0,
        ),
    },
  });
  expectCaseHeld(report, { getsMayFail: false });
});
