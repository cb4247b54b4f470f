import { THEATRE_TIME_ZONE } from '@foyer/shared/ticket-names';

/** A calendar day as the box office names it: YYYY-MM-DD in the theatre's time zone. */
export type TheatreDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone's offset from UTC at an instant, in milliseconds (Sofia: +2 h in winter, +3 h in summer). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** Midnight at the start of a day in the zone, as an instant. */
function midnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the one at the answer on a DST change day.
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/** Whether the text names a real day (2026-02-30 does not). */
export function isTheatreDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The instants a theatre day covers, start inclusive and end exclusive: 23, 24 or 25
 * hours long, so a cash-up on the night the clocks change still holds every sale.
 */
export function dayRange(day: TheatreDay, timeZone = THEATRE_TIME_ZONE): { start: Date; end: Date } {
  if (!isTheatreDay(day)) throw new Error(`Not a day (YYYY-MM-DD): ${day}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: midnight(y, m, d, timeZone),
    end: midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
  };
}

/** From the start of `from` to the end of `to`, both theatre days. */
export function daysRange(from: TheatreDay, to: TheatreDay, timeZone = THEATRE_TIME_ZONE): { start: Date; end: Date } {
  return { start: dayRange(from, timeZone).start, end: dayRange(to, timeZone).end };
}

// Making an Intl.DateTimeFormat costs far more than using one: reports format thousands of rows.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The theatre day an instant falls on. */
export function theatreDayOf(instant: Date, timeZone = THEATRE_TIME_ZONE): TheatreDay {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** An instant as the theatre reads it, "2026-11-26 19:30", for exports. */
export function theatreDateTime(instant: Date, timeZone = THEATRE_TIME_ZONE): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(instant).replace('T', ' ');
}
