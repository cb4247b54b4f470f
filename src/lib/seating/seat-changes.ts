/**
 * What the picker announces when the seat states change (after a toggle or a refresh):
 * a seat that became yours, one of yours given back, and a seat you had or were asking
 * for that someone else now holds. Pure, so the rules are tested without a browser.
 */
import type { SeatStates } from './seat-index';

export type SeatChange = { kind: 'mine' | 'released' | 'taken'; key: string };

/** The changes from `before` to `after`; `asked` are the seats whose hold or release was under way. */
export function seatChanges(
  before: SeatStates,
  after: SeatStates,
  asked: ReadonlySet<string> = new Set(),
): SeatChange[] {
  const changes: SeatChange[] = [];
  const keys = new Set([...before.keys(), ...after.keys(), ...asked]);
  for (const key of keys) {
    const was = before.get(key);
    const now = after.get(key);
    const wasMine = was?.mine === true;
    if (now?.mine && !wasMine) changes.push({ kind: 'mine', key });
    else if (wasMine && was?.state === 'held' && !now) changes.push({ kind: 'released', key });
    else if (now && !now.mine && (wasMine || (asked.has(key) && !was))) changes.push({ kind: 'taken', key });
  }
  return changes;
}
