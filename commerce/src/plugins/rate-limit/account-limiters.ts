import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitEnvironment } from '../../environment';
import type { AccountAction } from './account-operations';

/** Which API a request came through: the two count apart, so staff and shoppers never share a limit. */
export type ApiName = 'shop' | 'admin';

interface Rule {
  name: string;
  points: number;
  durationSeconds: number;
}

/** One counter store per rule: memory in one process, Redis when several servers share the counts. */
export type StoreFactory = (rule: Rule) => RateLimiterAbstract;

export const memoryStores: StoreFactory = (rule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds });

/**
 * Counters in Redis under a prefix of Vendure's own (not the storefront's: one attempt
 * through the storefront is counted once by each, never twice by one). While Redis is
 * unreachable each process counts in its memory instead.
 */
export function redisStores(client: Redis, prefix: string): StoreFactory {
  return (rule) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${prefix}:vendure-rate-limit:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      insuranceLimiter: memoryStores(rule),
    });
}

export type Outcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Identifiers become keys only as digests, so a shared store holds no addresses. */
function digest(identifier: string): string {
  return createHash('sha256').update(identifier).digest('base64url');
}

/**
 * Vendure's limits on account actions, per API: sign-in per client IP and per client IP
 * and identifier (as the storefront counts), the other actions per client IP.
 */
export class AccountLimiters {
  private readonly stores = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly limits: RateLimitEnvironment,
    private readonly factory: StoreFactory,
    private readonly logError: (message: string) => void,
  ) {}

  private store(api: ApiName, name: string, points: number, durationSeconds: number): RateLimiterAbstract {
    const key = `${api}-${name}`;
    let store = this.stores.get(key);
    if (!store) {
      store = this.factory({ name: key, points, durationSeconds });
      this.stores.set(key, store);
    }
    return store;
  }

  private checks(api: ApiName, action: AccountAction, ip: string, identifier: string | undefined) {
    const l = this.limits;
    switch (action) {
      case 'sign-in': {
        const checks = [{ store: this.store(api, 'sign-in-ip', l.signInPerIp, l.signInWindowSeconds), key: ip }];
        if (identifier !== undefined) {
          checks.push({
            store: this.identifierStore(api),
            key: `${ip}|${digest(identifier)}`,
          });
        }
        return checks;
      }
      case 'register':
        return [{ store: this.store(api, 'register-ip', l.registerPerIp, l.registerWindowSeconds), key: ip }];
      case 'request-reset':
        return [{ store: this.store(api, 'request-reset-ip', l.resetPerIp, l.resetWindowSeconds), key: ip }];
      case 'reset-password':
        return [{ store: this.store(api, 'reset-password-ip', l.resetPerIp, l.resetWindowSeconds), key: ip }];
    }
  }

  private identifierStore(api: ApiName) {
    return this.store(api, 'sign-in-identifier', this.limits.signInPerIdentifier, this.limits.signInWindowSeconds);
  }

  /**
   * Counts one attempt and answers whether it may go ahead. A shared store that fails lets
   * the attempt through (and says so in the log): signing in must not depend on Redis.
   */
  async consume(api: ApiName, action: AccountAction, ip: string, identifier: string | undefined): Promise<Outcome> {
    for (const { store, key } of this.checks(api, action, ip, identifier)) {
      try {
        await store.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        }
        this.logError(`The rate-limit store failed, letting a ${action} through: ${(error as Error).message}`);
      }
    }
    return { ok: true };
  }

  /** After a successful sign-in the failed attempts before it no longer count against that identifier. */
  async signedIn(api: ApiName, ip: string, identifier: string): Promise<void> {
    try {
      await this.identifierStore(api).delete(`${ip}|${digest(identifier)}`);
    } catch (error) {
      this.logError(`Could not reset a sign-in count: ${(error as Error).message}`);
    }
  }
}
