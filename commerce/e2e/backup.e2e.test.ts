import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCommerce } from '@foyer/shared/stack/programs';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { afterAll, expect, inject, it } from 'vitest';
import { guestAtPaymentStep, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';

const run = promisify(execFile);
const scripts = path.join(__dirname, '../../scripts');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-backup-'));
let restored: Awaited<ReturnType<typeof startCommerce>> | undefined;

afterAll(async () => {
  await restored?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function paidOrder(variantId: string, quantity = 1) {
  const shop = newShopper(inject('shopApiUrl'));
  await guestAtPaymentStep(shop, variantId, quantity, 'backup');
  await toPayment(shop);
  const paid = expectType(await payByTestCard(shop), 'Order');
  expect(paid.state).toBe('PaymentSettled');
  return paid.code;
}

/** What a restore must bring back: every order, customer, ticket and asset, as staff see them. */
async function shopContents(admin: TestClient) {
  const { orders } = await admin.query(
    adminGraphql(
      `query { orders(options: { take: 1000, sort: { id: ASC } }) { totalItems items { code state totalWithTax tickets { code } } } }`,
    ),
  );
  const { customers } = await admin.query(
    adminGraphql(
      `query { customers(options: { take: 1000, sort: { id: ASC } }) { totalItems items { emailAddress } } }`,
    ),
  );
  const { assets } = await admin.query(
    adminGraphql(`query { assets(options: { take: 1000, sort: { id: ASC } }) { totalItems items { name source } } }`),
  );
  return { orders, customers, assets };
}

it('backs up a running shop with orders and restores it into an empty one with nothing lost', async () => {
  const admin = new TestClient(inject('adminApiUrl'));
  await admin.loginAsSuperadmin();
  // A performance of this test's own: other tests cancel or sell out the seeded ones.
  const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const { stages } = await admin.query(adminGraphql(`query { stages(options: { take: 1 }) { items { id } } }`));
  const { schedulePerformance } = await admin.query(
    adminGraphql(
      `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { productVariant { id } } }`,
    ),
    {
      input: {
        playId: plays.items[0].id,
        stageId: stages.items[0].id,
        startsAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        price: 1500,
        seats: 10,
      },
    },
  );
  const ticketVariant = schedulePerformance.productVariant!.id;
  await paidOrder(ticketVariant, 2);

  const before = await shopContents(admin);

  // The backup runs while another shopper pays: it must not stop the shop or catch half a write.
  const backupDir = path.join(work, 'backup');
  const [backup] = await Promise.all([
    run(process.execPath, [path.join(scripts, 'backup.ts'), '--data-dir', inject('dataDir'), '--out', backupDir]),
    paidOrder(ticketVariant, 1),
  ]);
  expect(backup.stdout).toMatch(/^Backed up .* orders, .* customers, .* assets, .* tickets\.\n$/);
  const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
  expect(manifest.assets).toBe(before.assets.totalItems);

  // A restore refuses to overwrite a shop, and refuses a tampered backup.
  const target = path.join(work, 'restored');
  await expect(
    run(process.execPath, [path.join(scripts, 'restore.ts'), backupDir, '--data-dir', inject('dataDir')]),
  ).rejects.toThrow(/already holds a shop/);
  const tampered = path.join(work, 'tampered');
  fs.cpSync(backupDir, tampered, { recursive: true });
  fs.writeFileSync(path.join(tampered, 'manifest.json'), JSON.stringify({ ...manifest, orders: manifest.orders + 1 }));
  await expect(
    run(process.execPath, [path.join(scripts, 'restore.ts'), tampered, '--data-dir', target]),
  ).rejects.toThrow(/manifest says/);
  expect(fs.existsSync(target)).toBe(false);

  const restore = await run(process.execPath, [path.join(scripts, 'restore.ts'), backupDir, '--data-dir', target]);
  expect(restore.stdout).toMatch(/^Restored the backup of /);
  const port = Number(process.env.COMMERCE_E2E_PORT ?? 3191) + 6;
  restored = await startCommerce({ port, dataDir: target, quiet: !process.env.E2E_VERBOSE });
  const restoredAdmin = new TestClient(restored.adminApiUrl);
  await restoredAdmin.loginAsSuperadmin();
  const back = await shopContents(restoredAdmin);

  expect(back.orders.totalItems).toBe(manifest.orders);
  expect(back.customers.totalItems).toBe(manifest.customers);
  expect(back.assets.totalItems).toBe(manifest.assets);
  // Every order placed before the backup, with its total, tickets and state; every customer.
  // (The seat-hold sweep may move an order waiting for payment back to the cart meanwhile.)
  type Order = { code: string; state: string; totalWithTax: number; tickets: Array<{ code: string }> };
  const settled = (order: Order) => ({
    ...order,
    state: ['AddingItems', 'ArrangingPayment'].includes(order.state) ? 'unpaid' : order.state,
  });
  const restoredOrders = new Map<string, Order>(back.orders.items.map((o: Order) => [o.code, o]));
  for (const order of before.orders.items as Order[]) {
    const restoredOrder = restoredOrders.get(order.code);
    expect(restoredOrder && settled(restoredOrder), order.code).toEqual(settled(order));
  }
  expect(back.customers.items).toEqual(expect.arrayContaining(before.customers.items));
  // The order paid during the backup is there as it stood at one moment (or not yet at all):
  // tickets exactly when it is paid, never half of it.
  const known = new Set(before.orders.items.map((o: Order) => o.code));
  for (const order of back.orders.items as Order[]) {
    if (known.has(order.code)) continue;
    expect(order.tickets.length > 0, order.code).toBe(order.state === 'PaymentSettled');
  }
  expect(back.orders.items.flatMap((o: { tickets: unknown[] }) => o.tickets)).toHaveLength(manifest.tickets);
  // Every image, byte for byte.
  for (const [i, asset] of back.assets.items.entries()) {
    expect(asset.name).toBe(before.assets.items[i].name);
    const [original, copy] = await Promise.all(
      [before.assets.items[i].source, asset.source].map(async (url: string) => {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(copy.equals(original), asset.name).toBe(true);
  }
});
