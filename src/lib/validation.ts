import { z } from 'zod';
import { IDEMPOTENCY_KEY } from './idempotency-key';
import { schema } from './schema';
import { SLUG_MAX, SLUG_PATTERN } from './slug';
import { ID_PATTERN } from './vendure-id';

/** A URL slug (slug.ts) for the server functions' input validation. */
export const slugSchema = schema(() => z.string().min(1).max(SLUG_MAX).regex(SLUG_PATTERN));

export const slugInput = schema(() => z.object({ slug: slugSchema }));

/** Vendure's default ids are positive integers; anything else never reaches it. */
export const idSchema = schema(() => z.string().regex(ID_PATTERN, 'Not a valid id'));

/** A cart write's key (ADR 072): a UUID the form makes. */
export const idempotencyKeySchema = schema(() => z.string().regex(IDEMPOTENCY_KEY, 'Not a valid idempotency key'));

/** Vendure's order codes: capitals and digits. Anything else names no order. */
export const ORDER_CODE = /^[A-Z0-9]{1,40}$/;

export const orderCodeInput = schema(() => z.object({ code: z.string().trim().regex(ORDER_CODE) }));
