import { describe, expect, it } from 'vitest';
import { registerInput, signInInput } from './account-validation';

describe('account validation', () => {
  it('normalises the email address', () => {
    expect(signInInput.parse({ emailAddress: '  Ana@Example.ORG ', password: 'x' }).emailAddress).toBe(
      'ana@example.org',
    );
  });
  it('refuses short passwords at registration', () => {
    expect(
      registerInput.safeParse({ emailAddress: 'a@b.org', firstName: 'A', lastName: 'B', password: 'short' }).success,
    ).toBe(false);
  });
});
