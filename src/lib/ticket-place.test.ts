import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar';
import { calendarSeatLines, calendarSeatsParam, placeInPlan, readCalendarSeats, ticketPlaceText } from './ticket-place';

const stalls = { area: 'Stalls', row: 'F', seat: '12', zone: 'Stalls, front', entrance: 'Entrance 2' };

const PLAN: SeatPlan = {
  format: 1,
  width: 10,
  height: 10,
  stage: { x: 0, y: 0, width: 10, height: 2 },
  zones: [{ code: 'A', name: { bg: 'Партер, предни редове', en: 'Stalls, front', de: 'Parkett, vorne' } }],
  areas: [
    {
      kind: 'reserved',
      key: 'stalls',
      name: { bg: 'Партер', en: 'Stalls', de: 'Parkett' },
      entrance: { bg: 'Вход 1', en: 'Entrance 1' },
      rows: [{ label: 'F', seats: [{ key: 'stalls-F-12', label: '12', x: 2, y: 4, zone: 'A' }] }],
    },
  ],
};

describe('ticketPlaceText', () => {
  it('names area, row, seat, zone and entrance in the order an usher reads them', () => {
    expect(ticketPlaceText(stalls, { locale: 'en' })).toBe(
      'Stalls · Row F · Seat 12 · Zone: Stalls, front · Entrance 2',
    );
  });

  it("speaks the page's language around the plan's names", () => {
    expect(ticketPlaceText({ ...stalls, area: 'Партер', zone: 'Партер, предни редове' }, { locale: 'bg' })).toBe(
      'Партер · Ред F · Място 12 · Зона: Партер, предни редове · Entrance 2',
    );
    expect(ticketPlaceText(stalls, { locale: 'fr' })).toBe(
      'Stalls · Rang F · Fauteuil 12 · Zone : Stalls, front · Entrance 2',
    );
  });

  it('leaves out what a place has not got: no row and seat in an unreserved area, no entrance', () => {
    expect(
      ticketPlaceText({ area: 'Standing', row: null, seat: null, zone: 'Gallery', entrance: null }, { locale: 'de' }),
    ).toBe('Standing · Zone: Gallery');
  });
});

describe('placeInPlan', () => {
  it("names a plan's seat in the locale, falling back to English where the plan has no text", () => {
    expect(placeInPlan(PLAN, 'stalls-F-12', 'de')).toEqual({
      area: 'Parkett',
      row: 'F',
      seat: '12',
      zone: 'Parkett, vorne',
      entrance: 'Entrance 1',
    });
    expect(placeInPlan(PLAN, 'stalls-F-12', 'bg')?.entrance).toBe('Вход 1');
  });

  it('knows no seat the plan has not got', () => {
    expect(placeInPlan(PLAN, 'stalls-F-99', 'en')).toBeUndefined();
  });
});

describe('the calendar description', () => {
  it("names the ticket's seats under the performance, escaped and on lines of their own", () => {
    const description = [
      'Чайка в Театър „Фоайе“',
      ...calendarSeatLines(PLAN, ['stalls-F-12', 'stalls-F-12', 'made-up; words'], { locale: 'bg' }),
    ].join('\n');
    const file = calendarFile({
      uid: 'performance-12@foyer.example',
      start: new Date('2026-12-01T17:00:00Z'),
      end: new Date('2026-12-01T19:15:00Z'),
      stamp: new Date('2026-11-20T08:30:05Z'),
      summary: 'Чайка',
      location: 'Голяма сцена',
      description,
      url: 'https://foyer.example/plays/chayka',
      cancelled: false,
    });
    const line = file
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((l) => l.startsWith('DESCRIPTION:'));
    // One line per seat (a key asked twice once); a key the plan has not got names nothing.
    expect(line).toBe(
      'DESCRIPTION:Чайка в Театър „Фоайе“\\nВашите места:\\nПартер · Ред F · Място 12 · Зона: Партер\\, предни редове · Вход 1',
    );
  });

  it('adds nothing when no key is a seat of the plan', () => {
    expect(calendarSeatLines(PLAN, ['nowhere'], { locale: 'en' })).toEqual([]);
    expect(calendarSeatLines(PLAN, [], { locale: 'en' })).toEqual([]);
  });
});

describe("the calendar link's seats", () => {
  it('round-trips the keys of the tickets shown together', () => {
    expect(readCalendarSeats(calendarSeatsParam(['stalls-F-12', 'balcony-1-3', 'standing#4']))).toEqual([
      'stalls-F-12',
      'balcony-1-3',
      'standing#4',
    ]);
  });

  it('drops what is not shaped like a key, and stops at the most one link may name', () => {
    expect(readCalendarSeats('stalls-F-12,<script>,,a b,stalls-F-12')).toEqual(['stalls-F-12']);
    expect(readCalendarSeats(null)).toEqual([]);
    const many = Array.from({ length: 60 }, (_, i) => `s-${i}`);
    expect(readCalendarSeats(many.join(','))).toHaveLength(40);
  });
});
