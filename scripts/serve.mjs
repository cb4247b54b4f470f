// `npm run serve`: starts Vendure and the storefront and prints where they are.
import fs from 'node:fs';
import { startStack } from './stack.mjs';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const dev = process.argv.includes('--dev');

try {
  const stack = await startStack({ dev });
  console.log(`
  Foyer is running.
    Storefront   ${stack.storefrontUrl}
    Dashboard    ${stack.dashboardUrl}   (development sign-in: superadmin / superadmin)
    Shop API     ${stack.shopApiUrl}
    Admin API    ${stack.adminApiUrl}
    Dev mailbox  ${stack.mailboxUrl}
  Press Ctrl+C to stop.
`);
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\nFoyer could not start: ${error.message}`);
  process.exit(1);
}
