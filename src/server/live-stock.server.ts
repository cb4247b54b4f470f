import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { GetProductStock } from './catalog.graphql';
import { GetPerformanceStock, type PerformanceFragment } from './theatre.graphql';
import { shopApi } from './vendure.server';

type Performance = FragmentOf<typeof PerformanceFragment>;

/**
 * Cached pages list performances with their seats (ADR 041): the seats are read live, on
 * every render, by this small query, so "few left" and "sold out" follow each sale at once.
 * A performance the live read does not name (already started) keeps what the page read.
 */
export async function withLiveSeats<P extends Performance>(performances: readonly P[]): Promise<P[]> {
  const ids = performances.map((p) => readFragment<typeof PerformanceFragment>(p).id);
  if (!ids.length) return [...performances];
  const { performances: live } = await shopApi(GetPerformanceStock, { ids });
  const seats = new Map(live.items.map((p) => [p.id, p.productVariant?.stockLevel]));
  return performances.map((masked) => {
    const performance = readFragment<typeof PerformanceFragment>(masked);
    const stockLevel = seats.get(performance.id);
    if (!performance.productVariant || stockLevel === undefined) return masked;
    // Fragment masking is a type only: the object is the performance itself.
    return { ...masked, productVariant: { ...performance.productVariant, stockLevel } } as P;
  });
}

/** A product's variants with the stock Vendure has now, whatever the cached product said (ADR 041). */
export async function liveVariantStock(slug: string): Promise<Map<string, string>> {
  const { product } = await shopApi(GetProductStock, { slug });
  return new Map((product?.variants ?? []).map((v) => [v.id, v.stockLevel]));
}
