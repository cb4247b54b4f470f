import fs from 'node:fs';
import { bootstrap, JobQueueService, Logger, runMigrations } from '@vendure/core';
import { ensureBackOffice } from './back-office/roles';
import { readEnvironment } from './environment';
import { ensureCounterSales } from './plugins/box-office';
import { UnsafeSuperadminError } from './plugins/superadmin-guard';
import { ensureETicketDelivery } from './plugins/tickets/e-ticket-delivery';
import { isSeeded, seed } from './seed/seed';
import { withStartupLock } from './startup-lock';
import { createConfig } from './vendure-config';

/**
 * The Vendure server. In the embedded profile it also runs the job queue and seeds
 * an empty database; in the production profile a separate worker takes the jobs, and
 * the first server to start migrates and seeds while the others wait (startup-lock.ts).
 */
async function main() {
  // This server runs on closed networks too; it reports nowhere unless asked to.
  process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';
  let env: ReturnType<typeof readEnvironment>;
  try {
    env = readEnvironment();
  } catch (error) {
    // One line that names what to set, not a stack trace.
    console.error(`Foyer's commerce server will not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const config = createConfig(env);
  fs.mkdirSync(env.dataDir, { recursive: true });
  await withStartupLock(env, async () => {
    // Vendure prints what it migrated with console.log unless "the CLI" logs it (its own
    // switch): the names go to the JSON log instead.
    process.env.VENDURE_RUNNING_IN_CLI ??= 'foyer';
    for (const migration of await runMigrations(config)) Logger.info(`Ran migration ${migration}`, 'Foyer');
    const app = await bootstrap(config);
    if (env.inProcessJobs) await app.get(JobQueueService).start();
    // Only a server that runs the jobs itself can wait for the seed's jobs to finish.
    if (!(await isSeeded(app))) await seed(app, { waitForJobs: env.inProcessJobs });
    await ensureBackOffice(app, { developmentAdministrators: !env.production });
    await ensureETicketDelivery(app);
    await ensureCounterSales(app);
  });
  Logger.info(`Shop API ready at http://localhost:${env.port}/shop-api`, 'Foyer');
  // A line for scripts that wait for the server (whatever LOG_LEVEL says), JSON like the rest.
  process.stdout.write(`${JSON.stringify({ service: 'vendure', msg: 'FOYER_COMMERCE_READY', port: env.port })}\n`);
}

main().catch((error: unknown) => {
  // A refusal the operator can act on is one line; anything else keeps its stack.
  if (error instanceof UnsafeSuperadminError) console.error(`Foyer's commerce server will not start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
