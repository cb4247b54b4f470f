import { z } from 'zod';
import { schema } from './schema';

/** Optional text field: trimmed; an empty field counts as not given. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * One postal address as the address book and the checkout send it. Shared by the
 * forms (input names = keys) and the server functions (as the gate).
 */
export const addressInput = schema(() =>
  z.object({
    fullName: z.string().trim().min(1).max(200),
    streetLine1: z.string().trim().min(1).max(200),
    streetLine2: optionalText(200),
    city: z.string().trim().min(1).max(100),
    postalCode: z.string().trim().min(1).max(20),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((code) => code.toUpperCase()),
    phoneNumber: optionalText(40),
  }),
);

export type AddressInput = z.infer<typeof addressInput>;

/** Which fields of a submitted address are invalid (for messages next to the inputs). */
export function addressErrors(value: unknown): Partial<Record<keyof AddressInput, true>> {
  const parsed = addressInput.safeParse(value);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof AddressInput, true>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in addressInput.shape) errors[key as keyof AddressInput] = true;
  }
  return errors;
}

export const profileInput = schema(() =>
  z.object({
    // Empty clears the field, so these stay strings.
    title: z.string().trim().max(50).default(''),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phoneNumber: z.string().trim().max(40).default(''),
  }),
);
