import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_COOKIE_SECRET,
  DEVELOPMENT_SUPERADMIN_PASSWORD,
  DEVELOPMENT_TICKET_SIGNING_SECRET,
  readEnvironment,
} from './environment';
import { productionSecrets, productionWithMailbox } from './environment.test-fixtures';

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
  const production = productionSecrets;

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

describe('readEnvironment: production refuses unsafe defaults', () => {
  const safe = {
    NODE_ENV: 'production',
    VENDURE_COOKIE_SECRET: 'a-cookie-secret-for-this-shop',
    TICKET_SIGNING_SECRET: 'a-ticket-key-for-this-shop',
    VENDURE_SUPERADMIN_PASSWORD: 'a-password-for-this-shop',
    VENDURE_CLIENT_IP_SECRET: 'a-secret-of-16-or-more',
    TEST_CARD_PAYMENTS: 'true',
    SMTP_URL: 'smtp://smtp.example.org',
  };

  it('starts with every secret given and the test card asked for', () => {
    const env = readEnvironment(safe);
    expect(env.testCardPayments).toBe(true);
    expect(env.clientIpSecret).toBe('a-secret-of-16-or-more');
  });

  it('refuses the test card unless TEST_CARD_PAYMENTS=true says so (without Stripe it would be the only way to pay)', () => {
    const { TEST_CARD_PAYMENTS: _, ...withoutFlag } = safe;
    expect(() => readEnvironment(withoutFlag)).toThrow(/TEST_CARD_PAYMENTS=true/);
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(readEnvironment({ ...withoutFlag, ...stripe }).testCardPayments).toBe(false);
    expect(readEnvironment({ ...withoutFlag, ...stripe, TEST_CARD_PAYMENTS: 'false' }).testCardPayments).toBe(false);
  });

  it('refuses the development superadmin password and cookie secret, or none', () => {
    expect(() => readEnvironment({ ...safe, VENDURE_SUPERADMIN_PASSWORD: DEVELOPMENT_SUPERADMIN_PASSWORD })).toThrow(
      /^VENDURE_SUPERADMIN_PASSWORD must not be the development default/,
    );
    expect(() => readEnvironment({ ...safe, VENDURE_COOKIE_SECRET: DEVELOPMENT_COOKIE_SECRET })).toThrow(
      /^VENDURE_COOKIE_SECRET must not be the development default/,
    );
    expect(() => readEnvironment({ ...safe, VENDURE_SUPERADMIN_PASSWORD: '' })).toThrow(/VENDURE_SUPERADMIN_PASSWORD/);
    expect(() => readEnvironment({ ...safe, VENDURE_COOKIE_SECRET: undefined })).toThrow(/VENDURE_COOKIE_SECRET/);
  });

  it('refuses the dev mailbox unless VENDURE_EMAIL_DEV_MODE=true asks for it', () => {
    const { SMTP_URL: _, ...withoutSmtp } = safe;
    expect(() => readEnvironment(withoutSmtp)).toThrow(/VENDURE_EMAIL_DEV_MODE=true/);
    expect(readEnvironment({ ...withoutSmtp, VENDURE_EMAIL_DEV_MODE: 'true' }).email).toEqual({ kind: 'mailbox' });
  });

  it('needs the client-IP secret shared with the storefront, long enough', () => {
    expect(() => readEnvironment({ ...safe, VENDURE_CLIENT_IP_SECRET: undefined })).toThrow(/VENDURE_CLIENT_IP_SECRET/);
    expect(() => readEnvironment({ ...safe, VENDURE_CLIENT_IP_SECRET: 'short' })).toThrow(/16 characters/);
    expect(readEnvironment({}).clientIpSecret).toBeUndefined();
  });

  it('refuses the development ticket signing key, or none, or a short one', () => {
    expect(() => readEnvironment({ ...safe, TICKET_SIGNING_SECRET: DEVELOPMENT_TICKET_SIGNING_SECRET })).toThrow(
      /^TICKET_SIGNING_SECRET must not be the development default/,
    );
    expect(() => readEnvironment({ ...safe, TICKET_SIGNING_SECRET: undefined })).toThrow(/TICKET_SIGNING_SECRET/);
    expect(() => readEnvironment({ ...safe, TICKET_SIGNING_SECRET: 'short' })).toThrow(/16 characters/);
  });

  it('keeps the development defaults outside production', () => {
    const env = readEnvironment({});
    expect(env.superadminPassword).toBe(DEVELOPMENT_SUPERADMIN_PASSWORD);
    expect(env.cookieSecret).toBe(DEVELOPMENT_COOKIE_SECRET);
    expect(env.ticketSigningSecret).toBe(DEVELOPMENT_TICKET_SIGNING_SECRET);
  });
});

describe('readEnvironment: where Vendure listens', () => {
  it('listens on loopback in every mode unless VENDURE_HOST says otherwise', () => {
    const production = productionWithMailbox;
    expect(readEnvironment(production).host).toBe('127.0.0.1');
    expect(readEnvironment({ ...production, VENDURE_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(readEnvironment({}).host).toBe('127.0.0.1');
    expect(readEnvironment({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(readEnvironment({ VENDURE_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readEnvironment({ VENDURE_HOST: '::1' }).host).toBe('::1');
    expect(() => readEnvironment({ VENDURE_HOST: 'http://x' })).toThrow(/VENDURE_HOST/);
  });
});

describe('readEnvironment: rate limits', () => {
  it("reads the storefront's limits, with its defaults", () => {
    expect(readEnvironment({}).rateLimits).toEqual({
      signInPerIp: 100,
      signInPerIdentifier: 10,
      signInWindowSeconds: 900,
      registerPerIp: 5,
      registerWindowSeconds: 3600,
      resetPerIp: 5,
      resetWindowSeconds: 3600,
    });
    expect(readEnvironment({ RATE_LIMIT_SIGN_IN_PER_IP: '10000' }).rateLimits.signInPerIp).toBe(10000);
    expect(() => readEnvironment({ RATE_LIMIT_REGISTER_PER_IP: '0' })).toThrow(/RATE_LIMIT_REGISTER_PER_IP/);
  });
});

describe('readEnvironment: the shared rules (ADR 044)', () => {
  it('reads a flag of yes, on or 1 as true and no, off or 0 as false, in any case', () => {
    expect(readEnvironment({ VENDURE_LOG_QUERY_COMPLEXITY: 'yes' }).logQueryComplexity).toBe(true);
    expect(readEnvironment({ VENDURE_IN_PROCESS_JOBS: 'No' }).inProcessJobs).toBe(false);
    expect(readEnvironment({ TEST_CARD_PAYMENTS: 'off' }).testCardPayments).toBe(false);
    expect(readEnvironment({ VENDURE_IN_PROCESS_JOBS: 'ON' }).inProcessJobs).toBe(true);
  });

  it('refuses a flag it cannot read, naming the variable', () => {
    expect(() => readEnvironment({ VENDURE_IN_PROCESS_JOBS: 'maybe' })).toThrow(
      /^VENDURE_IN_PROCESS_JOBS must be true or false .*"maybe"/,
    );
    expect(() => readEnvironment({ VENDURE_EMAIL_DEV_MODE: 'maybe' })).toThrow(/VENDURE_EMAIL_DEV_MODE/);
  });

  it('treats an empty variable as unset', () => {
    const env = readEnvironment({ VENDURE_PORT: '', VENDURE_SUPERADMIN_USERNAME: '', STOREFRONT_URL: '' });
    expect(env.port).toBe(3001);
    expect(env.superadminUsername).toBe('superadmin');
    expect(env.storefrontUrl).toBe('http://localhost:3000');
  });

  it("checks the variables the storefront also reads by the storefront's rules", () => {
    expect(() => readEnvironment({ VENDURE_ASSET_URL: 'assets' })).toThrow(/VENDURE_ASSET_URL/);
    expect(() => readEnvironment({ STOREFRONT_URL: 'localhost:3000' })).toThrow(/STOREFRONT_URL/);
    expect(() => readEnvironment({ CACHE_INVALIDATION_SECRET: 'short' })).toThrow(
      /CACHE_INVALIDATION_SECRET must be at least 16/,
    );
    expect(() => readEnvironment({ NODE_ENV: 'prod' })).toThrow(
      /NODE_ENV must be one of development, production, test/,
    );
  });

  it('names every refused variable at once, one per line', () => {
    expect(() => readEnvironment({ VENDURE_PORT: 'x', SEAT_HOLD_SECONDS: '0' })).toThrow(
      /^VENDURE_PORT must be a port number, got "x"\nSEAT_HOLD_SECONDS must be/,
    );
  });
});
