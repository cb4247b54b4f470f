/**
 * Slugs as Vendure and our seed make them: lowercase words joined by hyphens. Plain
 * code, no zod, so that route files can check params without putting a schema library
 * in the browser's first load (ADR 018); validation.ts builds the server's schema on it.
 */
export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}
