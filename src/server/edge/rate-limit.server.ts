import { createHash } from 'node:crypto';
import { getRequestIP } from '@tanstack/react-start/server';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type ServerEnv, serverEnv } from '../env.server';
import { log } from '../log.server';

/** One limit: at most `points` actions per key in `durationSeconds`. */
export interface LimitRule {
  /** Also the store's key prefix, so several storefront instances sharing a store agree. */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Makes the limiter for one rule. The default keeps counters in this process's memory;
 * `redisLimiters` shares them between storefront instances.
 */
export type LimiterFactory = (rule: LimitRule) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (rule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds });

/**
 * Counters in Redis, shared by every storefront instance. While Redis is unreachable
 * each process falls back to its own memory counts (rate-limiter-flexible's insurance
 * limiter) rather than letting every attempt through.
 */
export function redisLimiters(client: Redis, prefix: string): LimiterFactory {
  return (rule) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${prefix}:rate-limit:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      insuranceLimiter: memoryLimiters(rule),
    });
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A limiter with its rule, as used by `consumeAll`. */
export interface Limiter {
  rule: LimitRule;
  store: RateLimiterAbstract;
}

export function createLimiter(rule: LimitRule, factory: LimiterFactory = memoryLimiters): Limiter {
  return { rule, store: factory(rule) };
}

/**
 * Counts one action against each (limiter, key) in turn and stops at the first that is
 * over its limit, answering how long until it allows the next one. A store that fails
 * (not a memory store, but a shared one that is down) lets the action through and logs:
 * sign-in must not depend on the limiter's store.
 */
export async function consumeAll(checks: Array<{ limiter: Limiter; key: string }>): Promise<LimitOutcome> {
  for (const { limiter, key } of checks) {
    try {
      await limiter.store.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
      log().error({ err: error, limiter: limiter.rule.name }, 'rate-limit store failed; letting the request through');
    }
  }
  return { ok: true };
}

/** Forgets a key's count (after a successful sign-in, the failed attempts before it no longer matter). */
export async function forget(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.store.delete(key);
  } catch (error) {
    log().error({ err: error, limiter: limiter.rule.name }, 'rate-limit store could not reset a key');
  }
}

/** Email addresses are hashed before they become keys, so a shared store holds no addresses. */
export function emailKey(ip: string, email: string): string {
  return `${ip}|${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

/** The limiters of the account actions, from the environment's limits. */
export type RateLimits = Pick<
  ServerEnv,
  | 'RATE_LIMIT_SIGN_IN_PER_EMAIL'
  | 'RATE_LIMIT_SIGN_IN_PER_IP'
  | 'RATE_LIMIT_SIGN_IN_WINDOW_SECONDS'
  | 'RATE_LIMIT_REGISTER_PER_IP'
  | 'RATE_LIMIT_REGISTER_WINDOW_SECONDS'
  | 'RATE_LIMIT_RESET_PER_IP'
  | 'RATE_LIMIT_RESET_WINDOW_SECONDS'
>;

export function accountLimiters(env: RateLimits, factory?: LimiterFactory) {
  return {
    signInPerIp: createLimiter(
      {
        name: 'sign-in-ip',
        points: env.RATE_LIMIT_SIGN_IN_PER_IP,
        durationSeconds: env.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
      },
      factory,
    ),
    signInPerEmail: createLimiter(
      {
        name: 'sign-in-email',
        points: env.RATE_LIMIT_SIGN_IN_PER_EMAIL,
        durationSeconds: env.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
      },
      factory,
    ),
    register: createLimiter(
      {
        name: 'register-ip',
        points: env.RATE_LIMIT_REGISTER_PER_IP,
        durationSeconds: env.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      },
      factory,
    ),
    passwordReset: createLimiter(
      { name: 'reset-ip', points: env.RATE_LIMIT_RESET_PER_IP, durationSeconds: env.RATE_LIMIT_RESET_WINDOW_SECONDS },
      factory,
    ),
  };
}

export type AccountLimiters = ReturnType<typeof accountLimiters>;

let limiters: AccountLimiters | undefined;
/** This process's limiters, made on first use: in Redis when REDIS_URL is set, else in memory. */
export function limitersForServer(): AccountLimiters {
  if (limiters) return limiters;
  const env = serverEnv();
  if (!env.REDIS_URL) {
    limiters = accountLimiters(env);
    return limiters;
  }
  // No offline queue: a sign-in must not wait for Redis to come back, the insurance limiter answers.
  const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', (error) => log().error({ err: error }, 'rate-limit Redis'));
  limiters = accountLimiters(env, redisLimiters(client, env.REDIS_KEY_PREFIX));
  return limiters;
}

/**
 * The client's IP for the current request: the socket's address, or the first
 * X-Forwarded-For entry when TRUST_PROXY says a proxy in front of us sets it
 * (otherwise anybody could send a new X-Forwarded-For with each attempt).
 */
export function clientIp(): string {
  return getRequestIP({ xForwardedFor: serverEnv().TRUST_PROXY }) ?? 'unknown';
}
