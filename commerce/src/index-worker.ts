import fs from 'node:fs';
import { bootstrapWorker, Logger } from '@vendure/core';
import { readEnvironment } from './environment';
import { surviveDatabaseOutages } from './plugins/database-outage/database-unavailable';
import { withStartupLock } from './startup-lock';
import { createConfig } from './vendure-config';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

/**
 * The job-queue worker of the production profile (search index, emails, collections).
 * It waits while a server migrates and seeds, so it never bootstraps on a half-made schema.
 */
async function main() {
  surviveDatabaseOutages((message) => Logger.warn(message, 'Foyer'));
  const env = readEnvironment();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const worker = await withStartupLock(env, () => bootstrapWorker(createConfig(env, 'worker')));
  await worker.startJobQueue();
  // GET /health for the service manager and the proxy's checks (alive, and its database reachable).
  await worker.startHealthCheckServer({ port: env.workerHealthPort, hostname: env.host ?? '127.0.0.1' });
  Logger.info('Worker is taking jobs', 'Foyer');
  process.stdout.write(`${JSON.stringify({ service: 'worker', msg: 'FOYER_WORKER_READY' })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
