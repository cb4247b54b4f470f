import type { PlanRow, PlanSeat, SeatPlan } from './seat-plan.ts';

/**
 * A plan drawn as text, one string per row from the front, one character per cell:
 * `s` a seat, `r` a seat with a restricted view, `w` a wheelchair space, `c` the companion
 * seat of the `w` beside it, ` ` an empty cell (an aisle). Seat keys are `h-<row>-<cell>`,
 * cells counted from 1, so `h-A-3` is the third cell of the front row. The stage spans the
 * top, centred; row r (from 0) lies at y = 4 + r.
 */
export function textPlan(rows: readonly string[], zones: readonly string[] = []): SeatPlan {
  const width = Math.max(...rows.map((row) => row.length)) + 2;
  const labels = 'ABCDEFGH';
  const planRows = rows.map((text, r): PlanRow => {
    const label = labels[r] ?? String(r);
    const key = (i: number) => `h-${label}-${i + 1}`;
    const seats: PlanSeat[] = [];
    [...text].forEach((cell, i) => {
      if (cell === ' ') return;
      const seat: PlanSeat = { key: key(i), label: String(i + 1), x: i + 1.5, y: 4 + r, zone: zones[r] ?? 'A' };
      if (cell === 'r') seat.restrictedView = true;
      if (cell === 'w') seat.wheelchair = true;
      if (cell === 'c') seat.companionOf = key(text[i - 1] === 'w' ? i - 1 : i + 1);
      seats.push(seat);
    });
    return { label, seats };
  });
  const codes = [...new Set(['A', ...zones])];
  return {
    format: 1,
    width,
    height: rows.length + 5,
    stage: { x: 1, y: 0.5, width: width - 2, height: 2 },
    zones: codes.map((code) => ({ code, name: { bg: code, en: code } })),
    areas: [{ kind: 'reserved', key: 'h', name: { bg: 'Зала', en: 'Hall' }, rows: planRows }],
  };
}
