import { describe, expect, it } from 'vitest';
import { idSchema } from './validation';
import { isValidId } from './vendure-id';

describe('isValidId', () => {
  const values: unknown[] = [
    '1',
    '42',
    '9'.repeat(16),
    '9'.repeat(17),
    '0',
    '01',
    '-1',
    '1.5',
    ' 1',
    'abc',
    '',
    42,
    null,
  ];

  it('accepts positive integers as text and refuses everything else', () => {
    expect(values.filter(isValidId)).toEqual(['1', '42', '9'.repeat(16)]);
  });

  it('agrees with the server functions\u2019 zod schema', () => {
    for (const value of values) expect(isValidId(value), String(value)).toBe(idSchema.safeParse(value).success);
  });
});
