/**
 * A synthetic year for the box office reports' budgets (issue 27): about 700 performances
 * and 150,000 tickets written straight into a Foyer PostgreSQL database by bulk
 * INSERT … SELECT, then every report timed through the Admin API of a server on it.
 * Outside the default seed; never run it against a shop's real database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/foyer_synthetic \
 *   ADMIN_API_URL=http://localhost:3750/admin-api \
 *   npx node commerce/dist/scripts/seed-synthetic-year.js
 *
 * The database must have been started once (migrations and the seed ran). Rows it adds
 * carry SKUs "SYN-V-…" and order codes "SYN…"; a second run adds nothing.
 */
import pg from 'pg';

const PERFORMANCES = Number(process.env.SYNTHETIC_PERFORMANCES ?? 700);
const ORDERS = Number(process.env.SYNTHETIC_ORDERS ?? 60_000); // 1 to 4 tickets each: about 150,000
const PRICE = 2000; // tax included, 20 % VAT
const STAFF = ['Boris Box office', 'Vera Counter', 'Ivan Evening'];

async function seed(db: pg.Client) {
  const already = await db.query(`SELECT 1 FROM product_variant WHERE sku = 'SYN-V-1'`);
  if (already.rowCount) {
    console.log('The synthetic year is already there.');
    return;
  }
  const one = async (sql: string) => Object.values((await db.query(sql)).rows[0] ?? {})[0];
  const product = await one(`SELECT id FROM product ORDER BY id LIMIT 1`);
  const taxCategory = await one(`SELECT id FROM tax_category ORDER BY id LIMIT 1`);
  const location = await one(`SELECT id FROM stock_location ORDER BY id LIMIT 1`);
  const play = await one(`SELECT id FROM play ORDER BY id LIMIT 1`);
  const stage = await one(`SELECT id FROM stage ORDER BY id LIMIT 1`);
  const customer = await one(`SELECT id FROM customer ORDER BY id LIMIT 1`);
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await db.query(sql, params);
    console.log(`${label}: ${result.rowCount} rows in ${Math.round(performance.now() - started)} ms`);
  };
  await db.query('BEGIN');
  await step(
    'variants',
    `INSERT INTO product_variant (sku, "productId", "taxCategoryId", enabled)
     SELECT 'SYN-V-' || g, $1, $2, true FROM generate_series(1, $3::int) g`,
    [product, taxCategory, PERFORMANCES],
  );
  await step(
    'stock',
    `INSERT INTO stock_level ("stockOnHand", "stockAllocated", "productVariantId", "stockLocationId")
     SELECT 250, 0, v.id, $1 FROM product_variant v WHERE v.sku LIKE 'SYN-V-%'`,
    [location],
  );
  // Two a day, from half a year ago to half a year ahead.
  await step(
    'performances',
    `INSERT INTO performance ("startsAt", "playId", "stageId", "productVariantId")
     SELECT date_trunc('day', now()) - interval '175 days' + substr(v.sku, 7)::int * interval '12 hours' + interval '19 hours',
            $1, $2, v.id
     FROM product_variant v WHERE v.sku LIKE 'SYN-V-%'`,
    [play, stage],
  );
  // Order g sells performance (g * 13) mod N + 1 (13 and 700 share no factor, so every one sells);
  // by m = g div N (which differs between one performance's orders): 1–4 tickets, a fifth at
  // the counter, a twenty-fifth comps.
  const shape = `(g * 13) % ${PERFORMANCES} + 1 AS n, 1 + (g / ${PERFORMANCES}) % 4 AS qty,
    CASE WHEN (g / ${PERFORMANCES}) % 25 = 0 THEN 'comp' WHEN (g / ${PERFORMANCES}) % 5 = 0 THEN 'counter' ELSE 'online' END AS channel`;
  await step(
    'orders',
    `WITH s AS (SELECT g, ${shape} FROM generate_series(1, $1::int) g)
     INSERT INTO "order" (code, state, active, "orderPlacedAt", "couponCodes", "shippingAddress", "billingAddress",
       "currencyCode", "customerId", "subTotal", "subTotalWithTax", "customFieldsSalechannel", "createdAt")
     SELECT 'SYN' || lpad(g::text, 8, '0'), 'PaymentSettled', false, placed, '', '{}', '{}', 'EUR', $2,
       CASE WHEN channel = 'comp' THEN 0 ELSE round($3 / 1.2) * qty END,
       CASE WHEN channel = 'comp' THEN 0 ELSE $3 * qty END, channel, placed
     FROM (SELECT s.*, least(now(), p."startsAt" - ((g % 60) + 1) * interval '1 day' - (g % 600) * interval '1 minute') AS placed
           FROM s JOIN product_variant v ON v.sku = 'SYN-V-' || s.n JOIN performance p ON p."productVariantId" = v.id) x`,
    [ORDERS, customer, PRICE],
  );
  await step(
    'order lines',
    `INSERT INTO order_line (quantity, "orderPlacedQuantity", "listPriceIncludesTax", adjustments, "taxLines",
       "productVariantId", "taxCategoryId", "listPrice", "initialListPrice", "orderId")
     SELECT x.qty, x.qty, true, '[]', '[{"description":"VAT","taxRate":20}]', v.id, $1,
       CASE WHEN o."customFieldsSalechannel" = 'comp' THEN 0 ELSE $2 END, $2, o.id
     FROM "order" o
     CROSS JOIN LATERAL (SELECT substr(o.code, 4)::int AS g) gg
     CROSS JOIN LATERAL (SELECT (gg.g * 13) % ${PERFORMANCES} + 1 AS n, 1 + (gg.g / ${PERFORMANCES}) % 4 AS qty) x
     JOIN product_variant v ON v.sku = 'SYN-V-' || x.n
     WHERE o.code LIKE 'SYN%'`,
    [taxCategory, PRICE],
  );
  await step(
    'tickets',
    `INSERT INTO ticket (code, "shortCode", seat, "orderId", "orderLineId", "performanceId", "admittedAt")
     SELECT 'SYN-' || l.id || '-' || s, NULL, s, l."orderId", l.id, p.id,
       CASE WHEN p."startsAt" < now() AND (l.id + s) % 10 <> 0 THEN p."startsAt" - interval '10 minutes' END
     FROM order_line l JOIN "order" o ON o.id = l."orderId" AND o.code LIKE 'SYN%'
     JOIN performance p ON p."productVariantId" = l."productVariantId"
     CROSS JOIN LATERAL generate_series(1, l.quantity) s`,
  );
  const staffJson = STAFF.map((name, i) => `'{"administratorId":"${i + 1}","administratorName":"${name}"}'`);
  await step(
    'payments',
    `INSERT INTO payment (method, state, metadata, amount, "orderId", "createdAt")
     SELECT CASE WHEN o."customFieldsSalechannel" = 'online' THEN 'test-card'
                 WHEN o.id % 2 = 0 THEN 'counter-cash' ELSE 'counter-card-terminal' END,
       'Settled',
       CASE WHEN o."customFieldsSalechannel" = 'online' THEN '{}'
            ELSE (ARRAY[${staffJson.join(',')}])[1 + o.id % ${STAFF.length}] END,
       o."subTotalWithTax", o.id, o."orderPlacedAt"
     FROM "order" o WHERE o.code LIKE 'SYN%'`,
  );
  // One order in a hundred refunded in full, a day after it was paid.
  await step(
    'refunds',
    `INSERT INTO refund (method, reason, state, metadata, "paymentId", items, shipping, adjustment, total, "createdAt")
     SELECT pay.method, 'Synthetic', 'Settled', pay.metadata, pay.id, 0, 0, 0, pay.amount,
       pay."createdAt" + interval '1 day'
     FROM payment pay JOIN "order" o ON o.id = pay."orderId" AND o.code LIKE 'SYN%'
     WHERE o.id % 100 = 0 AND pay.amount > 0`,
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
}

async function admin(url: string) {
  let token = '';
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data ?? {};
  };
  await call(`mutation { login(username: "superadmin", password: "superadmin") { __typename } }`);
  return call;
}

async function measure(db: pg.Client) {
  const url = process.env.ADMIN_API_URL;
  if (!url) {
    console.log('ADMIN_API_URL not set: seeded only, nothing timed.');
    return;
  }
  const call = await admin(url);
  const busiest = (
    await db.query(`SELECT "performanceId" AS id, count(*) AS n FROM ticket GROUP BY 1 ORDER BY 2 DESC LIMIT 1`)
  ).rows[0] as { id: number; n: string };
  const busiestDay = (
    await db.query(
      `SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD') AS day, count(*) AS n
       FROM payment GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    )
  ).rows[0] as { day: string; n: string };
  const range = (
    await db.query(
      `SELECT "playId" AS play, to_char(min("startsAt"), 'YYYY-MM-DD') AS "from", to_char(max("startsAt"), 'YYYY-MM-DD') AS "to",
        count(*) AS n FROM performance GROUP BY 1 ORDER BY 4 DESC LIMIT 1`,
    )
  ).rows[0] as { play: number; from: string; to: string; n: string };
  const counts = (
    await db.query(`SELECT (SELECT count(*) FROM performance) AS performances, (SELECT count(*) FROM ticket) AS tickets,
      (SELECT count(*) FROM "order") AS orders`)
  ).rows[0];
  console.log('database:', counts);
  const timed = async (label: string, query: string, variables: Record<string, unknown>, runs = 5) => {
    const times: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      last = await call(query, variables);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: median ${Math.round(times[Math.floor(runs / 2)]!)} ms, max ${Math.round(times.at(-1)!)} ms (${runs} runs, first ${Math.round(times[0]!)} ms min)`,
    );
    return last;
  };
  await timed(
    `performanceReport (busiest performance, ${busiest.n} tickets)`,
    `query ($id: ID!) { performanceReport(performanceId: $id) { capacity soldOnline soldCounter comps free revenueNet vat } }`,
    { id: busiest.id },
  );
  await timed(
    `cashUp (busiest day ${busiestDay.day}, ${busiestDay.n} payments)`,
    `query ($date: String!) { cashUp(date: $date) { total { payments taken refunded net } rows { method administratorName net } } }`,
    { date: busiestDay.day },
  );
  await timed(
    `playReport (${range.n} performances, ${range.from} to ${range.to})`,
    `query ($play: ID!, $from: String!, $to: String!) { playReport(playId: $play, from: $from, to: $to) {
      tickets revenueNet performances { tickets } salesByDay { date tickets } } }`,
    { play: range.play, from: range.from, to: range.to },
  );
  for (const [kind, args] of [
    ['ATTENDEES', { performanceId: busiest.id }],
    ['PERFORMANCE', { performanceId: busiest.id }],
    ['CASH_UP', { date: busiestDay.day }],
    ['PLAY', { playId: range.play, from: range.from, to: range.to }],
  ] as const) {
    const data = await timed(
      `reportCsv ${kind}`,
      `query ($kind: ReportCsvKind!, $args: ReportCsvArgs!) { reportCsv(kind: $kind, args: $args) { filename csv } }`,
      { kind, args },
    );
    const csv = (data.reportCsv as { csv: string }).csv;
    console.log(`  ${csv.split('\r\n').length - 2} rows, ${csv.length} characters`);
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database.');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await seed(db);
    await measure(db);
  } finally {
    await db.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
