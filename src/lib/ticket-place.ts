/**
 * A ticket's seat in words (ADR 060): "Stalls · Row F · Seat 12 · Zone: Stalls, front ·
 * Entrance 1, ground floor". The names come from the seat plan in the page's language;
 * the words around them from the messages. One builder for the ticket card and the
 * calendar file, so both say it alike.
 */

import { planText, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import type { Locale } from '~/lib/locales';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { indexPlan } from './seating/seat-index';

/** A ticket's place as the Shop API gives it (`TicketPlace`); row and seat are null for an unreserved place. */
export interface TicketPlaceLike {
  area: string;
  row?: string | null;
  seat?: string | null;
  zone: string;
  /** Printed as the plan writes it ("Entrance 2, first floor"): it names itself. */
  entrance?: string | null;
}

/** Message options: the page's locale unless a test or the calendar asks for another. */
type Options = { locale?: Locale };

/** The parts in the order an usher reads them: area, row, seat, zone, entrance. */
export function ticketPlaceParts(place: TicketPlaceLike, options: Options = {}): string[] {
  return [
    place.area,
    place.row ? m.ticket_place_row({ row: place.row }, options) : null,
    place.seat ? m.ticket_place_seat({ seat: place.seat }, options) : null,
    m.ticket_place_zone({ zone: place.zone }, options),
    place.entrance || null,
  ].filter((part): part is string => Boolean(part));
}

export const ticketPlaceText = (place: TicketPlaceLike, options: Options = {}) =>
  ticketPlaceParts(place, options).join(' · ');

/**
 * A numbered seat of a plan by its key, named in `locale` (the plan's texts fall back to
 * English, then Bulgarian); undefined for a key the plan has no seat for.
 */
export function placeInPlan(plan: SeatPlan, key: string, locale: Locale): TicketPlaceLike | undefined {
  const found = indexPlan(plan).seats.get(key);
  if (!found) return undefined;
  const zone = plan.zones.find((z) => z.code === found.seat.zone);
  return {
    area: planText(found.area.name, locale),
    row: found.row.label,
    seat: found.seat.label,
    zone: zone ? planText(zone.name, locale) : found.seat.zone,
    entrance: found.area.entrance ? planText(found.area.entrance, locale) : null,
  };
}

/**
 * The calendar description's seat lines: "Your seats:" and one line per seat of the plan,
 * in the order asked; nothing when none of the keys is a seat of the plan.
 */
export function calendarSeatLines(plan: SeatPlan, seatKeys: readonly string[], options: Options = {}): string[] {
  const locale = options.locale ?? getLocale();
  const places = [...new Set(seatKeys)].flatMap((key) => {
    const place = placeInPlan(plan, key, locale);
    return place ? [ticketPlaceText(place, { locale })] : [];
  });
  return places.length ? [m.ticket_place_calendar({}, { locale }), ...places] : [];
}

/** Seats one calendar link may name: a customer's tickets for one performance, across their orders. */
export const CALENDAR_SEATS_MAX = 40;
const SEAT_KEY = /^[A-Za-z0-9#_-]{1,64}$/;

/** The calendar link's `seats` parameter for the tickets shown together. */
export const calendarSeatsParam = (seatKeys: readonly string[]) => seatKeys.slice(0, CALENDAR_SEATS_MAX).join(',');

/** The seat keys a calendar link names: anything not shaped like a plan's key is dropped, never an error. */
export function readCalendarSeats(param: string | null | undefined): string[] {
  if (!param) return [];
  return [...new Set(param.split(','))].filter((key) => SEAT_KEY.test(key)).slice(0, CALENDAR_SEATS_MAX);
}
