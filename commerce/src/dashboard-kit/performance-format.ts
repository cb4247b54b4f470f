import { staffDateTime } from '@foyer/shared/ticket-names';

/** Minor units as euros, e.g. 1800 → "€18.00". */
export const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** An instant as the theatre's date and time, e.g. "1 Dec 2026, 19:00". */
export const when = (iso: string) => staffDateTime(iso);

/** "18" or "18,50" typed in a price field → minor units. */
export const cents = (typed: string) => Math.round(Number(typed.replace(',', '.')) * 100);

/** "1 ticket is sold or held" / "3 tickets are sold or held". */
export const soldOrHeld = (tickets: number) =>
  `${tickets === 1 ? '1 ticket is' : `${tickets} tickets are`} sold or held.`;
