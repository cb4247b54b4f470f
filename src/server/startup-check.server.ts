import { definePlugin } from 'nitro';
import { serverEnv } from './env.server';

/**
 * Runs when the production server starts (a nitro plugin, see vite.config.ts): a
 * storefront without a Shop API URL must not start and then fail every request.
 */
export default definePlugin(() => {
  try {
    serverEnv();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
});
