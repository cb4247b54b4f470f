/**
 * An iCalendar file (RFC 5545) with one event on the theatre's clock: the start and end
 * are Sofia wall-clock times with `TZID=Europe/Sofia`, described by the VTIMEZONE the
 * file carries, so every calendar shows the performance at the time printed on the
 * ticket (ADR 037). Safe on both sides; the calendar route builds it on the server.
 */
import { sofiaWallClock, THEATRE_TIME_ZONE } from '@foyer/shared/theatre-clock';

export interface CalendarEvent {
  /** Stable across downloads, so importing the file again updates the event instead of adding one. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  cancelled: boolean;
}

/**
 * Sofia's rules since 1997 (the EU's): summer time from 03:00 on the last Sunday of
 * March to 04:00 on the last Sunday of October. calendar.test.ts checks them against the
 * time-zone database the runtime carries, year by year.
 */
const SOFIA_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${THEATRE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19970330T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19971026T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const PRODUCT_ID = '-//Foyer//Tickets//EN';
/** Content lines are at most 75 octets long, not counting the line break. */
const LINE_OCTETS = 75;
const octets = (text: string) => new TextEncoder().encode(text).length;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`, other control characters dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

/**
 * Folds a content line into pieces of at most 75 octets, each continuation starting with
 * one space; never inside a character (Cyrillic takes two octets, some signs four).
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  for (const character of line) {
    const size = octets(character);
    // A continuation's leading space counts towards its 75 octets.
    const room = pieces.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (used + size > room) {
      pieces.push(piece);
      piece = '';
      used = 0;
    }
    piece += character;
    used += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** An instant as Sofia's clock shows it, in iCalendar's local form: 20261201T190000. */
export function sofiaLocalTime(instant: Date): string {
  // Sofia is a whole number of hours from UTC, so the seconds are UTC's.
  const seconds = String(instant.getUTCSeconds()).padStart(2, '0');
  return `${sofiaWallClock(instant).replace(/[-:]/g, '')}${seconds}`;
}

/** An instant in UTC, in iCalendar's form: 20261201T170000Z. */
const utcTime = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The whole file, lines folded and ended with CRLF as the standard asks. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...SOFIA_TIME_ZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcTime(event.stamp)}`,
    `DTSTART;TZID=${THEATRE_TIME_ZONE}:${sofiaLocalTime(event.start)}`,
    `DTEND;TZID=${THEATRE_TIME_ZONE}:${sofiaLocalTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
