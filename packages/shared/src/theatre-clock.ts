/**
 * The theatre's clock: performances, programme months, reports and seeded times are read
 * in Sofia's time zone, whatever the server's or the visitor's zone (ADR 066). Pure.
 */
export const THEATRE_TIME_ZONE = 'Europe/Sofia';

// en-CA writes dates as YYYY-MM-DD; h23 keeps midnight at 00.
const theatreClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: THEATRE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall-clock date and time of an instant in Sofia, to the minute, e.g. "2026-12-01T19:00". */
export function sofiaWallClock(date: Date): string {
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    theatreClock.formatToParts(date).find((part) => part.type === type)?.value ?? '00';
  return `${field('year')}-${field('month')}-${field('day')}T${field('hour')}:${field('minute')}`;
}

/** How far Sofia's clocks are ahead of UTC at an instant, in minutes (120 in winter, 180 in summer). */
export function sofiaOffsetMinutes(date: Date): number {
  const wall = Date.parse(`${sofiaWallClock(date)}:00Z`);
  return Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant Sofia's clocks show a wall-clock time such as "2026-12-01T19:00"; null when it is not one. */
export function sofiaInstant(wallClock: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the corrected instant (right across a change of summer time).
  const first = wall - sofiaOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - sofiaOffsetMinutes(new Date(first)) * 60_000);
}
