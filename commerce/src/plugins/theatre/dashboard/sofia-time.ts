/**
 * The theatre's clock for the Dashboard's forms: a `datetime-local` value is a date and
 * time in Sofia, whatever the time zone of the browser typing it.
 */
import { THEATRE_TIME_ZONE } from '../ticket-names';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: THEATRE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock fields of `date` in Sofia. */
function sofiaFields(date: Date) {
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((part) => part.type === type)?.value ?? '00';
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** How far Sofia's clock is ahead of UTC at `date`, in milliseconds. */
function sofiaOffset(date: Date) {
  const f = sofiaFields(date);
  const asUtc = Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** "2026-12-01T19:00" typed as Sofia's time → the instant; null when it is not a date and time. */
export function fromSofiaInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the corrected instant (right across a change of summer time).
  const first = wall - sofiaOffset(new Date(wall));
  return new Date(wall - sofiaOffset(new Date(first)));
}

/** An instant as a `datetime-local` value in Sofia, e.g. "2026-12-01T19:00". */
export function toSofiaInput(iso: string | Date): string {
  const f = sofiaFields(new Date(iso));
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}

/** An instant's time of day on Sofia's clock, e.g. "19:05". */
export function toSofiaClock(iso: string | Date): string {
  const f = sofiaFields(new Date(iso));
  return `${f.hour}:${f.minute}`;
}
