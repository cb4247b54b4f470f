import { STOCK_LEVELS_MAX } from '@foyer/shared/stock-levels';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { GetStockLevels } from '../functions/catalog.graphql';
import type { PerformanceFragment } from '../functions/theatre.graphql';
import { failForThisRequest, sharedShopApi } from '../vendure/vendure.server';
import { createJoinedRead } from './joined-read.server';
import { markUncacheable, noteLiveStock, outsideRenderScope } from './render-scope.server';

/**
 * What shoppers are told of these variants' stock now (ADR 041): one small query on
 * every render of a cached page that shows seats or stock, so "few left" and "sold out"
 * follow each sale at once. Variants Vendure does not name keep what the page read.
 * The levels are noted for the page cache, which serves the page again only while they
 * hold (ADR 051).
 */
export async function liveStockLevels(variantIds: string[]): Promise<Map<string, string>> {
  if (!variantIds.length) return new Map();
  // A read of public stock, the same for every anonymous visitor: not a reason to keep no page.
  let levels: Map<string, string>;
  try {
    levels = await outsideRenderScope(() => readStockLevels(variantIds));
  } catch (error) {
    markUncacheable('a live read failed');
    throw error;
  }
  noteLiveStock(levels);
  return levels;
}

/**
 * Stock reads at once per process. Page views that ask meanwhile share the next read
 * (ADR 052), so a slow Vendure gets a few larger reads instead of one per page view.
 */
const STOCK_READS_IN_FLIGHT = 2;

const stockReads = createJoinedRead<string, string>({
  maxInFlight: STOCK_READS_IN_FLIGHT,
  maxKeys: STOCK_LEVELS_MAX,
  async read(ids) {
    const { stockLevels } = await sharedShopApi(GetStockLevels, { ids }, 'en');
    return new Map(stockLevels.map((level) => [level.productVariantId, level.stockLevel]));
  },
});

/**
 * The stock levels Vendure shows for these variants now, from a read that began after
 * this call (joined with other page views' reads, ADR 052). Stock is the same in every
 * language and for every visitor, so the read names one language (English) and no
 * session: the page cache also asks it before the request's language is known.
 */
export async function readStockLevels(variantIds: readonly string[]): Promise<Map<string, string>> {
  let levels: ReadonlyMap<string, string>;
  try {
    levels = await stockReads(variantIds);
  } catch (error) {
    return failForThisRequest(error);
  }
  const mine = new Map<string, string>();
  for (const id of variantIds) {
    const level = levels.get(id);
    if (level !== undefined) mine.set(id, level);
  }
  return mine;
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
