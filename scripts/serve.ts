// `npm run serve`: starts Vendure and the storefront and prints where they are.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { startStack } from './stack.ts';

/** What the sign-ins list reads of one development administrator. */
interface DevelopmentSignIn {
  label: string;
  identifier: string;
  password: string;
}

// Built by `npm run build` with the rest of Vendure; created only outside production.
const { DEVELOPMENT_ADMINISTRATORS } = createRequire(import.meta.url)(
  '../commerce/dist/src/back-office/development-administrators.js',
) as { DEVELOPMENT_ADMINISTRATORS: DevelopmentSignIn[] };

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const dev = process.argv.includes('--dev');

try {
  const stack = await startStack({ dev });
  const production = process.env.NODE_ENV === 'production';
  const signIns = production
    ? ''
    : [
        `    Development sign-ins (never created in production):`,
        `      Superadmin   ${process.env.VENDURE_SUPERADMIN_USERNAME ?? 'superadmin'} / ${process.env.VENDURE_SUPERADMIN_PASSWORD ?? 'superadmin'}`,
        ...DEVELOPMENT_ADMINISTRATORS.map((a) => `      ${a.label.padEnd(12)} ${a.identifier} / ${a.password}`),
        '',
      ].join('\n');
  console.log(`
  Foyer is running.
    Storefront   ${stack.storefrontUrl}
    Dashboard    ${stack.dashboardUrl}
${signIns}
    Shop API     ${stack.shopApiUrl}
    Admin API    ${stack.adminApiUrl}
    Dev mailbox  ${stack.mailboxUrl}
  Press Ctrl+C to stop.
`);
  const shutdown = async (): Promise<void> => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\nFoyer could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
