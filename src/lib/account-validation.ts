import { z } from 'zod';
import { PASSWORD_MIN } from './password-rules';
import { schema } from './schema';

/** Shared by the forms (for messages) and the server functions (as the gate); trimmed and lower-cased before it is checked. */
export const emailSchema = schema(() => z.string().trim().toLowerCase().pipe(z.email().max(254)));
export const passwordSchema = schema(() => z.string().min(PASSWORD_MIN).max(200));
export const tokenSchema = schema(() =>
  z
    .string()
    .min(8)
    .max(512)
    .regex(/^[A-Za-z0-9_-]+$/),
);
const nameSchema = schema(() => z.string().trim().min(1).max(100));

export const signInInput = schema(() =>
  z.object({
    emailAddress: emailSchema,
    password: z.string().min(1).max(200),
    rememberMe: z.boolean().default(false),
  }),
);
export const registerInput = schema(() =>
  z.object({
    emailAddress: emailSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    password: passwordSchema,
  }),
);
export const verifyInput = schema(() => z.object({ token: tokenSchema, password: passwordSchema.optional() }));
export const requestResetInput = schema(() => z.object({ emailAddress: emailSchema }));
export const resetInput = schema(() => z.object({ token: tokenSchema, password: passwordSchema }));
export const emailChangeInput = schema(() => z.object({ token: tokenSchema }));
export const requestEmailChangeInput = schema(() =>
  z.object({ password: z.string().min(1).max(200), newEmailAddress: emailSchema }),
);
