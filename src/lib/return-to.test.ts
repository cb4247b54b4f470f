import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('return path after signing in', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/en/account', '/en/account'],
    ['//evil.example', undefined],
    ['https://evil.example', undefined],
    ['/\\evil.example', undefined],
    [42, undefined],
    // Browsers drop tabs and newlines inside URLs: each of these is //evil.example.
    ['/\t/evil.example', undefined],
    ['/\n/evil.example', undefined],
    ['/\r\n/evil.example', undefined],
    ['/\u0000/evil.example', undefined],
    ['javascript:alert(1)', undefined],
    [' //evil.example', undefined],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/en/search?term=a%2Fb#top', '/en/search?term=a%2Fb#top'],
    [`/${'a'.repeat(600)}`, undefined],
  ])('return-to %j → %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
