import type { ApolloServerPlugin } from '@apollo/server';
import type { OnApplicationShutdown } from '@nestjs/common';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { Redis } from 'ioredis';
import type { RedisEnvironment } from '../../environment';
import { redisOptionsFromUrl } from '../../redis-options';
import {
  createAnnouncer,
  generationKey,
  INVALIDATION_HEADER,
  INVALIDATION_PATH,
  invalidationChannel,
} from './announcer';

const loggerCtx = 'StorefrontCache';

export interface StorefrontCacheOptions {
  /** Production profile: publish on Redis, every storefront instance subscribes. */
  redis: RedisEnvironment | undefined;
  /** Embedded profile: POST to the storefront (its own URL) with the shared secret. */
  storefrontUrl: string;
  secret: string | undefined;
  /** Quiet time that ends a burst of changes (ms). */
  delayMs?: number;
}

let announcer: ReturnType<typeof createAnnouncer> | undefined;
let publisher: Redis | undefined;

function announceVia(options: StorefrontCacheOptions): (() => Promise<void>) | undefined {
  if (options.redis) {
    const { url, keyPrefix } = options.redis;
    publisher = new Redis({ ...redisOptionsFromUrl(url), lazyConnect: true, maxRetriesPerRequest: 2 });
    publisher.on('error', (error) => Logger.warn(`Redis: ${error.message}`, loggerCtx));
    return async () => {
      if (!publisher) return;
      // First the new generation (the storefront's shared keys move on), then the message (memory is dropped).
      const generation = await publisher.incr(generationKey(keyPrefix));
      await publisher.publish(invalidationChannel(keyPrefix), String(generation));
    };
  }
  if (!options.secret) return undefined;
  const secret = options.secret;
  return async () => {
    try {
      await fetch(`${options.storefrontUrl}${INVALIDATION_PATH}`, {
        method: 'POST',
        headers: { [INVALIDATION_HEADER]: secret },
        signal: AbortSignal.timeout(2_000),
      });
    } catch (error) {
      Logger.warn(`The storefront was not told of a change: ${(error as Error).message}`, loggerCtx);
    }
  };
}

/** After every successful Admin API mutation (its transaction committed), announce a change. */
const afterAdminMutations: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse(requestContext) {
        if (requestContext.operation?.operation !== 'mutation' || requestContext.errors?.length) return;
        const req = (requestContext.contextValue as { req?: { originalUrl?: string } }).req;
        if (!req?.originalUrl?.includes('/admin-api')) return;
        announcer?.changed();
      },
    };
  },
};

/**
 * Tells the storefront's read caches (ADR 041) to drop what they hold when staff
 * change anything through the Admin API (the Dashboard), so a saved change shows on the
 * storefront within seconds on every instance instead of after the caches' TTLs (ADR 024).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    config.apiOptions.apolloServerPlugins = [...(config.apiOptions.apolloServerPlugins ?? []), afterAdminMutations];
    return config;
  },
  compatibility: '^3.0.0',
})
export class StorefrontCachePlugin implements OnApplicationShutdown {
  static init(options: StorefrontCacheOptions) {
    const announce = announceVia(options);
    announcer = announce ? createAnnouncer(announce, options.delayMs ?? 250) : undefined;
    return StorefrontCachePlugin;
  }

  async onApplicationShutdown() {
    announcer?.flush();
    await publisher?.quit().catch(() => {});
  }
}
