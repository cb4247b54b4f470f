import type { ID, RequestContext, RequestContextCacheService } from '@vendure/core';
import DataLoader from 'dataloader';

/**
 * A loader bound to one request: field resolvers that ask for rows by id while GraphQL
 * resolves a list (each of six performances wanting its play) share one query instead
 * of one each. Rows come back in the order the ids were asked, `null` for a missing one.
 * `cache: false`, as Vendure's own stock-level loader: it batches without memoizing, so
 * a write earlier in the same request (an Admin API mutation) is never masked.
 */
export function requestLoader<T extends { id: ID }>(
  cache: Pick<RequestContextCacheService, 'get'>,
  ctx: RequestContext,
  key: string,
  loadMany: (ids: ID[]) => Promise<T[]>,
): DataLoader<ID, T | null> {
  return cache.get(
    ctx,
    `TheatrePlugin.${key}`,
    () =>
      new DataLoader<ID, T | null>(
        async (ids) => {
          const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
          const byId = new Map((await loadMany(unique)).map((row) => [String(row.id), row]));
          return ids.map((id) => byId.get(String(id)) ?? null);
        },
        { cache: false },
      ),
  );
}
