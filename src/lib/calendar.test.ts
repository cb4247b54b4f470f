import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarFile, escapeText, foldLine, sofiaLocalTime } from './calendar';

const octets = (text: string) => new TextEncoder().encode(text).length;

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'performance-12@foyer.example',
  start: new Date('2026-12-01T17:00:00Z'),
  end: new Date('2026-12-01T19:15:00Z'),
  stamp: new Date('2026-11-20T08:30:05Z'),
  summary: 'Чайка',
  location: 'Голяма сцена, ул. „Княз Александър I“ 38, Пловдив',
  description: 'Театър Фоайе',
  url: 'https://foyer.example/plays/chayka',
  cancelled: false,
  ...overrides,
});

/** The unfolded content lines of a file. */
const contentLines = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, writes line breaks as \\n and drops control characters', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('bell\u0007 tab\there')).toBe('bell tab\there');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into pieces of at most 75 octets, continuations starting with a space', () => {
    const line = `SUMMARY:${'Чайка, '.repeat(30)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a character: two-octet Cyrillic and four-octet signs stay whole', () => {
    const line = `X${'я'.repeat(40)}${'🎭'.repeat(20)}`;
    const pieces = foldLine(line).split('\r\n');
    for (const piece of pieces) {
      expect(piece).not.toContain('\ufffd');
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(piece))).toBe(piece);
    }
    // 1 + 37 × 2 = 75 octets; one more "я" would pass the limit.
    expect(pieces[0]).toBe(`X${'я'.repeat(37)}`);
  });
});

describe('sofiaLocalTime', () => {
  it('writes the instant on Sofia’s clock: UTC+2 in winter, UTC+3 in summer', () => {
    expect(sofiaLocalTime(new Date('2026-12-01T17:00:00Z'))).toBe('20261201T190000');
    expect(sofiaLocalTime(new Date('2026-06-01T16:30:45Z'))).toBe('20260601T193045');
    expect(sofiaLocalTime(new Date('2026-12-31T22:30:00Z'))).toBe('20270101T003000');
  });
});

describe('calendarFile', () => {
  it('is one event on Sofia’s clock with its time zone, lines ended by CRLF', () => {
    const file = calendarFile(event());
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(file);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:Europe/Sofia');
    expect(lines).toContain('DTSTART;TZID=Europe/Sofia:20261201T190000');
    expect(lines).toContain('DTEND;TZID=Europe/Sofia:20261201T211500');
    expect(lines).toContain('DTSTAMP:20261120T083005Z');
    expect(lines).toContain('UID:performance-12@foyer.example');
    expect(lines).toContain('LOCATION:Голяма сцена\\, ул. „Княз Александър I“ 38\\, Пловдив');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('ends on the next day when the performance runs past midnight', () => {
    const lines = contentLines(
      calendarFile(event({ start: new Date('2026-07-31T19:00:00Z'), end: new Date('2026-07-31T21:30:00Z') })),
    );
    expect(lines).toContain('DTSTART;TZID=Europe/Sofia:20260731T220000');
    expect(lines).toContain('DTEND;TZID=Europe/Sofia:20260801T003000');
  });

  it('marks a cancelled performance as cancelled', () => {
    expect(contentLines(calendarFile(event({ cancelled: true })))).toContain('STATUS:CANCELLED');
  });

  it('escapes what the theatre typed, so it cannot add lines of its own', () => {
    const lines = contentLines(calendarFile(event({ summary: 'Hamlet\r\nEND:VEVENT;x,y' })));
    expect(lines).toContain('SUMMARY:Hamlet\\nEND:VEVENT\\;x\\,y');
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
  });
});

describe('the VTIMEZONE’s rules', () => {
  /** Sofia's offset from UTC in hours at an instant, from the runtime's time-zone database. */
  const offset = (instant: Date) => {
    const wall = Date.parse(
      `${sofiaLocalTime(instant).replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, '$1-$2-$3T$4:$5:$6')}Z`,
    );
    return (wall - instant.getTime()) / 3_600_000;
  };
  const lastSunday = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  const file = contentLines(calendarFile(event()));

  it('are the ones the file carries', () => {
    expect(file).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(file).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
  });

  it.each(Array.from({ length: 15 }, (_, i) => 2025 + i))(
    'agree with the time-zone database in %i: +3 from 01:00 UTC on March’s last Sunday to 01:00 UTC on October’s',
    (year) => {
      const spring = Date.UTC(year, 2, lastSunday(year, 2), 1);
      const autumn = Date.UTC(year, 9, lastSunday(year, 9), 1);
      expect(offset(new Date(spring - 60_000))).toBe(2);
      expect(offset(new Date(spring))).toBe(3);
      expect(offset(new Date(autumn - 60_000))).toBe(3);
      expect(offset(new Date(autumn))).toBe(2);
      expect(offset(new Date(Date.UTC(year, 0, 15, 12)))).toBe(2);
      expect(offset(new Date(Date.UTC(year, 6, 15, 12)))).toBe(3);
    },
  );
});
