import { describe, expect, it } from 'vitest';
import { readEnvironment } from './environment';

describe('readEnvironment: payments', () => {
  it('offers only the test card without Stripe keys', () => {
    const env = readEnvironment({});
    expect(env.stripe).toBeUndefined();
    expect(env.testCardPayments).toBe(true);
  });

  it('reads the Stripe keys and stand-in location, and turns the test card off by default', () => {
    const env = readEnvironment({
      STRIPE_SECRET_KEY: 'sk_test_foyer',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_foyer',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '3194',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(env.stripe).toEqual({
      secretKey: 'sk_test_foyer',
      webhookSecret: 'whsec_test_foyer',
      apiHost: '127.0.0.1',
      apiPort: 3194,
      apiProtocol: 'http',
    });
    expect(env.testCardPayments).toBe(false);
    expect(
      readEnvironment({
        STRIPE_SECRET_KEY: 'sk_test_foyer',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        TEST_CARD_PAYMENTS: 'true',
      }).testCardPayments,
    ).toBe(true);
  });

  it('refuses one Stripe key without the other, and a bad protocol or port', () => {
    expect(() => readEnvironment({ STRIPE_SECRET_KEY: 'sk_test_foyer' })).toThrow(/set together/);
    expect(() => readEnvironment({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/set together/);
    const keys = { STRIPE_SECRET_KEY: 'sk_test_foyer', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => readEnvironment({ ...keys, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
    expect(() => readEnvironment({ ...keys, STRIPE_API_PORT: 'abc' })).toThrow(/STRIPE_API_PORT/);
  });
});
