import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RateLimitEnvironment } from '../../environment';
import { AccountLimiters, memoryStores } from './account-limiters';
import { accountAttempts, signedIn } from './account-operations';
import { CLIENT_IP_HEADER, CLIENT_IP_SECRET_HEADER, clientIp } from './client-ip';

function attempts(query: string, variables?: Record<string, unknown>) {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
  return accountAttempts(document, operation, variables);
}

describe('accountAttempts', () => {
  it('finds every limited field of a mutation, with aliases, fragments and variables', () => {
    const found = attempts(
      `mutation ($u: String!) {
        a: login(username: $u, password: "x") { __typename }
        b: login(username: " Someone@Example.org ", password: "y") { __typename }
        ...More
        ... on Mutation { requestPasswordReset(emailAddress: "x@example.org") { __typename } }
      }
      fragment More on Mutation {
        registerCustomerAccount(input: { emailAddress: "x@example.org" }) { __typename }
        authenticate(input: { native: { username: "n@example.org", password: "p" } }) { __typename }
        resetPassword(token: "t", password: "p") { __typename }
      }`,
      { u: 'Ana@Example.org' },
    );
    expect(found).toEqual([
      { action: 'sign-in', responseKey: 'a', identifier: 'ana@example.org' },
      { action: 'sign-in', responseKey: 'b', identifier: 'someone@example.org' },
      { action: 'register', responseKey: 'registerCustomerAccount', identifier: undefined },
      { action: 'sign-in', responseKey: 'authenticate', identifier: 'n@example.org' },
      { action: 'reset-password', responseKey: 'resetPassword', identifier: undefined },
      { action: 'request-reset', responseKey: 'requestPasswordReset', identifier: undefined },
    ]);
  });

  it('ignores queries and other mutations', () => {
    expect(attempts('query { login: activeCustomer { id } }')).toEqual([]);
    expect(attempts('mutation { addItemToOrder(productVariantId: 1, quantity: 1) { __typename } }')).toEqual([]);
  });

  it('tells a signed-in user from an error result', () => {
    expect(signedIn({ __typename: 'CurrentUser', id: '1' })).toBe(true);
    expect(signedIn({ id: '1' })).toBe(true);
    expect(signedIn({ __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR' })).toBe(false);
    expect(signedIn(null)).toBe(false);
  });
});

describe('clientIp', () => {
  const secret = 'a-secret-of-16-or-more';
  const from = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '127.0.0.1' } });

  it('believes the storefront only with the shared secret, and only an IP', () => {
    expect(clientIp(from({ [CLIENT_IP_HEADER]: '203.0.113.7', [CLIENT_IP_SECRET_HEADER]: secret }), secret)).toBe(
      '203.0.113.7',
    );
    expect(clientIp(from({ [CLIENT_IP_HEADER]: '203.0.113.7', [CLIENT_IP_SECRET_HEADER]: 'wrong' }), secret)).toBe(
      '127.0.0.1',
    );
    expect(clientIp(from({ [CLIENT_IP_HEADER]: '203.0.113.7' }), secret)).toBe('127.0.0.1');
    expect(clientIp(from({ [CLIENT_IP_HEADER]: 'not-an-ip', [CLIENT_IP_SECRET_HEADER]: secret }), secret)).toBe(
      '127.0.0.1',
    );
    expect(clientIp(from({ [CLIENT_IP_HEADER]: '203.0.113.7', [CLIENT_IP_SECRET_HEADER]: secret }), undefined)).toBe(
      '127.0.0.1',
    );
  });
});

describe('AccountLimiters', () => {
  const limits: RateLimitEnvironment = {
    signInPerIp: 5,
    signInPerIdentifier: 2,
    signInWindowSeconds: 60,
    registerPerIp: 1,
    registerWindowSeconds: 60,
    resetPerIp: 1,
    resetWindowSeconds: 60,
  };
  const limiters = () => new AccountLimiters(limits, memoryStores, () => undefined);

  it('refuses the third failed sign-in for one identifier, not another identifier or IP', async () => {
    const l = limiters();
    expect(await l.consume('shop', 'sign-in', '1.1.1.1', 'a@x')).toEqual({ ok: true });
    expect(await l.consume('shop', 'sign-in', '1.1.1.1', 'a@x')).toEqual({ ok: true });
    const refused = await l.consume('shop', 'sign-in', '1.1.1.1', 'a@x');
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await l.consume('shop', 'sign-in', '1.1.1.1', 'b@x')).ok).toBe(true);
    expect((await l.consume('shop', 'sign-in', '2.2.2.2', 'a@x')).ok).toBe(true);
    // The Admin API counts apart.
    expect((await l.consume('admin', 'sign-in', '1.1.1.1', 'a@x')).ok).toBe(true);
  });

  it("forgets an identifier's failures after it signs in", async () => {
    const l = limiters();
    await l.consume('shop', 'sign-in', '1.1.1.1', 'a@x');
    await l.consume('shop', 'sign-in', '1.1.1.1', 'a@x');
    await l.signedIn('shop', '1.1.1.1', 'a@x');
    expect((await l.consume('shop', 'sign-in', '1.1.1.1', 'a@x')).ok).toBe(true);
  });

  it('counts registrations, reset requests and resets per IP, each on its own', async () => {
    const l = limiters();
    expect((await l.consume('shop', 'register', '1.1.1.1', undefined)).ok).toBe(true);
    expect((await l.consume('shop', 'register', '1.1.1.1', undefined)).ok).toBe(false);
    expect((await l.consume('shop', 'request-reset', '1.1.1.1', undefined)).ok).toBe(true);
    expect((await l.consume('shop', 'request-reset', '1.1.1.1', undefined)).ok).toBe(false);
    expect((await l.consume('shop', 'reset-password', '1.1.1.1', undefined)).ok).toBe(true);
    expect((await l.consume('shop', 'register', '2.2.2.2', undefined)).ok).toBe(true);
  });
});
