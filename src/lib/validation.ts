import { z } from 'zod';

/** A URL slug as Vendure and our seed make them: lowercase words joined by hyphens. */
export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const slugInput = z.object({ slug: slugSchema });

export function isValidSlug(value: string): boolean {
  return slugSchema.safeParse(value).success;
}

/** Vendure's default ids are positive integers; anything else never reaches it. */
export const idSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'Not a valid id');
