/**
 * The pure parts of the reserved-seating rush (`npm run rush -- --mode reserved`): the hall it
 * sells, what each shopper asks for, how each one ended, the audit of what was sold, and the
 * verdict. No I/O here; `rush-reserved.ts` runs the shoppers and reads the books.
 */

/** What a shopper asks for: seats picked by hand, or a number of best available. */
export type ShopperRequest = { kind: 'pick'; seatKeys: string[] } | { kind: 'best'; count: number };

/** The rush's hall, as `rushPlan` draws it. */
export type RushPlan = ReturnType<typeof rushPlan>;

/** A paid order with a line of the performance, as the books show it. */
export interface PaidOrderBooks {
  code: string;
  ticketQuantity: number;
  seatKeys: string[];
  tickets: { count: number; seatKeys: Array<string | null> | null };
}

/** What the books say was sold; every list must be empty. */
export interface SalesAudit {
  soldInMap: number;
  /** Seats still held once every shopper has paid or been refused: a refusal or a payment left a hold behind. */
  heldAfter: string[];
  soldInOrders: number;
  ticketQuantity: number;
  ticketsIssued: number;
  ticketsNamed: boolean;
  twiceInMap: string[];
  twiceInOrders: string[];
  twiceOnTickets: string[];
  ordersWithoutTheirSeats: string[];
  seatsNotSoldToTheirOrder: string[];
  soldWithoutPaidOrder: string[];
  ticketsNotMatchingSeats: string[];
  toldOtherSeats: string[];
}

/** The refusals a shopper may meet in a rush; anything else is a fault. */
export const EXPECTED_REFUSALS: string[] = ['SEATS_TAKEN', 'NO_SEATS_FIT'];

/** Where the seat page words a refusal (`refusalText`): read, not copied, so a renamed message is followed. */
export const REFUSAL_WORDING_FILE = 'src/lib/seating/seat-outcome.ts';

/**
 * The messages the seat page words each refusal reason with, read from the source of its
 * `refusalText`: every `m.<key>(` between `case '<REASON>':` and the next `case` or the
 * function's end.
 * @param source the text of REFUSAL_WORDING_FILE
 */
export function refusalMessageKeys(source: string): Record<string, string[]> {
  const start = source.indexOf('function refusalText');
  if (start < 0) return {};
  const body = source.slice(start, source.indexOf('\n}', start) + 2);
  const keys: Record<string, string[]> = {};
  const cases = [...body.matchAll(/case '([A-Z_]+)':/g)];
  cases.forEach((match, i) => {
    const text = body.slice(match.index, cases[i + 1]?.index ?? body.length);
    keys[match[1] as string] = [...new Set([...text.matchAll(/\bm\.(\w+)\(/g)].map((m) => m[1] as string))];
  });
  return keys;
}

/** Seats per row of the rush's hall. */
const ROW_SEATS = 10;
const ROW_LABELS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A one-zone plan of `seats` numbered seats in rows of ten, the front row nearest the stage,
 * in the JSON shape of `packages/shared/src/seating/seat-plan.ts` (what staff import or
 * the Dashboard's generator draws). Keys are `rush-<row>-<n>`.
 */
export function rushPlan(seats: number) {
  if (!Number.isInteger(seats) || seats < 1 || seats > ROW_SEATS * ROW_LABELS.length)
    throw new RangeError(`A rush hall has 1 to ${ROW_SEATS * ROW_LABELS.length} seats`);
  const rowCount = Math.ceil(seats / ROW_SEATS);
  const rows = Array.from({ length: rowCount }, (_, r) => {
    const inRow = Math.min(ROW_SEATS, seats - r * ROW_SEATS);
    const label = ROW_LABELS[r];
    return {
      label,
      seats: Array.from({ length: inRow }, (_, i) => ({
        key: `rush-${label}-${i + 1}`,
        label: String(i + 1),
        // Centred under the stage, one drawing unit per seat, rows 1.25 apart.
        x: 1.5 + i + (ROW_SEATS - inRow) / 2,
        y: 4 + r * 1.25,
        zone: 'A',
      })),
    };
  });
  return {
    format: 1,
    width: ROW_SEATS + 2,
    height: Math.ceil(5 + rowCount * 1.25),
    stage: { x: 1, y: 0.5, width: ROW_SEATS, height: 2 },
    zones: [{ code: 'A', name: { bg: 'Партер', en: 'Stalls' } }],
    areas: [{ kind: 'reserved', key: 'rush', name: { bg: 'Зала', en: 'Hall' }, rows }],
  };
}

/**
 * The seats everyone wants: the front row (the ten nearest the stage's centre, which best
 * available also offers first), left to right.
 */
export const contestedSeats = (plan: RushPlan): string[] => plan.areas[0]?.rows[0]?.seats.map((seat) => seat.key) ?? [];

/** A small seeded generator (mulberry32), so a rush can be repeated shopper for shopper. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What each shopper asks for: even-numbered shoppers click 1–3 neighbouring seats of the
 * contested ones (as people pick seats together), odd-numbered ask best available for 1–3.
 */
export function shopperRequests(shoppers: number, contested: string[], random: () => number): ShopperRequest[] {
  return Array.from({ length: shoppers }, (_, i) => {
    const count = Math.min(contested.length, 1 + Math.floor(random() * 3));
    if (i % 2 === 1) return { kind: 'best', count };
    const start = Math.floor(random() * (contested.length - count + 1));
    return { kind: 'pick', seatKeys: contested.slice(start, start + count) };
  });
}

/**
 * How a shopper's attempt ended: `placed`; `refused: <reason>` at the seat call; `failed at
 * <step>`; or the kind the payment step or the payment answered instead of going on.
 */
export function reservedOutcomeOf(attempt: {
  failedAt?: string;
  seat?: { kind: string; reason?: string };
  hold?: { kind?: string };
  pay?: { kind?: string };
}): string {
  if (attempt.failedAt) return `failed at ${attempt.failedAt}`;
  if (!attempt.seat) return 'unknown';
  if (attempt.seat.kind === 'refused') return `refused: ${attempt.seat.reason}`;
  if (attempt.seat.kind !== 'order') return `seat call ${attempt.seat.kind}`;
  if (attempt.hold && attempt.hold.kind !== 'ready') return `payment step: ${attempt.hold.kind}`;
  if (!attempt.pay) return 'unknown';
  return attempt.pay.kind === 'placed' ? 'placed' : `payment: ${attempt.pay.kind}`;
}

const countOf = (values: string[]) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};
const repeated = (values: string[]) =>
  Object.entries(countOf(values))
    .filter(([, n]) => n > 1)
    .map(([key]) => key);

/**
 * What the books say was sold, cross-checked three ways: the performance's seat map (one row
 * per taken seat), the paid orders' seats and lines, and the tickets issued for them.
 * `orders` are the paid orders with a line of the performance; `told` maps an order code to
 * the seats its shopper was shown as theirs.
 */
export function auditSales({
  seatMap,
  orders,
  told = {},
}: {
  seatMap: Array<{ key: string; state: string; orderCode?: string | null }>;
  orders: PaidOrderBooks[];
  told?: Record<string, string[]>;
}): SalesAudit {
  const sold = seatMap.filter((seat) => seat.state === 'SOLD');
  const soldBy = new Map(sold.map((seat) => [seat.key, seat.orderCode ?? null]));
  const orderKeys = orders.flatMap((order) => order.seatKeys);
  const ticketsNamed = orders.every((order) => order.tickets.seatKeys !== null);
  const ticketKeys = ticketsNamed ? orders.flatMap((order) => order.tickets.seatKeys ?? []) : [];
  const inOrders = new Set(orderKeys);
  return {
    soldInMap: sold.length,
    /** Seats still held once every shopper has paid or been refused: a refusal or a payment left a hold behind. */
    heldAfter: seatMap.filter((seat) => seat.state === 'HELD').map((seat) => seat.key),
    soldInOrders: orderKeys.length,
    ticketQuantity: orders.reduce((sum, order) => sum + order.ticketQuantity, 0),
    ticketsIssued: orders.reduce((sum, order) => sum + order.tickets.count, 0),
    ticketsNamed,
    // Each must be empty.
    twiceInMap: repeated(seatMap.map((seat) => seat.key)),
    twiceInOrders: repeated(orderKeys),
    twiceOnTickets: repeated(ticketKeys.filter((key): key is string => key !== null)),
    ordersWithoutTheirSeats: orders
      .filter((order) => order.seatKeys.length === 0 || order.seatKeys.length !== order.ticketQuantity)
      .map((order) => order.code),
    seatsNotSoldToTheirOrder: orders.flatMap((order) =>
      order.seatKeys.filter((key) => soldBy.get(key) !== order.code).map((key) => `${key} (${order.code})`),
    ),
    soldWithoutPaidOrder: sold.filter((seat) => !inOrders.has(seat.key)).map((seat) => seat.key),
    ticketsNotMatchingSeats: orders
      .filter(
        (order) =>
          order.tickets.count !== order.seatKeys.length ||
          (order.tickets.seatKeys !== null &&
            [...order.tickets.seatKeys].sort().join() !== [...order.seatKeys].sort().join()),
      )
      .map((order) => order.code),
    toldOtherSeats: Object.entries(told)
      .filter(([code, keys]) => {
        const order = orders.find((o) => o.code === code);
        return !order || [...keys].sort().join() !== [...order.seatKeys].sort().join();
      })
      .map(([code]) => code),
  };
}

/**
 * The messages missing for the refusals shoppers met, each in the language of the shopper who
 * met it: `<locale>: <key>`, or `<locale>: no message for <REASON>` when the page words it with none.
 * @param messages messages/<locale>.json by locale
 * @param keysByReason what `refusalMessageKeys` read from the seat page
 */
export function unwordedRefusals(
  refusals: Array<{ locale: string; reason: string }>,
  messages: Record<string, Record<string, unknown>>,
  keysByReason: Record<string, string[]>,
): string[] {
  const missing = new Set<string>();
  for (const { locale, reason } of refusals) {
    const keys = keysByReason[reason] ?? [];
    if (!keys.length) missing.add(`${locale}: no message for ${reason}`);
    for (const key of keys) {
      const text = messages[locale]?.[key];
      if (typeof text !== 'string' || !text.trim()) missing.add(`${locale}: ${key}`);
    }
  }
  return [...missing].sort();
}

/** The verdict: every line is a reason to exit non-zero. */
export function reservedProblemsOf(r: {
  seats: number;
  audit: SalesAudit;
  outcomes: Record<string, number>;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
  unworded: string[];
}): string[] {
  const problems: string[] = [];
  const { audit } = r;
  const list = (keys: string[]) => keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', …' : '');
  if (audit.soldInMap > r.seats) problems.push(`oversold: ${audit.soldInMap} seats sold of ${r.seats}`);
  if (audit.twiceInMap.length) problems.push(`seats twice in the seat map: ${list(audit.twiceInMap)}`);
  if (audit.twiceInOrders.length) problems.push(`seats in two paid orders: ${list(audit.twiceInOrders)}`);
  if (audit.twiceOnTickets.length) problems.push(`seats on two tickets: ${list(audit.twiceOnTickets)}`);
  if (audit.ordersWithoutTheirSeats.length)
    problems.push(`paid orders without their seats: ${list(audit.ordersWithoutTheirSeats)}`);
  if (audit.seatsNotSoldToTheirOrder.length)
    problems.push(`order seats the seat map does not show sold to that order: ${list(audit.seatsNotSoldToTheirOrder)}`);
  if (audit.soldWithoutPaidOrder.length)
    problems.push(`seats sold with no paid order: ${list(audit.soldWithoutPaidOrder)}`);
  if (audit.ticketsNotMatchingSeats.length)
    problems.push(`orders whose tickets do not match their seats: ${list(audit.ticketsNotMatchingSeats)}`);
  if (audit.toldOtherSeats.length)
    problems.push(`shoppers who paid for other seats than they were shown: ${list(audit.toldOtherSeats)}`);
  if (audit.heldAfter.length) problems.push(`seats still held after the rush: ${list(audit.heldAfter)}`);
  if (audit.soldInMap !== audit.soldInOrders)
    problems.push(`the seat map sold ${audit.soldInMap} seats, the paid orders hold ${audit.soldInOrders}`);
  const expected = new Set(['placed', ...EXPECTED_REFUSALS.map((reason) => `refused: ${reason}`)]);
  for (const [outcome, n] of Object.entries(r.outcomes)) {
    if (!expected.has(outcome)) problems.push(`${n} shoppers ended "${outcome}"`);
  }
  if (r.fiveXX) problems.push(`${r.fiveXX} responses were 5xx`);
  if (r.fnErrors) problems.push(`${r.fnErrors} server-function calls failed`);
  if (r.networkErrors) problems.push(`${r.networkErrors} network errors`);
  if (r.unworded.length) problems.push(`refusals without a message in the shopper's language: ${list(r.unworded)}`);
  return problems;
}
