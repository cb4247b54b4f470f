/**
 * A small hall for the seating tests: stalls of three rows with an aisle, a wheelchair
 * space and its companion, a restricted-view seat, a balcony row and a standing area.
 */
import type { PlanSeat, SeatPlan } from '@foyer/shared/seating/seat-plan';

const row = (area: string, label: string, y: number, xs: number[], zone: string, extra: Partial<PlanSeat>[] = []) => ({
  label,
  seats: xs.map((x, i) => ({ key: `${area}-${label}-${i + 1}`, label: String(i + 1), x, y, zone, ...extra[i] })),
});

export const testPlan: SeatPlan = {
  format: 1,
  width: 12,
  height: 12,
  stage: { x: 2, y: 0, width: 8, height: 2 },
  zones: [
    { code: 'A', name: { bg: 'Зона А', en: 'Zone A' } },
    { code: 'B', name: { bg: 'Зона Б', en: 'Zone B' } },
    { code: 'C', name: { bg: 'Зона В', en: 'Zone C' } },
  ],
  areas: [
    {
      kind: 'reserved',
      key: 'stalls',
      name: { bg: 'Партер', en: 'Stalls', de: 'Parkett' },
      rows: [
        // An aisle between seats 3 and 4.
        row('stalls', 'A', 3.5, [2.5, 3.5, 4.5, 7.5, 8.5, 9.5], 'A', [{}, {}, { aisle: true }, { aisle: true }]),
        row('stalls', 'B', 4.5, [3, 4, 5, 7, 8, 9], 'A'),
        row('stalls', 'C', 5.5, [2.5, 3.5, 4.5, 5.5], 'B', [
          { wheelchair: true },
          { companionOf: 'stalls-C-1' },
          {},
          { restrictedView: true },
        ]),
      ],
    },
    {
      kind: 'reserved',
      key: 'balcony',
      name: { bg: 'Балкон', en: 'Balcony' },
      rows: [row('balcony', 'A', 8.5, [4.5, 5.5, 6.5, 7.5], 'C')],
    },
    {
      kind: 'unreserved',
      key: 'standing',
      name: { bg: 'Правостоящи', en: 'Standing' },
      zone: 'C',
      capacity: 5,
      box: { x: 2, y: 10, width: 8, height: 1.5 },
    },
  ],
};
