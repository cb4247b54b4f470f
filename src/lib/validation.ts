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
