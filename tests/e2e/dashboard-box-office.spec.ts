// Plain Playwright: the box office's Sell page in the Dashboard, the print and the door through the real APIs.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { type Page, test } from '@playwright/test';
import { readPdf } from '../../commerce/src/plugins/box-office/print/read-pdf.test-fixtures';
import { adminQuery, orderByCode } from '../support/admin-api';
import { dashboardUrl, expect, signInAs } from '../support/dashboard';
import { reservedPerformance } from '../support/seating';

/**
 * Selling at the counter (ADR 061): the box office sells two seats for cash on the Sell
 * page, prints them (the PDF read back: the seats in its text, each QR code the ticket's
 * code), and the door admits one of them once.
 */
test.describe.configure({ timeout: 120_000 });

const TICKETS_PDF = adminGraphql(`query ($order: ID!, $layout: PrintLayout!) {
  counterTicketsPdf(orderId: $order, layout: $layout) }`);
const TICKETS = adminGraphql(`query ($id: ID!) { order(id: $id) { tickets { code place { row seat } } } }`);

const summary = (page: Page) => page.getByTestId('sell-summary');

test('two seats sold for cash at the counter: the code shown, the tickets printed, one admitted once at the door', async ({
  page,
}) => {
  // A stage of its own (seating.ts's plan, zone A at 32.00), its performance an hour away: the door is open.
  const { performanceId } = await reservedPerformance(`sell-${Date.now().toString(36)}`, {
    startsAt: new Date(Date.now() + 60 * 60_000),
  });

  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/box-office/sell'));
  await page.getByLabel('Performance').selectOption(performanceId);
  // The map's cursor starts on row A's first seat; Space holds it for the sale, the next one too.
  const map = page.getByRole('application', { name: /^Seats · / });
  await map.press('Space');
  await expect(summary(page)).toContainText('1 ×');
  await map.press('ArrowRight');
  await map.press('Space');
  await expect(summary(page)).toContainText('2 ×');
  await expect(page.getByTestId('sell-total')).toContainText('64');

  await page.getByLabel('Cash').check();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  const shown = page.getByTestId('sold-order-code');
  await expect(shown).toHaveText(/^[A-Z0-9]+$/);
  const code = (await shown.textContent()) ?? '';
  const order = (await orderByCode(code))!;

  // Print opens the PDF in a window of its own.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print tickets (A4)' }).click();
  expect((await popup).url()).toMatch(/^blob:/);

  // The same query as the button, read back: the seats in the text, the QR codes the tickets' own; this is a reprint.
  const { order: sold } = await adminQuery(TICKETS, { id: order.id });
  const tickets = sold?.tickets ?? [];
  expect(tickets).toHaveLength(2);
  const { counterTicketsPdf } = await adminQuery(TICKETS_PDF, { order: order.id, layout: 'a4' });
  const pdf = await readPdf(new Uint8Array(Buffer.from(counterTicketsPdf, 'base64')));
  const page1 = pdf.pages[0]!;
  for (const ticket of tickets) expect(page1.text).toContain(`row ${ticket.place?.row}, seat ${ticket.place?.seat}`);
  expect(page1.text).toContain('REPRINT No. 1');
  const third = page1.height / 3;
  const scanned = await page1.scanQr([0, 1].map((n) => ({ top: n * third, height: third })));
  expect(scanned).toEqual(tickets.map((ticket) => ticket.code));

  // The door: the first ticket's code, scanned from the print, is admitted once.
  await page.goto(dashboardUrl('/check-in'));
  await page.getByLabel('Performance').selectOption(performanceId);
  const answer = page.getByRole('status', { name: 'Answer' });
  const typeCode = async (value: string) => {
    await page.getByLabel('Ticket code').fill(value);
    await page.getByLabel('Ticket code').press('Enter');
  };
  await typeCode(scanned[0] ?? '');
  await expect(answer).toContainText('Admitted');
  await expect(answer).not.toContainText('Already');
  await typeCode(scanned[0] ?? '');
  await expect(answer).toContainText('Already admitted');
});
