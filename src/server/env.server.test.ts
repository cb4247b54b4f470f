import { describe, expect, it } from 'vitest';
import { serverEnv } from './env.server';

const CLIENT_IP_SECRET = 'a-client-ip-secret-of-32-characters';

describe('serverEnv', () => {
  it('refuses to start without the Shop API URL, saying what is missing', () => {
    expect(() => serverEnv({})).toThrow(/VENDURE_SHOP_API_URL/);
  });
  it('refuses a Shop API URL that is not a URL', () => {
    expect(() => serverEnv({ VENDURE_SHOP_API_URL: 'localhost' })).toThrow(/VENDURE_SHOP_API_URL/);
  });
  it('applies defaults and makes cookies Secure in production', () => {
    const env = serverEnv({
      VENDURE_SHOP_API_URL: 'http://localhost:3001/shop-api',
      NODE_ENV: 'production',
      VENDURE_CLIENT_IP_SECRET: CLIENT_IP_SECRET,
    });
    expect(env.VENDURE_CHANNEL_TOKEN).toBe('foyer');
    expect(env.VENDURE_TIMEOUT_MS).toBe(8000);
    expect(env.secureCookies).toBe(true);
  });
  it('refuses production without VENDURE_CLIENT_IP_SECRET, naming it (development needs none)', () => {
    const base = { VENDURE_SHOP_API_URL: 'http://x.test/shop-api' };
    expect(() => serverEnv({ ...base, NODE_ENV: 'production' })).toThrow(/VENDURE_CLIENT_IP_SECRET must be set/);
    expect(() => serverEnv({ ...base, NODE_ENV: 'production', VENDURE_CLIENT_IP_SECRET: '' })).toThrow(
      /VENDURE_CLIENT_IP_SECRET must be set/,
    );
    expect(serverEnv(base).VENDURE_CLIENT_IP_SECRET).toBeUndefined();
  });
  it('lets plain-HTTP deployments turn Secure cookies off explicitly', () => {
    const env = serverEnv({
      VENDURE_SHOP_API_URL: 'http://x.test/shop-api',
      NODE_ENV: 'production',
      VENDURE_CLIENT_IP_SECRET: CLIENT_IP_SECRET,
      SECURE_COOKIES: 'false',
    });
    expect(env.secureCookies).toBe(false);
  });
  it("reads the asset server's URL, treating an empty value as unset", () => {
    const base = { VENDURE_SHOP_API_URL: 'http://x.test/shop-api' };
    expect(serverEnv({ ...base, VENDURE_ASSET_URL: '' }).VENDURE_ASSET_URL).toBeUndefined();
    expect(serverEnv({ ...base, VENDURE_ASSET_URL: 'https://a.test/assets/' }).VENDURE_ASSET_URL).toBe(
      'https://a.test/assets/',
    );
    expect(() => serverEnv({ ...base, VENDURE_ASSET_URL: 'assets' })).toThrow(/VENDURE_ASSET_URL/);
  });
});

describe('serverEnv: the rules shared with commerce (ADR 044)', () => {
  const base = { VENDURE_SHOP_API_URL: 'http://x.test/shop-api' };
  it('reads a flag of yes/no, on/off in any case, and refuses anything else naming the variable', () => {
    expect(serverEnv({ ...base, TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
    const production = { ...base, NODE_ENV: 'production', VENDURE_CLIENT_IP_SECRET: CLIENT_IP_SECRET };
    expect(serverEnv({ ...production, SECURE_COOKIES: 'Off' }).secureCookies).toBe(false);
    expect(() => serverEnv({ ...base, TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be true or false/);
  });
  it('treats an empty variable as unset', () => {
    const env = serverEnv({ ...base, VENDURE_MAX_CONCURRENCY: '', RATE_LIMIT_SIGN_IN_PER_IP: '' });
    expect(env.VENDURE_MAX_CONCURRENCY).toBe(16);
    expect(env.RATE_LIMIT_SIGN_IN_PER_IP).toBe(100);
    expect(() => serverEnv({ VENDURE_SHOP_API_URL: '' })).toThrow(/VENDURE_SHOP_API_URL/);
  });
  it("refuses a rate-limit window Vendure's backstop would refuse", () => {
    expect(() => serverEnv({ ...base, RATE_LIMIT_RESET_WINDOW_SECONDS: '86401' })).toThrow(
      /RATE_LIMIT_RESET_WINDOW_SECONDS must be a whole number of seconds/,
    );
  });
});
