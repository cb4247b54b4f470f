import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { dropDatabase, recreateDatabase } from '@foyer/shared/stack/databases';
import { startCommerce } from '@foyer/shared/stack/programs';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { graphqlSession } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './graphql-client';

/**
 * Add to cart once per key (ADR 072): a shopper's retry of an add whose answer was lost
 * after Vendure applied it carries the same key, and must not add again, however many
 * copies arrive, however close together, on one server or two sharing PostgreSQL.
 */
const ADD_ONCE = shopGraphql(`mutation ($id: ID!, $quantity: Int!, $key: String!) {
  addItemToOrderOnce(productVariantId: $id, quantity: $quantity, idempotencyKey: $key) {
    __typename
    ... on Order { code lines { quantity productVariant { id } } }
    ... on ErrorResult { errorCode message }
  } }`);

const ACTIVE_ORDER = shopGraphql(`query { activeOrder { code lines { quantity productVariant { id } } } }`);

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

describe.each(SERVERS)('add to cart once per key, $profile', ({ databaseUrl }) => {
  const urls: string[] = [];
  let variants: [string, string];
  const stops: Array<() => Promise<void>> = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    if (!databaseUrl) {
      urls.push(inject('shopApiUrl'));
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
      }
    }
    variants = await twoVariants(urls[0]!);
  });

  afterAll(async () => {
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
