import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from './slug';

/** A URL slug (slug.ts) for the server functions' input validation. */
export const slugSchema = z.string().min(1).max(SLUG_MAX).regex(SLUG_PATTERN);

export const slugInput = z.object({ slug: slugSchema });

/** Vendure's default ids are positive integers; anything else never reaches it. */
export const idSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'Not a valid id');
