/**
 * A seat's name as the cart, the checkout and the confirmation say it. Apart from
 * seat-description.ts so those pages load this one message, not every seat's words
 * (states, features) that only the seat page needs.
 */
import type { Locale } from '~/lib/locales';
import { m } from '~/paraglide/messages';

/** "Stalls, row F, seat 12" */
export const seatName = (parts: { area: string; row: string; seat: string }, options: { locale?: Locale } = {}) =>
  m.seating_seat_name({ area: parts.area, row: parts.row, seat: parts.seat }, options);
