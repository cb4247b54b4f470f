import { GraphQLTypesLoader } from '@nestjs/graphql';
import { getFinalVendureSchema, preBootstrapConfig, VENDURE_SHOP_API_TYPE_PATHS } from '@vendure/core';
import { readEnvironment } from '../src/environment';
import { createConfig } from '../src/vendure-config';

/** Prints the Shop API schema our own config produces, without starting a server. */
async function main() {
  const config = await preBootstrapConfig(createConfig(readEnvironment()));
  const sdl = await getFinalVendureSchema({
    config,
    typePaths: VENDURE_SHOP_API_TYPE_PATHS,
    typesLoader: new GraphQLTypesLoader(),
    apiType: 'shop',
    output: 'sdl',
  });
  process.stdout.write(`${sdl.trim()}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
