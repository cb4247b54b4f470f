// `npm run reset`: deletes the embedded database, uploaded assets and the dev
// mailbox; the next `npm start` seeds a fresh shop.
import fs from 'node:fs';
import path from 'node:path';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const dataDir = path.resolve(process.env.VENDURE_DATA_DIR ?? 'commerce/data');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next start seeds a fresh shop.`);
