/**
 * Which numbered seat each new ticket of an order line admits to (ADR 060): ticket n is
 * the n-th of the line's sold seats in plan order, so "Ticket 1 of 2" sits left of
 * "Ticket 2 of 2" as the house numbers them. Seats that already have a ticket keep it,
 * so issuing again after a change never moves an issued ticket to another seat.
 */
export function assignSeats(input: {
  /** Ticket numbers (1 to the line's quantity) without a ticket yet, any order. */
  newNumbers: readonly number[];
  /** The line's sold seats, any order. */
  soldSeatKeys: readonly string[];
  /** Seats the line's issued tickets already name. */
  issuedSeatKeys: readonly string[];
  /** A seat's position in the plan (areas, rows, seats as listed); unknown keys go last. */
  planOrder: (seatKey: string) => number | undefined;
}): Map<number, string | null> {
  const issued = new Set(input.issuedSeatKeys);
  const rank = (key: string) => input.planOrder(key) ?? Number.MAX_SAFE_INTEGER;
  const free = [...new Set(input.soldSeatKeys)]
    .filter((key) => !issued.has(key))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const numbers = [...input.newNumbers].sort((a, b) => a - b);
  // More tickets than sold seats only for a line sold by count (no seats at all): null.
  return new Map(numbers.map((n, i) => [n, free[i] ?? null]));
}
