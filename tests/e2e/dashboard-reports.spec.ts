// Plain Playwright: the box office's Sell page (count, shop item, comp) and the Reports page read by the Reports user.
import fs from 'node:fs';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { type Page, test } from '@playwright/test';
import { DEVELOPMENT_ADMINISTRATORS } from '../../commerce/src/back-office/development-administrators';
import { adminQuery, createProduct, orderByCode, scheduleOwnPerformance } from '../support/admin-api';
import { unique } from '../support/checkout';
import { dashboardUrl, expect, signInAs } from '../support/dashboard';
import { reservedPerformance } from '../support/seating';

/**
 * The counter's other sales and the figures (issue 27, ADR 061 and 062): two tickets by
 * count on an unreserved stage with a shop item, sold for cash; the Reports user then finds
 * them in the performance's figures, in the day's cash-up under cash and the member of
 * staff who sold them, and in the attendee list's CSV (UTF-8 with a byte-order mark). A
 * comp is refused without its reason and given with one.
 */
test.describe.configure({ timeout: 120_000 });

const BOX_OFFICE = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === 'box-office')!;
const ORDER = adminGraphql(`query ($id: ID!) {
  order(id: $id) { totalWithTax customFields { saleChannel compReason } lines { quantity productVariant { id } } } }`);

const soldCode = async (page: Page) => {
  const shown = page.getByTestId('sold-order-code');
  await expect(shown).toHaveText(/^[A-Z0-9]+$/);
  return (await shown.textContent()) ?? '';
};

test('two tickets by count and a shop item sold for cash, then read in the reports, the cash-up and the CSV', async ({
  browser,
}) => {
  const performance = await scheduleOwnPerformance({ nth: 0, seats: 30, daysAhead: 200 });
  const itemName = `Programme ${unique()}`;
  const item = await createProduct(itemName, 10);

  const seller = await (await browser.newContext()).newPage();
  await signInAs(seller, 'box-office');
  await seller.goto(dashboardUrl('/box-office/sell'));
  // The language is offered in its own words, not as a code.
  const language = seller.getByLabel('Language (email and print)');
  await expect(language.locator('option[value="bg"]')).toHaveText('Български');
  await expect(language.locator('option[value="en"]')).toHaveText('English');
  await seller.getByLabel('Performance').selectOption(performance.id);
  const byCount = seller.getByRole('form', { name: 'Tickets by count' });
  await byCount.getByLabel('Tickets').fill('2');
  await byCount.getByRole('button', { name: 'Add tickets' }).click();
  await expect(seller.getByTestId('sell-summary')).toContainText('2 ×');
  await seller.getByLabel('Find an item by name').fill(itemName);
  await seller.getByRole('button', { name: `Add ${itemName}` }).click();
  await expect(seller.getByTestId('sell-summary')).toContainText(`1 × ${itemName}`);
  await seller.getByLabel('Cash').check();
  await seller.getByRole('button', { name: 'Complete sale' }).click();
  const code = await soldCode(seller);
  const sold = (await orderByCode(code))!;
  expect(sold.payments).toEqual([{ state: 'Settled', method: 'counter-cash' }]);
  const { order } = await adminQuery(ORDER, { id: sold.id });
  expect(order?.customFields?.saleChannel).toBe('counter');
  const quantityOf = (variant: string) => order?.lines.find((l) => l.productVariant.id === variant)?.quantity;
  expect(quantityOf(performance.productVariant.id)).toBe(2);
  expect(quantityOf(item.variantId)).toBe(1);

  // The Reports user: figures only.
  const reader = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInAs(reader, 'reports');
  await reader.goto(dashboardUrl('/box-office-reports'));
  await reader.getByLabel('Performance').selectOption(performance.id);
  // Capacity, online, counter, comps, … of the whole performance (no zones on an unreserved stage).
  const all = reader.locator('tfoot td');
  await expect(all.nth(0)).toHaveText('All');
  await expect(all.nth(1)).toHaveText('30');
  await expect(all.nth(2)).toHaveText('0');
  await expect(all.nth(3)).toHaveText('2');
  await expect(all.nth(4)).toHaveText('0');

  // The attendee list: a file with the byte-order mark and the sale's order code.
  const attendees = reader.waitForEvent('download');
  await reader.getByRole('button', { name: 'Attendee list (CSV)' }).click();
  const file = fs.readFileSync((await (await attendees).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(file.toString('utf8')).toContain(code);

  // The day's cash-up: cash taken by the member of staff who sold it; its CSV too.
  await reader.getByRole('tab', { name: 'Cash-up per day' }).click();
  const staff = `${BOX_OFFICE.firstName} ${BOX_OFFICE.lastName}`;
  await expect(
    reader.getByRole('row').filter({ hasText: 'counter-cash' }).filter({ hasText: staff }).first(),
  ).toBeVisible();
  const cashUp = reader.waitForEvent('download');
  await reader.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await cashUp).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toMatch(new RegExp(`counter-cash,[^\\r\\n]*${staff}`));
});

test('a comp needs its reason: refused without one, given with one at no charge', async ({ page }) => {
  const { performanceId } = await reservedPerformance(`comp-${unique()}`);
  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/box-office/sell'));
  await page.getByLabel('Comp (complimentary, at no charge)').check();
  await page.getByLabel('Performance').selectOption(performanceId);
  const map = page.getByRole('application', { name: /^Seats · / });
  await map.press('Space');
  await expect(page.getByTestId('sell-summary')).toContainText('1 ×');

  // Without a reason the form is not sent: no order code, the reason marked as missing.
  await page.getByRole('button', { name: 'Complete comp' }).click();
  const reason = page.getByLabel('Reason', { exact: true });
  expect(await reason.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
  await expect(page.getByTestId('sold-order-code')).toHaveCount(0);

  await reason.selectOption('press');
  await page.getByLabel('Details').fill('Review in the morning paper');
  await page.getByRole('button', { name: 'Complete comp' }).click();
  const code = await soldCode(page);
  const sold = (await orderByCode(code))!;
  const { order } = await adminQuery(ORDER, { id: sold.id });
  expect(order?.totalWithTax).toBe(0);
  expect(order?.customFields?.saleChannel).toBe('comp');
  expect(order?.customFields?.compReason).toBe('press: Review in the morning paper');
});
