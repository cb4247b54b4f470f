import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { dropDatabase, recreateDatabase } from '@foyer/shared/stack/databases';
import { startCommerce } from '@foyer/shared/stack/programs';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { graphqlSession } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './graphql-client';
import { removeOwnStage, reservedPerformance } from './own-stage';

/**
 * Cart writes once per key (ADR 072, 076): a shopper's retry of an add, or of a
 * best-available request, whose answer was lost after Vendure applied it carries the same
 * key, and must not add or hold again, however many copies arrive, however close
 * together, on one server or two sharing PostgreSQL.
 */
const ADD_ONCE = shopGraphql(`mutation ($id: ID!, $quantity: Int!, $key: String!) {
  addItemToOrderOnce(productVariantId: $id, quantity: $quantity, idempotencyKey: $key) {
    __typename
    ... on Order { code lines { quantity productVariant { id } } }
    ... on ErrorResult { errorCode message }
  } }`);

const ACTIVE_ORDER = shopGraphql(`query { activeOrder { code lines { quantity productVariant { id } } } }`);

const BEST_ONCE = shopGraphql(`mutation ($input: BestSeatsInput!, $key: String!) {
  selectBestSeats(input: $input, idempotencyKey: $key) {
    __typename ... on Order { seats { performanceId key } } ... on SeatsUnavailable { reason } } }`);
const SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on Order { seats { performanceId key } lines { quantity } } ... on SeatsUnavailable { reason } } }`);
const RELEASE =
  shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { releaseSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on Order { seats { performanceId key } } ... on SeatsUnavailable { reason } } }`);
const SEATS_NOW = shopGraphql(`query { activeOrder { seats { performanceId key } } }`);
const TAKEN = shopGraphql(`query ($id: ID!) { performanceSeatStates(performanceId: $id) { taken { key } } }`);

type Seats = Array<{ performanceId: string; key: string }>;

/** The keys of the seats of one performance, sorted. */
const seatsOf = (seats: Seats | undefined, performanceId: string) =>
  (seats ?? [])
    .filter((seat) => seat.performanceId === performanceId)
    .map((seat) => seat.key)
    .sort();

type Lines = Array<{ quantity: number; productVariant: { id: string } }>;

/** How many of a variant the lines hold, and on how many lines. */
const holding = (lines: Lines | undefined, variantId: string) => {
  const of = (lines ?? []).filter((line) => line.productVariant.id === variantId);
  return { lines: of.length, quantity: of.reduce((sum, line) => sum + line.quantity, 0) };
};

/** Two merchandise variants with stock to spare. */
async function twoVariants(shopApiUrl: string): Promise<[string, string]> {
  const { products } = await new TestClient(shopApiUrl).query(
    shopGraphql(`query { products(options: { take: 100 }) { items { slug variants { id stockLevel } } } }`),
  );
  const ids = products.items
    .filter((product) => !product.slug.startsWith('ticket'))
    .flatMap((product) => product.variants)
    .filter((variant) => variant.stockLevel === 'IN_STOCK')
    .map((variant) => variant.id);
  const [first, second] = ids;
  if (!first || !second) throw new Error('two merchandise variants in stock are needed');
  return [first, second];
}

/**
 * The same tests on each database: the embedded shop's SQLite (the suite's server, one
 * process) and PostgreSQL with two Vendure servers on one database, each copy of a
 * retry sent to either of them, as Caddy would.
 */
const SERVERS = [
  { profile: 'embedded (SQLite), one server', databaseUrl: undefined },
  {
    profile: 'production (PostgreSQL), two servers',
    databaseUrl:
      process.env.IDEMPOTENT_CART_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_idempotent_cart_e2e',
  },
];

describe.each(SERVERS)('cart writes once per key, $profile', ({ databaseUrl }) => {
  const urls: string[] = [];
  let adminUrl: string;
  let variants: [string, string];
  const stages: string[] = [];
  const stops: Array<() => Promise<void>> = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    if (!databaseUrl) {
      urls.push(inject('shopApiUrl'));
      adminUrl = inject('adminApiUrl');
    } else {
      await recreateDatabase(databaseUrl);
      // One after the other: the first migrates and seeds the database, the second finds it ready.
      for (const offset of [13, 14]) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-idempotent-cart-'));
        dataDirs.push(dataDir);
        const server = await startCommerce({
          port: Number(process.env.COMMERCE_E2E_PORT ?? 3191) + offset,
          dataDir,
          quiet: !process.env.E2E_VERBOSE,
          env: { DATABASE_URL: databaseUrl },
        });
        stops.push(server.stop);
        urls.push(server.shopApiUrl);
        adminUrl ??= server.adminApiUrl;
      }
    }
    variants = await twoVariants(urls[0]!);
  });

  afterAll(async () => {
    if (stages.length) {
      const admin = new TestClient(adminUrl);
      await admin.loginAsSuperadmin();
      for (const stage of stages) await removeOwnStage(admin, stage);
    }
    for (const stop of stops) await stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A shopper with a cart: a session (its token) and an active order holding the first variant. */
  async function shopperWithCart() {
    const first = graphqlSession(urls[0]!);
    const added = await first(ADD_ONCE, { id: variants[0], quantity: 1, key: randomUUID() });
    expect(added.addItemToOrderOnce.__typename).toBe('Order');
    const token = first.token!;
    expect(token).toBeTruthy();
    // The same session on each server, as the storefront sends it through Caddy.
    return urls.map((url) => graphqlSession(url, { token }));
  }

  it('a repeat of a key answers the order as it is and adds nothing; a new key adds again', async () => {
    const [shop] = await shopperWithCart();
    const [, variant] = variants;
    const key = randomUUID();
    const first = await shop!(ADD_ONCE, { id: variant, quantity: 2, key });
    expect(first.addItemToOrderOnce.__typename).toBe('Order');
    const again = await shop!(ADD_ONCE, { id: variant, quantity: 2, key });
    expect(again.addItemToOrderOnce.__typename).toBe('Order');
    if (again.addItemToOrderOnce.__typename !== 'Order') return;
    expect(holding(again.addItemToOrderOnce.lines, variant)).toEqual({ lines: 1, quantity: 2 });
    const other = await shop!(ADD_ONCE, { id: variant, quantity: 2, key: randomUUID() });
    if (other.addItemToOrderOnce.__typename !== 'Order') throw new Error(other.addItemToOrderOnce.__typename);
    expect(holding(other.addItemToOrderOnce.lines, variant)).toEqual({ lines: 1, quantity: 4 });
    const { activeOrder } = await shop!(ACTIVE_ORDER);
    expect(holding(activeOrder?.lines, variant)).toEqual({ lines: 1, quantity: 4 });
  });

  it('ten copies of one add at once, spread over the servers, add it once', async () => {
    const sessions = await shopperWithCart();
    const [, variant] = variants;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sessions[i % sessions.length]!(ADD_ONCE, { id: variant, quantity: 3, key })),
    );
    // Every copy is answered with the order (the winner's change, or the order once it is made), none with an error.
    expect(answers.map((answer) => answer.addItemToOrderOnce.__typename)).toEqual(Array(10).fill('Order'));
    const { activeOrder } = await sessions[0]!(ACTIVE_ORDER);
    expect(holding(activeOrder?.lines, variant)).toEqual({ lines: 1, quantity: 3 });
    // And ten different keys at once are ten adds.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sessions[i % sessions.length]!(ADD_ONCE, { id: variant, quantity: 1, key: randomUUID() }),
      ),
    );
    const after = await sessions[0]!(ACTIVE_ORDER);
    expect(holding(after.activeOrder?.lines, variant)).toEqual({ lines: 1, quantity: 13 });
  });

  it('a refused add keeps no key: its next try with the same key adds', async () => {
    const [shop] = await shopperWithCart();
    const [, variant] = variants;
    const key = randomUUID();
    const refused = await shop!(ADD_ONCE, { id: variant, quantity: -1, key });
    expect(refused.addItemToOrderOnce.__typename).toBe('NegativeQuantityError');
    const added = await shop!(ADD_ONCE, { id: variant, quantity: 1, key });
    if (added.addItemToOrderOnce.__typename !== 'Order') throw new Error(added.addItemToOrderOnce.__typename);
    expect(holding(added.addItemToOrderOnce.lines, variant)).toEqual({ lines: 1, quantity: 1 });
  });

  it('a key that is not a UUID is refused, and nothing is added', async () => {
    const [shop] = await shopperWithCart();
    const [, variant] = variants;
    await expect(shop!(ADD_ONCE, { id: variant, quantity: 1, key: 'again' })).rejects.toThrow(
      'The idempotency key must be a UUID.',
    );
    const { activeOrder } = await shop!(ACTIVE_ORDER);
    expect(holding(activeOrder?.lines, variant)).toEqual({ lines: 0, quantity: 0 });
  });
  /** A reserved performance of the test's own: `rows` of seats in one zone at 2000. */
  async function seatedPerformance(rows: string[]): Promise<string> {
    const admin = new TestClient(adminUrl);
    await admin.loginAsSuperadmin();
    const slug = `once-${randomUUID().slice(0, 8)}`;
    const made = await reservedPerformance(admin, slug, textPlan(rows), [{ zone: 'A', price: 2000 }]);
    stages.push(made.stageId);
    return made.performance.id;
  }

  it('best available: a repeat of a key answers the seats it held and holds none more, even in a full hall', async () => {
    const id = await seatedPerformance(['ssss']);
    // A visitor without a cart: the cart is made with the seats, and the key is recorded in it.
    const shop = graphqlSession(urls[0]!);
    const key = randomUUID();
    const first = await shop(BEST_ONCE, { input: { performanceId: id, count: 2 }, key });
    if (first.selectBestSeats.__typename !== 'Order') throw new Error(first.selectBestSeats.__typename);
    const held = seatsOf(first.selectBestSeats.seats, id);
    expect(held).toHaveLength(2);
    const again = await shop(BEST_ONCE, { input: { performanceId: id, count: 2 }, key });
    if (again.selectBestSeats.__typename !== 'Order') throw new Error(again.selectBestSeats.__typename);
    expect(seatsOf(again.selectBestSeats.seats, id)).toEqual(held);
    // A new key is a new request: the other two seats; the hall is full then.
    const other = await shop(BEST_ONCE, { input: { performanceId: id, count: 2 }, key: randomUUID() });
    if (other.selectBestSeats.__typename !== 'Order') throw new Error(other.selectBestSeats.__typename);
    expect(seatsOf(other.selectBestSeats.seats, id)).toHaveLength(4);
    // The first key once more: not refused though no block fits now, and nothing more held.
    const late = await shop(BEST_ONCE, { input: { performanceId: id, count: 2 }, key });
    expect(late.selectBestSeats.__typename).toBe('Order');
    const { activeOrder } = await shop(SEATS_NOW);
    expect(seatsOf(activeOrder?.seats, id)).toHaveLength(4);
  });

  it('best available: ten copies of one request at once, spread over the servers, hold its seats once', async () => {
    const id = await seatedPerformance(['ssssss', 'ssssss', 'ssssss']);
    const sessions = await shopperWithCart();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sessions[i % sessions.length]!(BEST_ONCE, { input: { performanceId: id, count: 3 }, key }),
      ),
    );
    const { activeOrder } = await sessions[0]!(SEATS_NOW);
    const held = seatsOf(activeOrder?.seats, id);
    expect(held).toHaveLength(3);
    // Every copy is answered with the order holding those three seats, none with a refusal.
    for (const answer of answers) {
      if (answer.selectBestSeats.__typename !== 'Order') throw new Error(answer.selectBestSeats.__typename);
      expect(seatsOf(answer.selectBestSeats.seats, id)).toEqual(held);
    }
    const { performanceSeatStates } = await sessions[0]!(TAKEN, { id });
    expect(performanceSeatStates?.taken).toHaveLength(3);
  });

  it('best available: a refused request keeps no key; a bad key is refused and holds nothing', async () => {
    const id = await seatedPerformance(['sss']);
    const [shop] = await shopperWithCart();
    const key = randomUUID();
    const refused = await shop!(BEST_ONCE, { input: { performanceId: id, count: 4 }, key });
    expect(refused.selectBestSeats).toEqual({ __typename: 'SeatsUnavailable', reason: 'NO_SEATS_FIT' });
    const held = await shop!(BEST_ONCE, { input: { performanceId: id, count: 2 }, key });
    if (held.selectBestSeats.__typename !== 'Order') throw new Error(held.selectBestSeats.__typename);
    expect(seatsOf(held.selectBestSeats.seats, id)).toHaveLength(2);
    await expect(shop!(BEST_ONCE, { input: { performanceId: id, count: 1 }, key: 'again' })).rejects.toThrow(
      'The idempotency key must be a UUID.',
    );
    const { activeOrder } = await shop!(SEATS_NOW);
    expect(seatsOf(activeOrder?.seats, id)).toHaveLength(2);
  });

  it('named seats: choosing them again or giving them back again changes nothing more', async () => {
    const id = await seatedPerformance(['ssss']);
    const sessions = await shopperWithCart();
    const keys = ['h-A-2', 'h-A-3'];
    const answers = await Promise.all(sessions.map((shop) => shop(SELECT, { id, keys })));
    const again = await sessions[0]!(SELECT, { id, keys });
    for (const answer of [...answers, again]) {
      if (answer.selectSeats.__typename !== 'Order') throw new Error(answer.selectSeats.__typename);
    }
    if (again.selectSeats.__typename !== 'Order') return;
    expect(seatsOf(again.selectSeats.seats, id)).toEqual(keys);
    const ticketLines = again.selectSeats.lines.filter((line) => line.quantity === 2);
    expect(ticketLines).toHaveLength(1);
    const gone = await sessions[sessions.length - 1]!(RELEASE, { id, keys: ['h-A-2'] });
    const goneAgain = await sessions[0]!(RELEASE, { id, keys: ['h-A-2'] });
    for (const answer of [gone, goneAgain]) {
      if (answer.releaseSeats.__typename !== 'Order') throw new Error(answer.releaseSeats.__typename);
      expect(seatsOf(answer.releaseSeats.seats, id)).toEqual(['h-A-3']);
    }
  });
});

describe('old keys are forgotten', () => {
  it('the scheduled task deletes keys older than a day and keeps the rest', async () => {
    const shop = graphqlSession(inject('shopApiUrl'));
    const [variant] = await twoVariants(inject('shopApiUrl'));
    const old = randomUUID();
    const fresh = randomUUID();
    await shop(ADD_ONCE, { id: variant, quantity: 1, key: old });
    await shop(ADD_ONCE, { id: variant, quantity: 1, key: fresh });
    const db = new DatabaseSync(path.join(inject('dataDir'), 'foyer.sqlite'));
    const keys = () =>
      (db.prepare('SELECT key FROM cart_write_key WHERE key IN (?, ?)').all(old, fresh) as Array<{ key: string }>)
        .map((row) => row.key)
        .sort();
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare(`UPDATE cart_write_key SET createdAt = datetime('now', '-25 hours') WHERE key = ?`).run(old);
      const admin = new TestClient(inject('adminApiUrl'));
      await admin.loginAsSuperadmin();
      await admin.query(adminGraphql(`mutation { runScheduledTask(id: "prune-cart-write-keys") { success } }`));
      // The scheduler runs a triggered task at its next check: wait for it, up to a minute.
      for (let i = 0; i < 120 && keys().includes(old); i++) await new Promise((resolve) => setTimeout(resolve, 500));
      expect(keys()).toEqual([fresh]);
    } finally {
      db.close();
    }
  });
});
