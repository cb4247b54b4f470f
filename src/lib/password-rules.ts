/**
 * The password rule the forms show and the server enforces. Kept apart from
 * account-validation.ts so that the fields shared with the checkout import no zod
 * (ADR 042).
 */
export const PASSWORD_MIN = 8;
