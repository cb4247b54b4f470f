/**
 * The theatre's clock for the Dashboard's forms: a `datetime-local` value is a date and
 * time in Sofia, whatever the time zone of the browser typing it. The clock is
 * @foyer/shared's, the one the storefront and the seed read (ADR 066).
 */
import { sofiaInstant, sofiaWallClock } from '@foyer/shared/theatre-clock';

/** "2026-12-01T19:00" typed as Sofia's time → the instant; null when it is not a date and time. */
export function fromSofiaInput(value: string): Date | null {
  return sofiaInstant(value);
}

/** An instant as a `datetime-local` value in Sofia, e.g. "2026-12-01T19:00". */
export function toSofiaInput(iso: string | Date): string {
  return sofiaWallClock(new Date(iso));
}

/** An instant's time of day on Sofia's clock, e.g. "19:05". */
export function toSofiaClock(iso: string | Date): string {
  return sofiaWallClock(new Date(iso)).slice(11);
}
