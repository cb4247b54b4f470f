/** The seed's listing page size (GetProducts take 12). */
export const PAGE_SIZE = 12;

export function pageToSkip(page: number | undefined, size = PAGE_SIZE): number {
  return ((page ?? 1) - 1) * size;
}

export function pageCount(totalItems: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / size));
}
