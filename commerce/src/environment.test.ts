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

describe('readEnvironment: email', () => {
  const production = { NODE_ENV: 'production', VENDURE_COOKIE_SECRET: 'c', VENDURE_SUPERADMIN_PASSWORD: 'p' };

  it('keeps emails in the dev mailbox outside production', () => {
    expect(readEnvironment({}).email).toEqual({ kind: 'mailbox' });
    expect(readEnvironment({}).emailFrom).toBe('"Foyer Theatre" <box-office@foyer.example>');
  });

  it('sends over SMTP when SMTP_URL is set, from EMAIL_FROM', () => {
    const env = readEnvironment({
      ...production,
      SMTP_URL: 'smtps://box-office:secret@smtp.example.org:465',
      EMAIL_FROM: 'Foyer <tickets@example.org>',
    });
    expect(env.email).toEqual({ kind: 'smtp', url: 'smtps://box-office:secret@smtp.example.org:465' });
    expect(env.emailFrom).toBe('Foyer <tickets@example.org>');
  });

  it('refuses to start in production with emails nobody receives, unless the dev mailbox is asked for', () => {
    expect(() => readEnvironment(production)).toThrow(/SMTP_URL/);
    expect(readEnvironment({ ...production, VENDURE_EMAIL_DEV_MODE: 'true' }).email).toEqual({ kind: 'mailbox' });
    expect(() => readEnvironment({ VENDURE_EMAIL_DEV_MODE: 'false' })).toThrow(/needs SMTP_URL/);
  });

  it('refuses a bad SMTP_URL without repeating its password, and SMTP with the dev mailbox', () => {
    const bad = ['not a url', 'http://smtp.example.org', 'smtp://'];
    for (const url of bad) {
      expect(() => readEnvironment({ SMTP_URL: url }), url).toThrow(/SMTP_URL/);
    }
    expect(() => readEnvironment({ SMTP_URL: 'https://u:hunter2@smtp.example.org' })).not.toThrow(/hunter2/);
    expect(() => readEnvironment({ SMTP_URL: 'smtp://smtp.example.org', VENDURE_EMAIL_DEV_MODE: 'true' })).toThrow(
      /not both/,
    );
  });
});

describe('readEnvironment: seat holds', () => {
  it('holds for ten minutes unless told otherwise', () => {
    expect(readEnvironment({}).seatHoldSeconds).toBe(600);
    expect(readEnvironment({ SEAT_HOLD_SECONDS: '5' }).seatHoldSeconds).toBe(5);
  });

  it('refuses a hold that is not a whole number of seconds within a day', () => {
    for (const value of ['0', '-5', '1.5', 'ten', '86401']) {
      expect(() => readEnvironment({ SEAT_HOLD_SECONDS: value }), value).toThrow(/SEAT_HOLD_SECONDS/);
    }
  });
});

describe('readEnvironment: the Dashboard', () => {
  it('serves the built Dashboard unless a dev server port is named (port 1: nothing can answer there)', () => {
    expect(readEnvironment({}).dashboardDevServerPort).toBe(1);
    expect(readEnvironment({ DASHBOARD_DEV_SERVER_PORT: '5173' }).dashboardDevServerPort).toBe(5173);
    expect(() => readEnvironment({ DASHBOARD_DEV_SERVER_PORT: 'vite' })).toThrow(/DASHBOARD_DEV_SERVER_PORT/);
  });
});
