import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { log } from '../log.server';
import { accountLimiters, clientIp, consumeAll, createLimiter, emailKey, forget } from './rate-limit.server';

const getRequestIP = vi.fn((_options?: { xForwardedFor?: boolean }) => '127.0.0.1' as string | undefined);
vi.mock('@tanstack/react-start/server', () => ({
  getRequestIP: (options: { xForwardedFor?: boolean }) => getRequestIP(options),
}));

const limits = {
  RATE_LIMIT_SIGN_IN_PER_EMAIL: 3,
  RATE_LIMIT_SIGN_IN_PER_IP: 5,
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: 900,
  RATE_LIMIT_REGISTER_PER_IP: 2,
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: 3600,
  RATE_LIMIT_RESET_PER_IP: 2,
  RATE_LIMIT_RESET_WINDOW_SECONDS: 3600,
};

describe('consumeAll', () => {
  it('allows up to the limit, then answers how long to wait', async () => {
    const limiter = createLimiter({ name: 't', points: 2, durationSeconds: 60 });
    expect(await consumeAll([{ limiter, key: 'a' }])).toEqual({ ok: true });
    expect(await consumeAll([{ limiter, key: 'a' }])).toEqual({ ok: true });
    const third = await consumeAll([{ limiter, key: 'a' }]);
    expect(third.ok).toBe(false);
    if (!third.ok) {
      expect(third.retryAfterSeconds).toBeGreaterThan(55);
      expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another key has its own count.
    expect(await consumeAll([{ limiter, key: 'b' }])).toEqual({ ok: true });
  });

  it('stops at the first limit that is exceeded', async () => {
    const { signInPerIp, signInPerEmail } = accountLimiters(limits);
    const ip = '10.0.0.1';
    for (let i = 0; i < 3; i++) {
      const result = await consumeAll([
        { limiter: signInPerIp, key: ip },
        { limiter: signInPerEmail, key: emailKey(ip, 'vera@foyer.test') },
      ]);
      expect(result.ok).toBe(true);
    }
    const fourth = await consumeAll([
      { limiter: signInPerIp, key: ip },
      { limiter: signInPerEmail, key: emailKey(ip, 'VERA@foyer.test ') },
    ]);
    expect(fourth.ok).toBe(false);
    // Another address from the same IP still gets in, until the IP-wide limit.
    expect(
      (
        await consumeAll([
          { limiter: signInPerIp, key: ip },
          { limiter: signInPerEmail, key: emailKey(ip, 'ivan@foyer.test') },
        ])
      ).ok,
    ).toBe(true);
    expect((await consumeAll([{ limiter: signInPerIp, key: ip }])).ok).toBe(false);
  });

  it('forgets a key after success', async () => {
    const limiter = createLimiter({ name: 'f', points: 1, durationSeconds: 60 });
    await consumeAll([{ limiter, key: 'k' }]);
    expect((await consumeAll([{ limiter, key: 'k' }])).ok).toBe(false);
    await forget(limiter, 'k');
    expect((await consumeAll([{ limiter, key: 'k' }])).ok).toBe(true);
  });

  it('lets requests through when a shared store fails', async () => {
    const broken = { consume: () => Promise.reject(new Error('redis down')) } as unknown as RateLimiterAbstract;
    const error = vi.spyOn(log(), 'error').mockImplementation(() => {});
    const limiter = createLimiter({ name: 'x', points: 1, durationSeconds: 60 }, () => broken);
    expect(await consumeAll([{ limiter, key: 'k' }])).toEqual({ ok: true });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('takes any store from the factory', () => {
    const factory = vi.fn(
      (rule: { name: string; points: number; durationSeconds: number }) =>
        new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds }),
    );
    accountLimiters(limits, factory);
    expect(factory.mock.calls.map(([rule]) => rule)).toEqual([
      { name: 'sign-in-ip', points: 5, durationSeconds: 900 },
      { name: 'sign-in-email', points: 3, durationSeconds: 900 },
      { name: 'register-ip', points: 2, durationSeconds: 3600 },
      { name: 'reset-ip', points: 2, durationSeconds: 3600 },
    ]);
  });
});

describe('emailKey', () => {
  it('does not hold the address and ignores case and spaces', () => {
    expect(emailKey('1.2.3.4', 'Vera@Foyer.test ')).toBe(emailKey('1.2.3.4', 'vera@foyer.test'));
    expect(emailKey('1.2.3.4', 'vera@foyer.test')).not.toContain('vera');
    expect(emailKey('1.2.3.4', 'vera@foyer.test')).not.toBe(emailKey('1.2.3.5', 'vera@foyer.test'));
  });
});

describe('clientIp', () => {
  it('reads X-Forwarded-For only when TRUST_PROXY is set, and names an unknown client', async () => {
    const { serverEnv } = await import('../env.server');
    expect(serverEnv({ VENDURE_SHOP_API_URL: 'http://x.test/shop-api' }).TRUST_PROXY).toBe(false);
    expect(serverEnv({ VENDURE_SHOP_API_URL: 'http://x.test/shop-api', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);

    process.env.VENDURE_SHOP_API_URL ??= 'http://x.test/shop-api';
    expect(clientIp()).toBe('127.0.0.1');
    expect(getRequestIP).toHaveBeenLastCalledWith({ xForwardedFor: false });
    getRequestIP.mockReturnValueOnce(undefined);
    expect(clientIp()).toBe('unknown');
  });
});
