/**
 * The programme's calendar: months as `YYYY-MM` and days as `YYYY-MM-DD`, both on the
 * theatre's clock in Sofia, whatever the server's or the visitor's time zone. Safe on
 * both sides.
 */
import { sofiaInstant, sofiaWallClock } from '@foyer/shared/theatre-clock';
import { isMonth } from './search-params';

/** The instant Sofia's clocks show midnight on the first of `month`. */
function sofiaStartOfMonth(month: string): Date {
  return sofiaInstant(`${month}-01T00:00`) ?? new Date(Number.NaN);
}

/** How many months, from the current one, the month filter offers and accepts. */
export const PROGRAMME_MONTHS = 12;

/** The month after `month` ("2026-12" → "2027-01"). */
export function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The month `now` falls in, in Sofia. */
export function sofiaMonth(now: Date): string {
  return sofiaWallClock(now).slice(0, 7);
}

/** The day an instant falls on, in Sofia ("2026-12-01"). */
export function sofiaDay(iso: string): string {
  return sofiaWallClock(new Date(iso)).slice(0, 10);
}

/** The months the filter offers: the current one and the next ones, PROGRAMME_MONTHS in all. */
export function programmeMonths(now: Date): string[] {
  const months = [sofiaMonth(now)];
  while (months.length < PROGRAMME_MONTHS) months.push(nextMonth(months.at(-1) as string));
  return months;
}

/** From Sofia's midnight on the 1st to the last millisecond before the next month's, as ISO instants. */
export function monthRange(month: string): { start: string; end: string } {
  if (!isMonth(month)) throw new Error(`Not a month: ${month}`);
  const start = sofiaStartOfMonth(month);
  const next = sofiaStartOfMonth(nextMonth(month));
  return { start: start.toISOString(), end: new Date(next.getTime() - 1).toISOString() };
}

/** Performances in the order given, gathered by their day in Sofia. */
export function groupByDay<T extends { startsAt: string }>(performances: T[]): Array<{ day: string; items: T[] }> {
  const days: Array<{ day: string; items: T[] }> = [];
  for (const performance of performances) {
    const day = sofiaDay(performance.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(performance);
    else days.push({ day, items: [performance] });
  }
  return days;
}

/** Performances on one page of the programme. */
export const PROGRAMME_PAGE_SIZE = 30;
