/**
 * Where the arrow keys go on the seat map. Left and right walk the row as listed (aisles
 * are crossed, nothing is skipped, so every seat is reachable); up and down go to the
 * row above or below, to its seat nearest by x; Home and End to the row's ends. At an
 * edge the focus stays where it is, as in a grid, rather than wrapping somewhere unseen.
 */
import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { indexPlan } from './seat-index';

export type SeatDirection = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

const KEYS: Record<string, SeatDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

/** The direction a `KeyboardEvent.key` asks for, if it moves on the map. */
export const directionOfKey = (key: string): SeatDirection | undefined => KEYS[key];

/** The seat the focus moves to from `key`; undefined when `key` is not a seat of the plan. */
export function nextSeat(plan: SeatPlan, key: string, direction: SeatDirection): string | undefined {
  const { seats, lines } = indexPlan(plan);
  const from = seats.get(key);
  if (!from) return undefined;
  const row = lines[from.line] ?? [];
  switch (direction) {
    case 'left':
      return row[Math.max(from.position - 1, 0)]?.key;
    case 'right':
      return row[Math.min(from.position + 1, row.length - 1)]?.key;
    case 'home':
      return row[0]?.key;
    case 'end':
      return row[row.length - 1]?.key;
    case 'up':
    case 'down': {
      const target = lines[from.line + (direction === 'up' ? -1 : 1)];
      if (!target) return key;
      // The nearest by x; on a tie the left one, so the walk is predictable.
      let best = target[0];
      for (const seat of target) {
        if (best && Math.abs(seat.x - from.seat.x) < Math.abs(best.x - from.seat.x)) best = seat;
      }
      return best?.key ?? key;
    }
  }
}

/** The seat the map's one tab stop starts on: the first of the top row. */
export const firstSeat = (plan: SeatPlan): string | undefined => indexPlan(plan).lines[0]?.[0]?.key;
