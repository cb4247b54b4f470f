/**
 * Small edits on a generated area (ADR 053), each returning a new area: what the generator's
 * regular rows leave to the house — wheelchair spaces, restricted views.
 */
import type { PlanRow, PlanSeat, ReservedArea } from './seat-plan.ts';

/** The area with `edit` applied to every seat; `index` counts from the left of its row. */
export const editSeats = (
  area: ReservedArea,
  edit: (seat: PlanSeat, row: PlanRow, index: number) => PlanSeat,
): ReservedArea => ({
  ...area,
  rows: area.rows.map((row) => ({ ...row, seats: row.seats.map((seat, index) => edit(seat, row, index)) })),
});

/**
 * The area with the seat `spaceKey` turned into a wheelchair space and `companionKey` into its
 * companion seat. Throws when either key is not in the area, so a seed typo fails loudly.
 */
export function withWheelchairSpace(area: ReservedArea, spaceKey: string, companionKey: string): ReservedArea {
  const keys = new Set(area.rows.flatMap((row) => row.seats.map((seat) => seat.key)));
  for (const key of [spaceKey, companionKey]) {
    if (!keys.has(key)) throw new RangeError(`Area ${area.key} has no seat ${key}.`);
  }
  return editSeats(area, (seat) => {
    if (seat.key === spaceKey) return { ...seat, wheelchair: true };
    if (seat.key === companionKey) return { ...seat, companionOf: spaceKey };
    return seat;
  });
}

/** The area with the `count` outermost seats at each end of every row marked as having a restricted view. */
export const withRestrictedEnds = (area: ReservedArea, count: number): ReservedArea =>
  editSeats(area, (seat, row, index) =>
    index < count || index >= row.seats.length - count ? { ...seat, restrictedView: true } : seat,
  );
