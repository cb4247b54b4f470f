// Plain Playwright: one box-office day told end to end, in the Dashboard and the storefront, against a real Vendure.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { graphqlSession } from '@foyer/shared/test-clients/client';
import { type Page, test } from '@playwright/test';
import { readPdf } from '../../commerce/src/plugins/box-office/print/read-pdf.test-fixtures';
import { adminQuery, orderByCode, scheduleOwnPerformance } from '../support/admin-api';
import { messages, unique } from '../support/checkout';
import { dashboardUrl, expect, signInToDashboard } from '../support/dashboard';
import { linkFromEmail } from '../support/mailbox';
import { dearerNight, reservedPerformance } from '../support/seating';
import { joinAndConfirm, pathOf, runOffers, waitingCounts } from '../support/waiting-list';

/**
 * The box office's day (issue 27): a member of staff of the day's own sells two seats
 * tonight for cash and prints them, sells the last two places of a small night by card
 * terminal, gives a seat to the cast as a comp, exchanges one of the cash tickets for a
 * dearer night; a visitor joins the sold-out small night's waiting list; the card sale is
 * refunded, the visitor is offered the places and claims them; and the day's cash-up,
 * under that member of staff, adds up to the payments and refunds of those orders.
 */
test.describe.configure({ timeout: 300_000 });

const ADMIN_URL = process.env.E2E_ADMIN_API_URL ?? 'http://localhost:3290/admin-api';
const ROLE = adminGraphql(`query { roles(options: { filter: { code: { eq: "box-office" } } }) { items { id } } }`);
const CREATE_ADMIN = adminGraphql(`mutation ($input: CreateAdministratorInput!) {
  createAdministrator(input: $input) { id } }`);
const PAYMENTS = adminGraphql(`query ($id: ID!) { order(id: $id) {
  id totalWithTax tickets { code } payments { id method amount state refunds { total state } } } }`);
const TICKETS_PDF = adminGraphql(`query ($order: ID!, $layout: PrintLayout!) {
  counterTicketsPdf(orderId: $order, layout: $layout) }`);
const CANCEL = adminGraphql(`mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "Cannot come" }) {
  __typename ... on Order { state } } }`);
const REFUND = adminGraphql(`mutation ($payment: ID!, $amount: Money!) {
  refundOrder(input: { paymentId: $payment, amount: $amount, shipping: 0, adjustment: 0, reason: "Cannot come" }) {
  __typename ... on Refund { state } } }`);
const SIGN_IN = adminGraphql(`mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password) { ... on CurrentUser { id } } }`);

/** Minor units as the Dashboard's reports show them. */
const money = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** A member of the Box office role of this test's own: the cash-up's rows under their name are the story's alone. */
async function staffOfTheDay() {
  const { roles } = await adminQuery(ROLE);
  const suffix = unique();
  const staff = {
    email: `desk-${suffix}@foyer.example`,
    password: `desk-${suffix}`,
    name: `Vesela Desk-${suffix}`,
  };
  await adminQuery(CREATE_ADMIN, {
    input: {
      firstName: 'Vesela',
      lastName: `Desk-${suffix}`,
      emailAddress: staff.email,
      password: staff.password,
      roleIds: [roles.items[0]!.id],
    },
  });
  return staff;
}

const soldCode = async (page: Page) => {
  const shown = page.getByTestId('sold-order-code');
  await expect(shown).toHaveText(/^[A-Z0-9]+$/);
  return (await shown.textContent()) ?? '';
};

test('a box-office day: cash and card sales, print, a comp, an exchange, a refund that becomes a waiting-list offer, and a cash-up that adds up', async ({
  browser,
}) => {
  const staff = await staffOfTheDay();
  // Tonight on a stage of its own (zone A 32.00), an hour away; a dearer night of the same play on it (zone A 40.00).
  const tonight = await reservedPerformance(`day-${unique()}`, { startsAt: new Date(Date.now() + 60 * 60_000) });
  const dearer = await dearerNight(tonight.performanceId, tonight.stageId);
  // A small night sold by count: two places at 15.00.
  const small = await scheduleOwnPerformance({ nth: 0, seats: 2, daysAhead: 30 });

  const desk = await (await browser.newContext()).newPage();
  await signInToDashboard(desk, staff.email, staff.password);
  await desk.goto(dashboardUrl('/box-office/sell'));
  const map = desk.getByRole('application', { name: /^Seats · / });
  const summary = desk.getByTestId('sell-summary');

  // 1. Two seats tonight, paid in cash, the tickets printed.
  await desk.getByLabel('Performance').selectOption(tonight.performanceId);
  await map.press('Space');
  await expect(summary).toContainText('1 ×');
  await map.press('ArrowRight');
  await map.press('Space');
  await expect(summary).toContainText('2 ×');
  await desk.getByLabel('Cash').check();
  await desk.getByRole('button', { name: 'Complete sale' }).click();
  const cashCode = await soldCode(desk);
  const popup = desk.waitForEvent('popup');
  await desk.getByRole('button', { name: 'Print tickets (A4)' }).click();
  expect((await popup).url()).toMatch(/^blob:/);
  const cashSale = (await adminQuery(PAYMENTS, { id: (await orderByCode(cashCode))!.id })).order!;
  const { counterTicketsPdf } = await adminQuery(TICKETS_PDF, { order: cashSale.id, layout: 'a4' });
  const printed = (await readPdf(new Uint8Array(Buffer.from(counterTicketsPdf, 'base64')))).pages[0]!;
  // The button printed first; this copy says so, and its QR codes are the tickets' own.
  expect(printed.text).toContain('REPRINT No. 1');
  const third = printed.height / 3;
  expect(await printed.scanQr([0, 1].map((n) => ({ top: n * third, height: third })))).toEqual(
    cashSale.tickets.map((t) => t.code),
  );

  // 2. The small night's last two places by card terminal: it is sold out.
  await desk.getByRole('button', { name: 'Next sale' }).click();
  await desk.getByLabel('Performance').selectOption(small.id);
  const byCount = desk.getByRole('form', { name: 'Tickets by count' });
  await byCount.getByLabel('Tickets').fill('2');
  await byCount.getByRole('button', { name: 'Add tickets' }).click();
  await expect(summary).toContainText('2 ×');
  await desk.getByLabel('Card terminal').check();
  await desk.getByRole('button', { name: 'Complete sale' }).click();
  const cardCode = await soldCode(desk);

  // 3. A comp for the cast: a seat of the dearer night, at no charge.
  await desk.getByRole('button', { name: 'Next sale' }).click();
  await desk.getByLabel('Comp (complimentary, at no charge)').check();
  await desk.getByLabel('Performance').selectOption(dearer.id);
  await map.press('Space');
  await expect(summary).toContainText('1 ×');
  await desk.getByLabel('Reason', { exact: true }).selectOption('cast');
  await desk.getByRole('button', { name: 'Complete comp' }).click();
  const compCode = await soldCode(desk);

  // 4. One cash ticket moves to the dearer night's seat A-3: 8.00 more, in cash.
  await desk.goto(dashboardUrl('/box-office/exchange'));
  await desk.getByLabel('Order code').fill(cashCode);
  await desk.getByRole('button', { name: 'Find' }).click();
  await desk.getByRole('checkbox', { name: /h-A-1$/ }).check();
  await desk.getByLabel('Another night of the same play').selectOption(dearer.id);
  await desk.getByLabel(/^Seats \(keys/).fill('h-A-3');
  await desk.getByRole('button', { name: 'Exchange 1 ticket' }).click();
  const exchanged = desk.getByRole('status').filter({ hasText: 'Exchanged into order' });
  await expect(exchanged).toContainText('Take €8.00.');
  const exchangeCode = /Exchanged into order ([A-Z0-9]+)\./.exec((await exchanged.textContent()) ?? '')?.[1] ?? '';

  // 5. A visitor joins the sold-out small night's waiting list for two and confirms from the email.
  const visitor = await (await browser.newContext()).newPage();
  const email = `day-visitor-${unique()}@foyer.example`;
  await joinAndConfirm(visitor, small.id, email, 2);

  // 6. The card sale is cancelled and refunded by the member of staff (the Admin API, as the Dashboard's order page calls it).
  const cardSale = (await adminQuery(PAYMENTS, { id: (await orderByCode(cardCode))!.id })).order!;
  const asStaff = graphqlSession(ADMIN_URL);
  await asStaff(SIGN_IN, { username: staff.email, password: staff.password });
  expect((await asStaff(CANCEL, { id: cardSale.id })).cancelOrder).toMatchObject({ state: 'Cancelled' });
  const { refundOrder } = await asStaff(REFUND, { payment: cardSale.payments![0]!.id, amount: cardSale.totalWithTax });
  expect(refundOrder).toEqual({ __typename: 'Refund', state: 'Settled' });

  // 7. The freed places are offered to the visitor, whose link holds both in the cart.
  await runOffers();
  const t = messages('en');
  await visitor.goto(pathOf(await linkFromEmail(email, '/waiting-list/offer')));
  await visitor.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(visitor).toHaveURL(/\/en\/cart$/);
  await expect(visitor.getByTestId('cart-count')).toHaveText('2');
  expect(await waitingCounts(small.id)).toMatchObject({ offers: 1, acceptances: 1 });

  // 8. The day's cash-up, as the desk reads it: under this member of staff, per method, what the orders say.
  const orders = await Promise.all(
    [cashCode, cardCode, compCode, exchangeCode].map(
      async (code) => (await adminQuery(PAYMENTS, { id: (await orderByCode(code))!.id })).order!,
    ),
  );
  const expected = new Map<string, { payments: number; taken: number; refunds: number; refunded: number }>();
  for (const payment of orders.flatMap((o) => o.payments ?? [])) {
    if (payment.state !== 'Settled' || payment.method === 'exchange-credit') continue;
    const row = expected.get(payment.method) ?? { payments: 0, taken: 0, refunds: 0, refunded: 0 };
    row.payments += 1;
    row.taken += payment.amount;
    for (const refund of payment.refunds.filter((r) => r.state === 'Settled')) {
      row.refunds += 1;
      row.refunded += refund.total;
    }
    expected.set(payment.method, row);
  }
  // Worked out by hand from this story's prices: 64.00 + 8.00 in cash (and the comp's zero), 30.00 by card, given back.
  expect(expected.get('counter-cash')?.taken).toBe(7200);
  expect(expected.get('counter-card-terminal')).toEqual({ payments: 1, taken: 3000, refunds: 1, refunded: 3000 });

  await desk.goto(dashboardUrl('/box-office-reports'));
  await desk.getByRole('tab', { name: 'Cash-up per day' }).click();
  const table = desk.getByRole('table', { name: /per method and member of staff/ });
  const rows = table.getByRole('row').filter({ hasText: staff.name });
  await expect(rows).toHaveCount(expected.size);
  for (const [method, row] of expected) {
    await expect(rows.filter({ hasText: method }).getByRole('cell')).toHaveText([
      method,
      staff.name,
      String(row.payments),
      money(row.taken),
      String(row.refunds),
      money(row.refunded),
      money(row.taken - row.refunded),
    ]);
  }
});
