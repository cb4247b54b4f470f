import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { idempotentCartShopApiExtensions } from './api/api-extensions';
import { IdempotentCartResolver } from './api/idempotent-cart.resolver';
import { CartWriteKey } from './entities/cart-write-key.entity';
import { pruneCartWriteKeysTask } from './prune-cart-write-keys.task';
import { CartWriteKeys } from './services/cart-write-keys.service';
import { IdempotentCartService } from './services/idempotent-cart.service';

/**
 * Add to cart that a shopper's retry cannot count twice (ADR 072): `addItemToOrderOnce`
 * records the storefront's key in the add's own transaction, under a unique (order, key)
 * index, and a scheduled task forgets keys after a day. Its key store, `CartWriteKeys`, makes
 * other cart writes once per key too (best available, ADR 076).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [CartWriteKey],
  providers: [CartWriteKeys, IdempotentCartService],
  // The key store, for the other cart writes made once per key (best available, ADR 076).
  exports: [CartWriteKeys],
  configuration: (config) => {
    config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), pruneCartWriteKeysTask('0 17 * * * *')];
    return config;
  },
  shopApiExtensions: { schema: idempotentCartShopApiExtensions, resolvers: [IdempotentCartResolver] },
  compatibility: '^3.0.0',
})
export class IdempotentCartPlugin {}
