/**
 * Vendure's default ids: positive integers. Plain code, no zod, so that route files can
 * check params without putting a schema library in the browser's first load (ADR 018);
 * validation.ts builds the server's schema on it.
 */
export const ID_PATTERN = /^[1-9]\d{0,15}$/;

export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
