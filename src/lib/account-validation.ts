import { z } from 'zod';

/** Shared by the forms (for messages) and the server functions (as the gate). */
export const emailSchema = z.string().trim().toLowerCase().email().max(254);
export const PASSWORD_MIN = 8;
export const passwordSchema = z.string().min(PASSWORD_MIN).max(200);
export const tokenSchema = z
  .string()
  .min(8)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);
const nameSchema = z.string().trim().min(1).max(100);

export const signInInput = z.object({
  emailAddress: emailSchema,
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().default(false),
});
export const registerInput = z.object({
  emailAddress: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  password: passwordSchema,
});
export const verifyInput = z.object({ token: tokenSchema, password: passwordSchema.optional() });
export const requestResetInput = z.object({ emailAddress: emailSchema });
export const resetInput = z.object({ token: tokenSchema, password: passwordSchema });

/** Where to go after signing in: only a local path of ours, never another site. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value.length <= 512 ? value : undefined;
}
