import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Order states in which the money is taken (Vendure's order process). */
const PAID_STATES = [
  'PaymentAuthorized',
  'PaymentSettled',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
];
/** Paid and settled: the confirmation email is due. */
const SETTLED_STATES = PAID_STATES.filter((state) => state !== 'PaymentAuthorized');

/** What is checked after a fault, read from PostgreSQL and the mail sink, never from the shop's own answers. */
export interface InvariantReport {
  /** Paid orders placed since the case began. */
  paidOrders: number;
  /** Paid orders without a line, without exactly one settled payment of their total, or whose ticket lines lack tickets. */
  incompleteOrders: string[];
  /** Stock levels with more allocated than on hand: sold beyond capacity. */
  oversoldStock: string[];
  /** Performances with more tickets than places (their stage's capacity, or their seat plan's seats). */
  oversoldPerformances: string[];
  /** The same seat held or sold twice (seat_reservation), or on two live tickets. */
  seatsTwice: string[];
  /** Seats marked sold for an order that is not paid, or a paid seat line without its sold seats. */
  seatsUnpaid: string[];
  /** Settled orders and how many confirmation emails each got, where that is not exactly one. */
  emailsNotOnce: string[];
  /** Stock or seat holds past their time and never given back (the order stuck in ArrangingPayment). */
  stuckHolds: string[];
  /** The count rush's performance: seats saleable after every hold expired, against seats offered minus sold. */
  seatsLost: string[];
}

export const violations = (report: InvariantReport) =>
  [
    ...report.incompleteOrders,
    ...report.oversoldStock,
    ...report.oversoldPerformances,
    ...report.seatsTwice,
    ...report.seatsUnpaid,
    ...report.emailsNotOnce,
    ...report.stuckHolds,
    ...report.seatsLost,
  ].join('\n');

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

interface PaidOrder {
  id: number;
  code: string;
  state: string;
  total: number;
  email: string | null;
}

async function paidOrdersSince(client: pg.Client, since: Date): Promise<PaidOrder[]> {
  const { rows } = await client.query(
    `SELECT o.id, o.code, o.state, o."subTotalWithTax" + o."shippingWithTax" AS total, c."emailAddress" AS email
       FROM "order" o LEFT JOIN customer c ON c.id = o."customerId"
      WHERE o."orderPlacedAt" >= $1 AND o.state = ANY($2)`,
    [since, PAID_STATES],
  );
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** Every paid order has its lines, exactly one settled payment of its total, and a ticket for every seat it paid for. */
async function incompleteOrders(client: pg.Client, orders: PaidOrder[]): Promise<string[]> {
  const problems: string[] = [];
  for (const order of orders) {
    const lines = await client.query(
      `SELECT l.id, l.quantity, p.id AS "performanceId",
              (SELECT count(*)::int FROM ticket t WHERE t."orderLineId" = l.id) AS tickets
         FROM order_line l LEFT JOIN performance p ON p."productVariantId" = l."productVariantId"
        WHERE l."orderId" = $1 AND l.quantity > 0`,
      [order.id],
    );
    const payments = await client.query(`SELECT state, amount FROM payment WHERE "orderId" = $1`, [order.id]);
    const settled = payments.rows.filter((p) => p.state === 'Settled' || p.state === 'Authorized');
    if (lines.rows.length === 0) problems.push(`order ${order.code} (${order.state}) has no lines`);
    if (settled.length !== 1)
      problems.push(`order ${order.code} has ${settled.length} settled payments (${JSON.stringify(payments.rows)})`);
    else if (Number(settled[0]?.amount) !== order.total)
      problems.push(`order ${order.code}: payment ${settled[0]?.amount} for a total of ${order.total}`);
    for (const line of lines.rows) {
      if (line.performanceId !== null && line.tickets !== line.quantity)
        problems.push(`order ${order.code}: line ${line.id} of ${line.quantity} tickets has ${line.tickets}`);
    }
  }
  return problems;
}

async function oversold(client: pg.Client) {
  const stock = await client.query(
    `SELECT s."productVariantId" AS variant, s."stockOnHand" AS "onHand", s."stockAllocated" AS allocated
       FROM stock_level s JOIN product_variant v ON v.id = s."productVariantId"
      WHERE s."stockAllocated" > s."stockOnHand" AND v."trackInventory" <> 'FALSE'`,
  );
  const tickets = await client.query(
    `SELECT p.id, st.capacity, count(t.id)::int AS tickets
       FROM performance p JOIN stage st ON st.id = p."stageId"
       JOIN ticket t ON t."performanceId" = p.id JOIN "order" o ON o.id = t."orderId"
      WHERE o.state <> 'Cancelled'
      GROUP BY p.id, st.capacity HAVING count(t.id) > st.capacity`,
  );
  return {
    oversoldStock: stock.rows.map((r) => `variant ${r.variant}: ${r.allocated} allocated of ${r.onHand} on hand`),
    oversoldPerformances: tickets.rows.map((r) => `performance ${r.id}: ${r.tickets} tickets, capacity ${r.capacity}`),
  };
}

/** One holder per seat (the unique index, read back), one live ticket per seat, and sold seats only for paid orders. */
async function seatChecks(client: pg.Client) {
  const twice = await client.query(
    `SELECT "performanceId", "seatKey", count(*)::int AS n FROM seat_reservation
      GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  const ticketsTwice = await client.query(
    `SELECT t."performanceId", t."seatKey", count(*)::int AS n
       FROM ticket t JOIN "order" o ON o.id = t."orderId"
      WHERE t."seatKey" IS NOT NULL AND o.state <> 'Cancelled'
      GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  const soldUnpaid = await client.query(
    `SELECT r."performanceId", r."seatKey", o.code, o.state
       FROM seat_reservation r JOIN "order" o ON o.id = r."orderId"
      WHERE r.state = 'SOLD' AND NOT (o.state = ANY($1))`,
    [PAID_STATES],
  );
  const heldPaid = await client.query(
    `SELECT r."performanceId", r."seatKey", o.code, o.state
       FROM seat_reservation r JOIN "order" o ON o.id = r."orderId"
      WHERE r.state = 'HELD' AND o.state = ANY($1)`,
    [PAID_STATES],
  );
  // A paid order's seat line has as many sold seats of its own as the line's quantity.
  const unsold = await client.query(
    `SELECT o.code, l.id AS line, l.quantity,
            (SELECT count(*)::int FROM seat_reservation r WHERE r."orderLineId" = l.id AND r.state = 'SOLD') AS sold
       FROM order_line l JOIN "order" o ON o.id = l."orderId"
       JOIN performance p ON p."productVariantId" = l."productVariantId"
       JOIN performance_seating ps ON ps."performanceId" = p.id
      WHERE o.state = ANY($1) AND l.quantity > 0`,
    [PAID_STATES],
  );
  return {
    seatsTwice: [
      ...twice.rows.map((r) => `seat ${r.seatKey} of performance ${r.performanceId} has ${r.n} reservations`),
      ...ticketsTwice.rows.map((r) => `seat ${r.seatKey} of performance ${r.performanceId} is on ${r.n} tickets`),
    ],
    seatsUnpaid: [
      ...soldUnpaid.rows.map(
        (r) => `seat ${r.seatKey} of performance ${r.performanceId} sold to ${r.code} (${r.state})`,
      ),
      ...heldPaid.rows.map((r) => `seat ${r.seatKey} of performance ${r.performanceId} only held for paid ${r.code}`),
      ...unsold.rows
        .filter((r) => r.sold !== r.quantity)
        .map((r) => `order ${r.code}: seat line ${r.line} of ${r.quantity} has ${r.sold} sold seats`),
    ],
  };
}

/** The dev mailbox's files: recipient and subject of each email sent. */
function mailbox(mailboxDir: string): Array<{ recipient: string; subject: string }> {
  if (!fs.existsSync(mailboxDir)) return [];
  return fs
    .readdirSync(mailboxDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        const mail = JSON.parse(fs.readFileSync(path.join(mailboxDir, name), 'utf8'));
        return [{ recipient: String(mail.recipient), subject: String(mail.subject) }];
      } catch {
        // Being written this instant; the next look reads it.
        return [];
      }
    });
}

function confirmationsOf(orders: PaidOrder[], mails: ReturnType<typeof mailbox>) {
  return orders
    .filter((order) => SETTLED_STATES.includes(order.state) && order.email)
    .map((order) => ({
      order,
      count: mails.filter((mail) => mail.recipient === order.email && mail.subject.includes(order.code)).length,
    }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many emails the mail sink holds. */
export const mailCount = (mailboxDir: string) =>
  fs.existsSync(mailboxDir) ? fs.readdirSync(mailboxDir).filter((name) => name.endsWith('.json')).length : 0;

/** Settled orders since `since` that have no confirmation email yet. */
export function unconfirmedOrders(databaseUrl: string, since: Date, mailboxDir: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const counts = confirmationsOf(await paidOrdersSince(client, since), mailbox(mailboxDir));
    return counts.filter((c) => c.count === 0).length;
  });
}

/**
 * Waits until every settled order since `since` has at least one confirmation (the worker
 * sends them after the fact), then a few seconds more for any second copy, and reports
 * every order whose count is not exactly one.
 */
async function emailsNotOnce(client: pg.Client, since: Date, mailboxDir: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let counts = confirmationsOf(await paidOrdersSince(client, since), mailbox(mailboxDir));
  while (counts.some((c) => c.count === 0) && Date.now() < deadline) {
    await sleep(1000);
    counts = confirmationsOf(await paidOrdersSince(client, since), mailbox(mailboxDir));
  }
  await sleep(5000);
  counts = confirmationsOf(await paidOrdersSince(client, since), mailbox(mailboxDir));
  return counts
    .filter((c) => c.count !== 1)
    .map((c) => `order ${c.order.code} (${c.order.state}) has ${c.count} confirmation emails`);
}

/**
 * Waits until every stock hold taken since `since` is past its time and the worker's sweep
 * (every 30 s) has had its chance, then reports holds still HELD: an order stuck in the
 * payment step with its seats. The holds are read by their own expiry, not the clock of
 * this process against the database's.
 */
async function stuckHolds(client: pg.Client, since: Date, sweepSlackMs: number) {
  const latest = await client.query(
    `SELECT max("expiresAt") AS latest FROM seat_hold WHERE "createdAt" >= $1 AND state = 'HELD'`,
    [since],
  );
  const until = latest.rows[0]?.latest ? new Date(latest.rows[0].latest).getTime() + sweepSlackMs : 0;
  if (until > Date.now()) await sleep(until - Date.now());
  const { rows } = await client.query(
    `SELECT h.id, o.code, o.state, h."expiresAt" FROM seat_hold h JOIN "order" o ON o.id = h."orderId"
      WHERE h.state = 'HELD' AND h."expiresAt" < $1`,
    [new Date(Date.now() - sweepSlackMs)],
  );
  return rows.map((r) => `hold ${r.id} of order ${r.code} (${r.state}) still HELD, expired ${r.expiresAt}`);
}

/**
 * The count rush's seats, once every hold has expired and been given back: what is
 * saleable is what was offered minus what was paid for. Fewer means a hold that a crash
 * never gave back.
 */
async function seatsLost(client: pg.Client, rush: { variantId: string; seats: number; since: Date }) {
  const sold = await client.query(
    `SELECT coalesce(sum(l.quantity), 0)::int AS sold FROM order_line l JOIN "order" o ON o.id = l."orderId"
      WHERE l."productVariantId" = $1 AND o.state = ANY($2) AND o."orderPlacedAt" >= $3`,
    [rush.variantId, PAID_STATES, rush.since],
  );
  const level = await client.query(
    `SELECT sum("stockOnHand" - "stockAllocated")::int AS saleable FROM stock_level WHERE "productVariantId" = $1`,
    [rush.variantId],
  );
  const expected = rush.seats - Number(sold.rows[0]?.sold);
  const saleable = Number(level.rows[0]?.saleable);
  return saleable === expected
    ? []
    : [
        `variant ${rush.variantId}: ${saleable} seats saleable, ${rush.seats} offered − ${sold.rows[0]?.sold} sold = ${expected}`,
      ];
}

/**
 * Checks every invariant of a case against the database and the mail sink. `since` is
 * the case's start; the seat and stock checks cover the whole shop.
 */
export async function checkInvariants(options: {
  databaseUrl: string;
  mailboxDir: string;
  since: Date;
  /** The count rush of the case, whose offered seats must all be accounted for. */
  countRush?: { variantId: string; seats: number; since: Date };
  emailTimeoutMs?: number;
  /** How long after a hold's expiry the sweep may take to give it back (30 s interval, and slack). */
  sweepSlackMs?: number;
}): Promise<InvariantReport> {
  return withClient(options.databaseUrl, async (client) => {
    const emails = await emailsNotOnce(client, options.since, options.mailboxDir, options.emailTimeoutMs ?? 120_000);
    const stuck = await stuckHolds(client, options.since, options.sweepSlackMs ?? 45_000);
    const orders = await paidOrdersSince(client, options.since);
    return {
      paidOrders: orders.length,
      incompleteOrders: await incompleteOrders(client, orders),
      ...(await oversold(client)),
      ...(await seatChecks(client)),
      emailsNotOnce: emails,
      stuckHolds: stuck,
      seatsLost: options.countRush ? await seatsLost(client, options.countRush) : [],
    };
  });
}
