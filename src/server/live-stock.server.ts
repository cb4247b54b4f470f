import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { GetStockLevels } from './catalog.graphql';
import { markUncacheable } from './render-scope.server';
import type { PerformanceFragment } from './theatre.graphql';
import { shopApi } from './vendure.server';

/**
 * What shoppers are told of these variants' stock now (ADR 041): one small query on
 * every render of a cached page that shows seats or stock, so "few left" and "sold out"
 * follow each sale at once. Variants Vendure does not name keep what the page read.
 */
export async function liveStockLevels(variantIds: string[]): Promise<Map<string, string>> {
  if (!variantIds.length) return new Map();
  markUncacheable('live stock');
  const { stockLevels } = await shopApi(GetStockLevels, { ids: variantIds });
  return new Map(stockLevels.map((level) => [level.productVariantId, level.stockLevel]));
}

/** Performances with their tickets' live stock level in place of the cached one. */
export async function withLiveSeats<P extends FragmentOf<typeof PerformanceFragment>>(
  performances: readonly P[],
): Promise<P[]> {
  const variantIds = performances.flatMap((p) => readFragment<typeof PerformanceFragment>(p).productVariant?.id ?? []);
  const levels = await liveStockLevels(variantIds);
  return performances.map((masked) => {
    const performance = readFragment<typeof PerformanceFragment>(masked);
    const stockLevel = performance.productVariant && levels.get(performance.productVariant.id);
    if (!performance.productVariant || !stockLevel) return masked;
    // Fragment masking is a type only: the object is the performance itself.
    return { ...masked, productVariant: { ...performance.productVariant, stockLevel } } as P;
  });
}
