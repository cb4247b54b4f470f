import { GraphQLTypesLoader } from '@nestjs/graphql';
import {
  getFinalVendureSchema,
  preBootstrapConfig,
  VENDURE_ADMIN_API_TYPE_PATHS,
  VENDURE_SHOP_API_TYPE_PATHS,
} from '@vendure/core';
import { readEnvironment } from '../src/environment';
import { createConfig } from '../src/vendure-config';

/**
 * Prints the Shop API schema (or, with the argument `admin`, the Admin API schema) our
 * own config produces, without starting a server. The storefront is typed against the
 * Shop API; the test clients against both (`@foyer/shared/test-clients`).
 */
async function main() {
  const apiType = process.argv[2] ?? 'shop';
  if (apiType !== 'shop' && apiType !== 'admin') throw new Error(`Unknown API "${apiType}": shop or admin`);
  const config = await preBootstrapConfig(createConfig(readEnvironment()));
  const sdl = await getFinalVendureSchema({
    config,
    typePaths: apiType === 'shop' ? VENDURE_SHOP_API_TYPE_PATHS : VENDURE_ADMIN_API_TYPE_PATHS,
    typesLoader: new GraphQLTypesLoader(),
    apiType,
    output: 'sdl',
  });
  process.stdout.write(`${sdl.trim()}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
