/**
 * When a performance's door is open (ADR 035): from 12 hours before it starts to 6 hours
 * after. Shared by the door (Vendure) and the customer's pages (the storefront), so a
 * latecomer's ticket is "now", not "past", for as long as the door would admit it.
 * Pure, with no imports.
 */

/** The door opens this long before a performance starts… */
export const DOOR_OPENS_BEFORE_MS = 12 * 60 * 60 * 1000;
/** …and closes this long after: a ticket for "today's performance" is one whose door is open. */
export const DOOR_CLOSES_AFTER_MS = 6 * 60 * 60 * 1000;

/** The moment the performance's door closes. */
export function doorClosesAt(startsAt: Date | string): Date {
  return new Date(new Date(startsAt).getTime() + DOOR_CLOSES_AFTER_MS);
}

/** Over: its door has closed. Until then a performance is upcoming or on now, and its tickets still admit. */
export function performanceIsOver(startsAt: Date | string, now: Date): boolean {
  return now.getTime() > doorClosesAt(startsAt).getTime();
}

/** Begun but not over: latecomers are still admitted. */
export function performanceHasBegun(startsAt: Date | string, now: Date): boolean {
  return now.getTime() >= new Date(startsAt).getTime() && !performanceIsOver(startsAt, now);
}
