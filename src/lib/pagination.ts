import { z } from 'zod';

/** The seed's listing page size (GetProducts take 12). */
export const PAGE_SIZE = 12;

/** `?page=N` in listing URLs: a positive integer, anything else means the first page. */
export const pageSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).optional(),
});

export function pageToSkip(page: number | undefined, size = PAGE_SIZE): number {
  return ((page ?? 1) - 1) * size;
}

export function pageCount(totalItems: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / size));
}
