import type { PlanSeat, SeatPlan } from '@foyer/shared/seating/seat-plan';

/**
 * A small plan for the dashboard's unit tests: stalls of `rows` rows (A, B, …) of
 * `seats` seats numbered 1… left to right, one unit apart, row A nearest the stage,
 * all in zone A; zone B exists and is empty.
 */
export function planFixture(rows = 3, seats = 4): SeatPlan {
  const row = (r: number) => {
    const label = String.fromCharCode(65 + r);
    return {
      label,
      seats: Array.from(
        { length: seats },
        (_, s): PlanSeat => ({ key: `stalls-${label}-${s + 1}`, label: String(s + 1), x: 1 + s, y: 3 + r, zone: 'A' }),
      ),
    };
  };
  return {
    format: 1,
    width: seats + 2,
    height: rows + 4,
    stage: { x: 0, y: 0, width: seats + 2, height: 2 },
    zones: [
      { code: 'A', name: { bg: 'Партер', en: 'Stalls' } },
      { code: 'B', name: { bg: 'Балкон', en: 'Balcony' } },
    ],
    areas: [
      {
        kind: 'reserved',
        key: 'stalls',
        name: { bg: 'Партер', en: 'Stalls' },
        rows: Array.from({ length: rows }, (_, r) => row(r)),
      },
    ],
  };
}
