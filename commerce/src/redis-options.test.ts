import { describe, expect, it } from 'vitest';
import { readEnvironment } from './environment';
import { redisOptionsFromUrl } from './redis-options';

describe('redisOptionsFromUrl', () => {
  it('reads host, port and database', () => {
    expect(redisOptionsFromUrl('redis://127.0.0.1:6380/3')).toEqual({ host: '127.0.0.1', port: 6380, db: 3 });
  });

  it('defaults the port, and reads credentials and TLS', () => {
    expect(redisOptionsFromUrl('rediss://shop:p%40ss@cache.example')).toEqual({
      host: 'cache.example',
      port: 6379,
      username: 'shop',
      password: 'p@ss',
      tls: {},
    });
  });

  it('refuses a database that is not a number', () => {
    expect(() => redisOptionsFromUrl('redis://127.0.0.1/cache')).toThrow(/must be a number/);
  });
});

describe('readEnvironment: Redis', () => {
  it('has no Redis in the embedded profile', () => {
    expect(readEnvironment({}).redis).toBeUndefined();
  });

  it('reads the URL and the key prefix', () => {
    expect(readEnvironment({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'foyer',
    });
    expect(
      readEnvironment({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'foyer-test.1' }).redis?.keyPrefix,
    ).toBe('foyer-test.1');
  });

  it('refuses a URL that is not Redis, and a prefix with separators', () => {
    expect(() => readEnvironment({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/redis:\/\//);
    expect(() => readEnvironment({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => readEnvironment({ REDIS_URL: 'redis://127.0.0.1', REDIS_KEY_PREFIX: 'a:b' })).toThrow(
      /REDIS_KEY_PREFIX/,
    );
  });
});
