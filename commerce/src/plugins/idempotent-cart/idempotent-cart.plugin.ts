import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { idempotentCartShopApiExtensions } from './api/api-extensions';
import { IdempotentCartResolver } from './api/idempotent-cart.resolver';
import { CartWriteKey } from './entities/cart-write-key.entity';
import { pruneCartWriteKeysTask } from './prune-cart-write-keys.task';
import { IdempotentCartService } from './services/idempotent-cart.service';

/**
 * Add to cart that a shopper's retry cannot count twice (ADR 072): `addItemToOrderOnce`
 * records the storefront's key in the add's own transaction, under a unique (order, key)
 * index, and a scheduled task forgets keys after a day.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [CartWriteKey],
  providers: [IdempotentCartService],
  configuration: (config) => {
    config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), pruneCartWriteKeysTask('0 17 * * * *')];
    return config;
  },
  shopApiExtensions: { schema: idempotentCartShopApiExtensions, resolvers: [IdempotentCartResolver] },
  compatibility: '^3.0.0',
})
export class IdempotentCartPlugin {}
