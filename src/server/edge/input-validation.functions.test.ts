import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationFailure } from './input-validation.functions';

describe('isValidationFailure', () => {
  it("recognizes the framework's error for input a Standard Schema validator refused", async () => {
    const result = await z.object({ skip: z.number() })['~standard'].validate({ skip: 'x' });
    expect(result.issues).toBeTruthy();
    // What TanStack Start's execValidator throws.
    expect(isValidationFailure(new Error(JSON.stringify(result.issues, undefined, 2)))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    for (const error of [
      new Error('UPSTREAM_UNAVAILABLE'),
      new Error('[not json'),
      new Error('[]'),
      new Error('[1,2]'),
      new Error('[{"message":"x"}]'),
      '[{"message":"x","path":[]}]',
      null,
    ]) {
      expect(isValidationFailure(error), String(error)).toBe(false);
    }
  });
});
