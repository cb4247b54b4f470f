/**
 * Places of an unreserved area (standing room, benches), sold by count inside a seat plan
 * (ADR 053, addendum): each place is a key `area#n` held and sold by the same
 * one-holder-per-key rule as a numbered seat, but the shopper names only how many.
 */
import { type SeatPlan, type UnreservedArea, unreservedPlaceKey } from './seat-plan.ts';

export interface PlacesRequest {
  count: number;
  /** Only if the area is in this price zone. */
  zone?: string;
  /** Only if the area's zone costs at most this (minor units). */
  maxPrice?: number;
}

/** The plan's unreserved area with this key, if it has one. */
export const unreservedArea = (plan: SeatPlan, key: string): UnreservedArea | undefined =>
  plan.areas.find((area): area is UnreservedArea => area.kind === 'unreserved' && area.key === key);

/** The area's places nobody holds, bought or kept back, in number order. */
export function freePlaceKeys(area: UnreservedArea, taken: ReadonlySet<string>): string[] {
  const free: string[] = [];
  for (let n = 1; n <= area.capacity; n++) {
    const key = unreservedPlaceKey(area.key, n);
    if (!taken.has(key)) free.push(key);
  }
  return free;
}

/**
 * `count` free places of the area, or null when fewer are free or the area is outside the
 * request's zone or price. The places are drawn at random among the free ones, so shoppers
 * asking at the same moment seldom want the same keys (one of two would lose its insert
 * and have to ask again); which place of a standing area one holds does not matter.
 */
export function choosePlaces(
  area: UnreservedArea,
  taken: ReadonlySet<string>,
  request: PlacesRequest,
  zonePrices: Record<string, number>,
  random: () => number = Math.random,
): string[] | null {
  const { count } = request;
  if (!Number.isInteger(count) || count < 1) throw new RangeError('Ask for a whole number of places, at least 1.');
  if (request.zone !== undefined && request.zone !== area.zone) return null;
  if (request.maxPrice !== undefined && (zonePrices[area.zone] ?? Number.POSITIVE_INFINITY) > request.maxPrice)
    return null;
  const free = freePlaceKeys(area, taken);
  if (free.length < count) return null;
  // A partial Fisher–Yates shuffle: the first `count` entries become a uniform random pick.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (free.length - i));
    [free[i], free[j]] = [free[j] as string, free[i] as string];
  }
  const number = (key: string) => Number(key.slice(key.lastIndexOf('#') + 1));
  return free.slice(0, count).sort((a, b) => number(a) - number(b));
}
