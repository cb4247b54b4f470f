/**
 * The reserved-seating rush (issue 26, `npm run rush -- --mode reserved`): staff make a hall
 * of `seats` numbered seats in one zone through the Admin API and schedule a reserved
 * performance on it. Every shopper opens the seat map; then all are let go at once: half
 * click 1–3 of the same ten best seats, half ask best available for 1–3. Each shopper who
 * got seats goes through the real checkout through the storefront's own server functions
 * (details, address and delivery only when the cart is not tickets only, the payment step,
 * the test card). What was sold is read from the books: the seat map, the paid orders' seats
 * and lines, and the tickets issued. See `rush-reserved-verdict.ts` for the verdict.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type AdminQuery,
  adminClient,
  pool,
  type RushOptions,
  type RushStep,
  reportText,
  requestRows,
  stepTimes,
} from './rush.ts';
import {
  auditSales,
  contestedSeats,
  EXPECTED_REFUSALS,
  type PaidOrderBooks,
  REFUSAL_WORDING_FILE,
  type RushPlan,
  refusalMessageKeys,
  reservedOutcomeOf,
  reservedProblemsOf,
  rushPlan,
  type SalesAudit,
  type ShopperRequest,
  seededRandom,
  shopperRequests,
  unwordedRefusals,
} from './rush-reserved-verdict.ts';
import {
  CookieJar,
  enterDelivery,
  enterDetails,
  SHOPPER_FN as FN,
  serverFnCaller,
  TEST_CARD,
} from './shopper-client.ts';

export interface ReservedRushReport {
  mode: 'reserved';
  shoppers: number;
  seats: number;
  performanceId: string;
  /** Seats the seat map shows sold. */
  sold: number;
  paidOrders: number;
  placed: number;
  outcomes: Record<string, number>;
  /** The outcomes of the shoppers clicking the contested seats (`pick`) and of those asking best available. */
  byKind: { pick: Record<string, number>; best: Record<string, number> };
  refusalsByReason: Record<string, number>;
  /** The messages the seat page words each refusal met with. */
  refusalKeys: Record<string, string[]>;
  unworded: string[];
  audit: SalesAudit;
  requests: number;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
  seconds: number;
  steps: Record<string, RushStep>;
  samples: string[];
  problems: string[];
}

/** How one shopper's attempt stands. */
interface Attempt {
  jar: CookieJar;
  locale: string;
  request: ShopperRequest;
  failedAt?: string;
  seat?: { kind: string; reason?: string };
  keys?: string[];
  hold?: { kind?: string; message?: string };
  pay?: { kind?: string; message?: string; code?: string };
  code?: string;
}

/** The steps timed, in the order a shopper meets them; `seat` is the contested call. */
export const RESERVED_STEPS: string[] = ['map', 'seat', 'checkout', 'customer', 'address', 'delivery', 'hold', 'pay'];
const LOCALES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt'];
const ZONE_PRICE = 2500;

/** Staff's side: a stage with the hall's plan and a reserved performance on it, far enough ahead to be on sale. */
export async function scheduleReservedPerformance(
  admin: AdminQuery,
  plan: RushPlan,
): Promise<{ stageId: string; performanceId: string; variantId: string; playSlug: string }> {
  const slug = `rush-hall-${Date.now().toString(36)}`;
  const { createStage } = await admin(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`, {
    input: {
      slug,
      capacity: plan.areas[0]?.rows.reduce((n, row) => n + row.seats.length, 0),
      translations: [
        { languageCode: 'bg', name: 'Зала за наплив', description: 'За npm run rush.', address: 'Пловдив' },
        { languageCode: 'en', name: 'Rush hall', description: 'For npm run rush.', address: 'Plovdiv' },
      ],
    },
  });
  await admin(`mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version } }`, {
    stage: createStage.id,
    plan,
  });
  const { plays } = await admin(`query { plays(options: { take: 1 }) { items { id slug } } }`);
  // A minute of its own within two months, so two rushes on one shop never share a start.
  const startsAt = new Date(Date.now() + 30 * 86_400_000 + Math.floor(Math.random() * 40_000) * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const { schedulePerformance } = await admin(
    `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id reserved productVariant { id } } }`,
    {
      input: {
        playId: plays.items[0].id,
        stageId: createStage.id,
        startsAt: startsAt.toISOString(),
        price: 0,
        seats: 1,
        zonePrices: [{ zone: 'A', price: ZONE_PRICE }],
      },
    },
  );
  if (!schedulePerformance.reserved) throw new Error('the performance was not scheduled as reserved');
  return {
    stageId: createStage.id,
    performanceId: schedulePerformance.id,
    variantId: schedulePerformance.productVariant.id,
    playSlug: plays.items[0].slug,
  };
}

/**
 * Paid orders holding seats of the performance, with their seats, ticket lines and tickets.
 * A ticket names its seat by `place { key }` (ADR 060); against a Vendure without it the
 * tickets are counted per order and `ticketsNamed` is false.
 */
async function paidOrders(
  admin: AdminQuery,
  { performanceId, variantId }: { performanceId: string; variantId: string },
  since: Date,
): Promise<{ named: boolean; orders: PaidOrderBooks[] }> {
  const read = async (ticketFields: string): Promise<any[]> => {
    const orders: any[] = [];
    for (let skip = 0; ; skip += 50) {
      const { orders: page } = await admin(
        `query ($since: DateTime!, $skip: Int!) { orders(options: { skip: $skip, take: 50, filter: { orderPlacedAt: { after: $since } } }) {
          totalItems items { code state lines { quantity productVariant { id } }
            seats { performanceId key state } tickets { ${ticketFields} performance { id } } } } }`,
        { since: since.toISOString(), skip },
      );
      orders.push(...page.items);
      if (skip + 50 >= page.totalItems) return orders;
    }
  };
  let named = true;
  let orders: any[];
  try {
    orders = await read('status place { key }');
  } catch (error) {
    if (!/"place"/.test(String(error))) throw error;
    named = false;
    orders = await read('status');
  }
  return {
    named,
    orders: orders
      .filter((order) => order.state !== 'Cancelled')
      .map((order): PaidOrderBooks => {
        const seats: Array<{ key: string }> = order.seats.filter(
          (seat: { performanceId: unknown }) => String(seat.performanceId) === String(performanceId),
        );
        const tickets: Array<{ place?: { key: string } }> = order.tickets.filter(
          (ticket: { performance: { id: unknown }; status: string }) =>
            String(ticket.performance.id) === String(performanceId) && ticket.status !== 'VOID',
        );
        return {
          code: order.code,
          seatKeys: seats.map((seat) => seat.key),
          // The performance's ticket lines (one per zone price): their quantity is the seats paid for.
          ticketQuantity: order.lines
            .filter((line: { productVariant: { id: unknown } }) => String(line.productVariant.id) === String(variantId))
            .reduce((sum: number, line: { quantity: number }) => sum + line.quantity, 0),
          tickets: { count: tickets.length, seatKeys: named ? tickets.map((t) => t.place?.key ?? null) : null },
        };
      })
      .filter((order) => order.seatKeys.length || order.tickets.count || order.ticketQuantity),
  };
}

/** The storefront's messages by locale, and the ones the seat page words each refusal with. */
function readWording(): { messages: Record<string, Record<string, unknown>>; keysByReason: Record<string, string[]> } {
  const messages = Object.fromEntries(
    LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join('messages', `${locale}.json`), 'utf8'))]),
  );
  const source = fs.existsSync(REFUSAL_WORDING_FILE) ? fs.readFileSync(REFUSAL_WORDING_FILE, 'utf8') : '';
  return { messages, keysByReason: refusalMessageKeys(source) };
}

/**
 * Runs the reserved rush against a running shop and returns its report. By default every shopper
 * is in flight after the release (`connections`) and 16 open the map at once before it.
 */
export async function runReservedRush({
  baseUrl,
  adminApiUrl,
  adminPassword = 'superadmin',
  shoppers = 300,
  seats = 40,
  connections = shoppers,
  prepareConnections = 16,
  seed = 26,
  timeoutMs = 60_000,
  keep = false,
  onRequest,
  log = () => {},
}: RushOptions & {
  seed?: number;
  /** Leave the rush's stage and performance in place (deleted by default). */
  keep?: boolean;
}): Promise<ReservedRushReport> {
  const origin = new URL(baseUrl).origin;
  const admin = await adminClient(adminApiUrl, adminPassword);
  const plan = rushPlan(seats);
  const contested = contestedSeats(plan);
  const { stageId, performanceId, variantId, playSlug } = await scheduleReservedPerformance(admin, plan);
  log(`reserved performance ${performanceId} (${playSlug}): ${seats} seats for ${shoppers} shoppers`);
  const since = new Date(Date.now() - 1000);
  const requests = shopperRequests(shoppers, contested, seededRandom(seed));

  const latencies: Record<string, number[]> = Object.fromEntries(RESERVED_STEPS.map((step) => [step, []]));
  const counts = { requests: 0, fiveXX: 0, fnErrors: 0, networkErrors: 0 };
  const samples: string[] = [];
  const note = (text: string) => samples.length < 12 && samples.push(text);
  const client = serverFnCaller({ origin, timeoutMs, latencies, counts, onRequest });
  const { post, get } = client;
  const failed = (attempt: Attempt, index: number, error: unknown): Attempt => {
    const { message } = error as Error;
    note(`shopper ${index}: ${message}`);
    return { ...attempt, failedAt: String(message).split(':')[0] };
  };

  /**
   * Reads the seats taken, as an open map refreshes, before the release. (Not the seat page's
   * first load, `getPerformanceSeating`: on 2026-11-26 its query was refused by Vendure, an
   * `ID!` variable in the `String` filter `id: { eq }`; the rush would only measure that.)
   */
  const open = async (index: number): Promise<Attempt> => {
    const attempt: Attempt = {
      jar: new CookieJar(),
      locale: LOCALES[index % LOCALES.length] ?? 'bg',
      request: requests[index] as ShopperRequest,
    };
    try {
      const states = await get('map', attempt.jar, FN.seatStates, attempt.locale, { performanceId });
      if (!states) throw new Error('map: the performance has no seat map');
      return attempt;
    } catch (error) {
      return failed(attempt, index, error);
    }
  };

  /** The contested call, then the checkout for whoever got seats. */
  const buy = async (attempt: Attempt, index: number): Promise<Attempt> => {
    if (attempt.failedAt) return attempt;
    const { jar, locale, request } = attempt;
    try {
      const seat =
        request.kind === 'pick'
          ? await post('seat', jar, FN.selectSeats, locale, { performanceId, seatKeys: request.seatKeys })
          : await post('seat', jar, FN.selectBestSeats, locale, {
              performanceId,
              count: request.count,
              zone: 'A',
              idempotencyKey: randomUUID(),
            });
      if (seat?.kind !== 'order') return { ...attempt, seat: seat ?? { kind: 'none' } };
      const keys: string[] = seat.order.detail.seats
        .filter((s: { performanceId: unknown }) => String(s.performanceId) === String(performanceId))
        .map((s: { key: string }) => s.key);
      const got: Attempt = { ...attempt, seat: { kind: 'order' }, keys };
      const { ticketsOnly } = await get('checkout', jar, FN.checkout, locale);
      await enterDetails(client, jar, locale, index);
      if (!ticketsOnly) {
        note(`shopper ${index}: a cart of seats only was not offered the e-ticket delivery`);
        await enterDelivery(client, jar, locale, index);
      }
      const hold = await post('hold', jar, FN.holdSeats, locale, {});
      if (hold?.kind !== 'ready') {
        note(`shopper ${index}: the payment step answered ${hold?.kind} ${hold?.message ?? ''}`);
        return { ...got, hold };
      }
      const pay = await post('pay', jar, FN.pay, locale, TEST_CARD);
      if (pay?.kind !== 'placed') note(`shopper ${index}: payment ${pay?.kind} ${pay?.message ?? ''}`);
      return { ...got, hold, pay, code: pay?.code };
    } catch (error) {
      return failed(attempt, index, error);
    }
  };

  try {
    const indexes = Array.from({ length: shoppers }, (_, i) => i);
    const opened = await pool(indexes, open, prepareConnections);
    log(`${opened.filter((a) => !a.failedAt).length} shoppers have the map open; releasing them together`);
    const started = performance.now();
    const attempts = await pool(opened, buy, connections);
    const seconds = (performance.now() - started) / 1000;

    const outcomes: Record<string, number> = {};
    const byKind: ReservedRushReport['byKind'] = { pick: {}, best: {} };
    const refusals: Array<{ locale: string; reason: string }> = [];
    for (const attempt of attempts) {
      const outcome = reservedOutcomeOf(attempt);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      const kind = byKind[attempt.request.kind];
      kind[outcome] = (kind[outcome] ?? 0) + 1;
      if (attempt.seat?.kind === 'refused')
        refusals.push({ locale: attempt.locale, reason: attempt.seat.reason ?? '' });
    }
    const { performanceSeatMap } = await admin(
      `query ($id: ID!) { performanceSeatMap(performanceId: $id) { seats { key state orderCode } } }`,
      { id: performanceId },
    );
    const books = await paidOrders(admin, { performanceId, variantId }, since);
    const told: Record<string, string[]> = Object.fromEntries(
      attempts.filter((a) => a.code).map((a) => [a.code, a.keys ?? []]),
    );
    const audit = auditSales({ seatMap: performanceSeatMap.seats, orders: books.orders, told });
    const refusalsByReason: Record<string, number> = {};
    for (const { reason } of refusals) refusalsByReason[reason] = (refusalsByReason[reason] ?? 0) + 1;
    const wording = readWording();
    const report: Omit<ReservedRushReport, 'problems'> = {
      mode: 'reserved',
      shoppers,
      seats,
      performanceId,
      sold: audit.soldInMap,
      paidOrders: books.orders.length,
      placed: outcomes.placed ?? 0,
      outcomes,
      byKind,
      refusalsByReason,
      refusalKeys: Object.fromEntries(
        Object.keys(refusalsByReason).map((reason) => [reason, wording.keysByReason[reason] ?? []]),
      ),
      // The refusals met, in their shoppers' languages, and the two a rush may meet in all seven.
      unworded: unwordedRefusals(
        [...refusals, ...EXPECTED_REFUSALS.flatMap((reason) => LOCALES.map((locale) => ({ locale, reason })))],
        wording.messages,
        wording.keysByReason,
      ),
      audit,
      ...counts,
      seconds: Math.round(seconds * 10) / 10,
      steps: stepTimes(RESERVED_STEPS, latencies),
      samples,
    };
    return { ...report, problems: reservedProblemsOf(report) };
  } finally {
    if (!keep) {
      await admin(`mutation ($id: ID!) { deleteStage(id: $id) { result } }`, { id: stageId }).catch((error) =>
        log(`could not delete the rush's stage ${stageId}: ${(error as Error).message}`),
      );
    }
  }
}

/** The report as a table for the terminal. */
export function formatReservedRush(report: ReservedRushReport): string {
  const { audit } = report;
  const rows: Array<[string, unknown]> = [
    ['shoppers / seats', `${report.shoppers} / ${report.seats}`],
    ['seats sold (seat map)', audit.soldInMap],
    ['seats in paid orders', `${audit.soldInOrders} in ${report.paidOrders} orders (lines: ${audit.ticketQuantity})`],
    [
      'tickets issued',
      `${audit.ticketsIssued}${audit.ticketsNamed ? ', each naming its seat' : ' (counted per order: tickets do not name their seat yet)'}`,
    ],
    ['shoppers placed', report.placed],
    ...Object.entries(report.byKind).map(([kind, ends]): [string, unknown] => [
      kind === 'pick' ? 'clicking the ten best' : 'asking best available',
      Object.entries(ends)
        .map(([end, n]) => `${end}: ${n}`)
        .join(', ') || 'none',
    ]),
    [
      'refusals by reason',
      Object.entries(report.refusalsByReason)
        .map(([reason, n]) => `${reason}: ${n}`)
        .join(', ') || 'none',
    ],
    [
      'worded with (seat page)',
      Object.entries(report.refusalKeys)
        .map(([reason, keys]) => `${reason}: ${keys.join(', ') || 'nothing'}`)
        .join('; ') || '–',
    ],
    [
      'other outcomes',
      Object.entries(report.outcomes)
        .filter(([kind]) => kind !== 'placed' && !kind.startsWith('refused: '))
        .map(([kind, n]) => `${kind}: ${n}`)
        .join(', ') || 'none',
    ],
    ...requestRows(report),
    ['from release to last payment, s', report.seconds],
  ];
  return reportText(rows, report);
}
