import { describe, expect, it } from 'vitest';
import { isValidSlug, SLUG_MAX } from './slug';
import { slugSchema } from './validation';

describe('isValidSlug', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    for (const slug of ['hamlet', 'the-seagull', 'a1-b2-c3', 'x'.repeat(SLUG_MAX)]) {
      expect(isValidSlug(slug)).toBe(true);
    }
  });

  it('refuses everything else, including values that are not text', () => {
    for (const value of [
      '',
      'Hamlet',
      '-hamlet',
      'hamlet-',
      'the--seagull',
      'a b',
      'а-кирилица',
      '../etc',
      'x'.repeat(SLUG_MAX + 1),
    ]) {
      expect(isValidSlug(value)).toBe(false);
    }
    for (const value of [undefined, null, 42, ['hamlet'], { slug: 'hamlet' }]) {
      expect(isValidSlug(value)).toBe(false);
    }
  });

  it('agrees with the server functions\u2019 zod schema', () => {
    for (const value of ['hamlet', 'the-seagull', '', 'A', 'a--b', 'x'.repeat(120), 'x'.repeat(121), 'a_b']) {
      expect(isValidSlug(value)).toBe(slugSchema.safeParse(value).success);
    }
  });
});
