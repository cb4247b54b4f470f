import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** A postal address as the shopper types it (address book and checkout). */
export const addressInput = z.object({
  fullName: text(120),
  streetLine1: text(200),
  streetLine2: optionalText(200),
  city: text(120),
  postalCode: text(20),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
  phoneNumber: optionalText(40),
});
export type AddressInput = z.infer<typeof addressInput>;
