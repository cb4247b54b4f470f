import {
  type PlanRow,
  type PlanSeat,
  type PlanText,
  planSeats,
  planText,
  type SeatPlan,
  unreservedPlaceKey,
} from '@foyer/shared/seating/seat-plan';

/** A place of a plan as the API describes it: a numbered seat, or one place of an unreserved area. */
export interface IndexedPlace {
  key: string;
  /** Position in plan order (areas, rows, seats as listed): tickets and lists follow it. */
  order: number;
  zone: string;
  areaName: PlanText;
  entrance?: PlanText;
  row?: PlanRow;
  seat?: PlanSeat;
}

/** Every place of a plan by key. A plan version never changes, so its index is kept per version. */
export function indexPlan(plan: SeatPlan): Map<string, IndexedPlace> {
  const index = new Map<string, IndexedPlace>();
  for (const { area, row, seat } of planSeats(plan)) {
    index.set(seat.key, {
      key: seat.key,
      order: index.size,
      zone: seat.zone,
      areaName: area.name,
      entrance: area.entrance,
      row,
      seat,
    });
  }
  for (const area of plan.areas) {
    if (area.kind !== 'unreserved') continue;
    for (let n = 1; n <= area.capacity; n++) {
      const key = unreservedPlaceKey(area.key, n);
      index.set(key, { key, order: index.size, zone: area.zone, areaName: area.name, entrance: area.entrance });
    }
  }
  return index;
}

/** A place in words for `language` (a Vendure language code). */
export function describePlace(plan: SeatPlan, place: IndexedPlace, language: string) {
  const zone = plan.zones.find((z) => z.code === place.zone);
  return {
    key: place.key,
    area: planText(place.areaName, language),
    row: place.row?.label ?? null,
    seat: place.seat?.label ?? null,
    zone: zone ? planText(zone.name, language) : place.zone,
    zoneCode: place.zone,
    entrance: place.entrance ? planText(place.entrance, language) : null,
    wheelchair: place.seat?.wheelchair === true,
    companion: place.seat?.companionOf !== undefined,
    restrictedView: place.seat?.restrictedView === true,
  };
}

const cache = new Map<string, Map<string, IndexedPlace>>();

/** The index of a saved plan version (immutable, so kept; at most a few hundred versions). */
export function versionIndex(versionId: string | number, plan: SeatPlan): Map<string, IndexedPlace> {
  const key = String(versionId);
  let index = cache.get(key);
  if (!index) {
    if (cache.size > 500) cache.clear();
    index = indexPlan(plan);
    cache.set(key, index);
  }
  return index;
}
