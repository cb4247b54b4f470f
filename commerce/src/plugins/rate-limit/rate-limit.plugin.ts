import type { OnApplicationShutdown } from '@nestjs/common';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { Redis } from 'ioredis';
import type { RateLimitEnvironment, RedisEnvironment } from '../../environment';
import { redisOptionsFromUrl } from '../../redis-options';
import { AccountLimiters, memoryStores, redisStores } from './account-limiters';
import { loggerCtx } from './constants';
import { rateLimitApolloPlugin } from './rate-limit.apollo-plugin';

export interface RateLimitPluginOptions {
  limits: RateLimitEnvironment;
  /** Production profile: counts shared by every Vendure server. Undefined: each process counts alone. */
  redis: RedisEnvironment | undefined;
  /** Shared with the storefront; only requests carrying it may name the shopper's IP. */
  clientIpSecret: string | undefined;
}

let limiters: AccountLimiters | undefined;
let client: Redis | undefined;

/**
 * Vendure's own limits on login, authenticate, registerCustomerAccount, requestPasswordReset
 * and resetPassword (Shop API) and login/authenticate (Admin API): the storefront limits
 * shoppers itself, this is the backstop for anyone who reaches Vendure another way (ADR 032).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: (config) => {
    const options = RateLimitPlugin.options;
    config.apiOptions.apolloServerPlugins = [
      ...(config.apiOptions.apolloServerPlugins ?? []),
      rateLimitApolloPlugin({
        limiters: () => RateLimitPlugin.limiters(),
        adminApiPath: config.apiOptions.adminApiPath ?? 'admin-api',
        clientIpSecret: options.clientIpSecret,
      }),
    ];
    return config;
  },
})
export class RateLimitPlugin implements OnApplicationShutdown {
  static options: RateLimitPluginOptions;

  static init(options: RateLimitPluginOptions) {
    RateLimitPlugin.options = options;
    return RateLimitPlugin;
  }

  /** Made on the first limited request, so a worker (which serves no API) opens no Redis connection. */
  static limiters(): AccountLimiters {
    if (limiters) return limiters;
    const { limits, redis } = RateLimitPlugin.options;
    const logError = (message: string) => Logger.error(message, loggerCtx);
    if (!redis) {
      limiters = new AccountLimiters(limits, memoryStores, logError);
      return limiters;
    }
    // No offline queue: a sign-in must not wait for Redis to come back; the memory counts answer.
    client = new Redis({ ...redisOptionsFromUrl(redis.url), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on('error', (error) => Logger.warn(`Redis: ${error.message}`, loggerCtx));
    limiters = new AccountLimiters(limits, redisStores(client, redis.keyPrefix), logError);
    return limiters;
  }

  onApplicationShutdown() {
    client?.disconnect();
    client = undefined;
    limiters = undefined;
  }
}
