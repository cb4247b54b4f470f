import type { PlanArea, PlanSeat, PriceZone, SeatPlan } from '@foyer/shared/seating/seat-plan';

/** What the editor sets on the selected seats; a field left out is left as it is. */
export interface SeatChange {
  zone?: string;
  wheelchair?: boolean;
  restrictedView?: boolean;
  aisle?: boolean;
  /** The wheelchair space's key, or null: not a companion seat. */
  companionOf?: string | null;
}

/** A flag is written only when set, so exported plans stay as short as hand-written ones. */
function withFlag<K extends 'wheelchair' | 'restrictedView' | 'aisle'>(
  seat: PlanSeat,
  flag: K,
  on: boolean | undefined,
) {
  if (on === undefined) return seat;
  const { [flag]: _, ...rest } = seat;
  return on ? { ...rest, [flag]: true } : rest;
}

function mapSeatsOf(plan: SeatPlan, change: (seat: PlanSeat) => PlanSeat): SeatPlan {
  const areas = plan.areas.map(
    (area): PlanArea =>
      area.kind === 'reserved'
        ? { ...area, rows: area.rows.map((row) => ({ ...row, seats: row.seats.map(change) })) }
        : area,
  );
  return { ...plan, areas };
}

/**
 * Sets a zone and flags on some seats. A seat that stops being a wheelchair space frees
 * its companion seat, so no companion points at a plain seat.
 */
export function changeSeats(plan: SeatPlan, keys: Iterable<string>, change: SeatChange): SeatPlan {
  const chosen = new Set(keys);
  const noLongerWheelchair = change.wheelchair === false ? chosen : new Set<string>();
  return mapSeatsOf(plan, (seat) => {
    let next = seat;
    if (chosen.has(seat.key)) {
      if (change.zone) next = { ...next, zone: change.zone };
      next = withFlag(next, 'wheelchair', change.wheelchair);
      next = withFlag(next, 'restrictedView', change.restrictedView);
      next = withFlag(next, 'aisle', change.aisle);
      if (change.companionOf !== undefined) {
        const { companionOf: _, ...rest } = next;
        next = change.companionOf ? { ...rest, companionOf: change.companionOf } : rest;
      }
    }
    if (next.companionOf && noLongerWheelchair.has(next.companionOf)) {
      const { companionOf: _, ...rest } = next;
      next = rest;
    }
    return next;
  });
}

/** How many seats (and unreserved places) each zone has. */
export function zoneSizes(plan: SeatPlan): Map<string, number> {
  const sizes = new Map(plan.zones.map((zone) => [zone.code, 0]));
  const add = (code: string, n: number) => sizes.set(code, (sizes.get(code) ?? 0) + n);
  for (const area of plan.areas) {
    if (area.kind === 'unreserved') add(area.zone, area.capacity);
    else for (const row of area.rows) for (const seat of row.seats) add(seat.zone, 1);
  }
  return sizes;
}

/** A new zone with the first free letter as its code; staff name it. */
export function addZone(plan: SeatPlan): SeatPlan {
  const used = new Set(plan.zones.map((zone) => zone.code));
  let n = 0;
  const code = () => (n < 26 ? String.fromCharCode(65 + n) : `Z${n}`);
  while (used.has(code())) n += 1;
  const zone: PriceZone = { code: code(), name: { bg: `Зона ${code()}`, en: `Zone ${code()}` } };
  return { ...plan, zones: [...plan.zones, zone] };
}

/** Changes a zone; a new code is carried to its seats and unreserved areas. */
export function updateZone(plan: SeatPlan, code: string, zone: PriceZone): SeatPlan {
  const zones = plan.zones.map((z) => (z.code === code ? zone : z));
  if (zone.code === code) return { ...plan, zones };
  const renamed = mapSeatsOf(plan, (seat) => (seat.zone === code ? { ...seat, zone: zone.code } : seat));
  return {
    ...renamed,
    zones,
    areas: renamed.areas.map((area) =>
      area.kind === 'unreserved' && area.zone === code ? { ...area, zone: zone.code } : area,
    ),
  };
}

/** Removes an empty zone; a zone that still has seats is refused in words. */
export function removeZone(plan: SeatPlan, code: string): { plan: SeatPlan } | { problem: string } {
  const size = zoneSizes(plan).get(code) ?? 0;
  if (size > 0) {
    return {
      problem: `Zone ${code} still has ${size === 1 ? '1 seat' : `${size} seats`}: move them to another zone first.`,
    };
  }
  return { plan: { ...plan, zones: plan.zones.filter((zone) => zone.code !== code) } };
}
