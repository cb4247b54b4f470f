// Plain Playwright: an exchange done on the Dashboard's Theatre → Exchange page, as the box office does it.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { test } from '@playwright/test';
import { adminQuery, orderByCode } from '../support/admin-api';
import { dashboardUrl, expect, signInAs } from '../support/dashboard';
import { dearerNight, reservedPerformance } from '../support/seating';

/**
 * Exchanging at the counter (ADR 065) against a real Vendure: two seats sold for cash
 * tonight, one of them moved on the Exchange page to a chosen seat of a dearer night of the
 * same play. The page says what to take; the Admin API shows the new order and the void old
 * ticket; the door refuses the old ticket as exchanged and admits the new one.
 */
test.describe.configure({ timeout: 120_000 });

const START = adminGraphql(`mutation { startCounterSale(input: { language: en }) { id } }`);
const SELECT = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterSelectSeats(orderId: $order, performanceId: $id, seatKeys: $keys) { __typename } }`);
const COMPLETE = adminGraphql(`mutation ($order: ID!) {
  completeCounterSale(orderId: $order, input: { method: "counter-cash" }) { __typename ... on Order { code } } }`);
const ORDER = adminGraphql(`query ($id: ID!) { order(id: $id) {
  tickets { code status voidReason place { key } performance { id } } } }`);

test('one of two counter tickets moved to a dearer night on the Exchange page: €8.00 taken, the old ticket refused at the door, the new one admitted', async ({
  page,
}) => {
  // Tonight on a stage of its own (zone A at 32.00), an hour away: its door is open.
  const tonight = await reservedPerformance(`exchange-${Date.now().toString(36)}`, {
    startsAt: new Date(Date.now() + 60 * 60_000),
  });
  const dearer = await dearerNight(tonight.performanceId, tonight.stageId);

  const { startCounterSale } = await adminQuery(START);
  const held = await adminQuery(SELECT, {
    order: startCounterSale.id,
    id: tonight.performanceId,
    keys: ['h-A-1', 'h-A-2'],
  });
  expect(held.counterSelectSeats.__typename).toBe('Order');
  const { completeCounterSale: sale } = await adminQuery(COMPLETE, { order: startCounterSale.id });
  if (sale.__typename !== 'Order') throw new Error(`Counter sale refused: ${sale.__typename}`);

  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/box-office/exchange'));
  await page.getByLabel('Order code').fill(sale.code.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(`Order ${sale.code}`)).toBeVisible();
  await page.getByRole('checkbox', { name: /h-A-1$/ }).check();
  await page.getByLabel('Another night of the same play').selectOption(dearer.id);
  await page.getByLabel(/^Seats \(keys/).fill('h-A-3');
  await page.getByLabel("A dearer night's difference is paid by").selectOption('counter-cash');
  await page.getByRole('button', { name: 'Exchange 1 ticket' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Exchanged into order' });
  await expect(status).toContainText('Take €8.00.');
  const newCode = /Exchanged into order ([A-Z0-9]+)\./.exec((await status.textContent()) ?? '')?.[1] ?? '';

  // What the page did, read back from the Admin API.
  const original = (await adminQuery(ORDER, { id: (await orderByCode(sale.code))!.id })).order!;
  const exchanged = (await adminQuery(ORDER, { id: (await orderByCode(newCode))!.id })).order!;
  expect(original.tickets.map((t) => [t.place?.key, t.status, t.voidReason])).toEqual([
    ['h-A-1', 'VOID', 'EXCHANGED'],
    ['h-A-2', 'VALID', null],
  ]);
  expect(exchanged.tickets.map((t) => [t.place?.key, t.status, t.performance.id])).toEqual([
    ['h-A-3', 'VALID', dearer.id],
  ]);

  // The door: tonight refuses the old ticket; the dearer night admits the new one.
  const answer = page.getByRole('status', { name: 'Answer' });
  const atTheDoor = async (performanceId: string, code: string) => {
    await page.goto(dashboardUrl('/check-in'));
    await page.getByLabel('Performance').selectOption(performanceId);
    await page.getByLabel('Ticket code').fill(code);
    await page.getByLabel('Ticket code').press('Enter');
  };
  await atTheDoor(tonight.performanceId, original.tickets[0]!.code);
  await expect(answer).toContainText('Void: exchanged for another performance');
  await atTheDoor(dearer.id, exchanged.tickets[0]!.code);
  await expect(answer).toContainText('Admitted');
});
