import { bootstrapWorker } from '@vendure/core';
import { readEnvironment } from './environment';
import { createConfig } from './vendure-config';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

/** The job-queue worker of the production profile (search index, emails, collections). */
bootstrapWorker(createConfig(readEnvironment()))
  .then((worker) => worker.startJobQueue())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
