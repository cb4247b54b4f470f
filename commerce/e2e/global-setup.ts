import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCommerce } from '../../scripts/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    shopApiUrl: string;
    adminApiUrl: string;
  }
}

/** Boots the built Vendure server on its own port with an empty database, which it seeds. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-commerce-e2e-'));
  const server = await startCommerce({ port: Number(process.env.COMMERCE_E2E_PORT ?? 3191), dataDir, quiet: true });
  project.provide('shopApiUrl', server.shopApiUrl);
  project.provide('adminApiUrl', server.adminApiUrl);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
