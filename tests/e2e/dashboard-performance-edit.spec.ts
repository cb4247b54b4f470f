// Plain Playwright: the storefront is read with fetch, the Dashboard in the browser.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { type Page, test } from '@playwright/test';
import { DEVELOPMENT_ADMINISTRATORS } from '../../commerce/src/back-office/development-administrators';
import { adminQuery, schedulePerformance } from '../support/admin-api';
import { dashboardUrl, expect, payWithTestCard, signInToDashboard, ticketOrderAtPayment } from '../support/dashboard';
import { shopQuery, shopSession } from '../support/shop-api';

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const boxOffice = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === 'box-office');

interface Scheduled {
  id: string;
  startsAt: string;
  play: { slug: string; title: string };
  stage: { capacity: number };
  productVariant: { id: string };
}

/** A performance of the second play, 40 to 60 days ahead, scheduled through the Admin API. */
async function schedule(): Promise<Scheduled> {
  const { plays } = await adminQuery(
    adminGraphql(`query { plays(options: { take: 1, skip: 1, sort: { id: ASC } }) { items { id } } }`),
  );
  const { stages } = await adminQuery(adminGraphql(`query { stages(options: { take: 1 }) { items { id } } }`));
  const startsAt = new Date(Date.now() + (40 + Math.floor(Math.random() * 20)) * 86_400_000);
  startsAt.setUTCHours(17, Math.floor(Math.random() * 59), 0, 0);
  return schedulePerformance({
    playId: plays.items[0]!.id,
    stageId: stages.items[0]!.id,
    startsAt: startsAt.toISOString(),
    price: 1800,
    seats: 10,
  });
}

/** The storefront's HTML of the performance's row on a play page: from its time to the end of its list item. */
async function rowOf(url: string, startsAt: string) {
  const html = await (await fetch(url)).text();
  const start = html.indexOf(`dateTime="${startsAt}"`);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</li>', start));
}

const rowInDashboard = (page: Page, id: string) => page.locator(`tr[data-performance-id="${id}"]`);

test('the box office changes a performance’s price and seats, then cancels it; the storefront follows in bg and en', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!boxOffice) throw new Error('No box-office administrator');
  const performance = await schedule();
  const variantId = performance.productVariant.id;
  // One ticket is sold before the box office opens the page.
  const { shop } = await ticketOrderAtPayment(variantId, 1);
  await payWithTestCard(shop);

  await signInToDashboard(page, boxOffice.identifier, boxOffice.password);
  await page.goto(dashboardUrl('/performances'));
  const row = rowInDashboard(page, performance.id);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit).toContainText('1 ticket is sold or held');

  // The API's refusal in plain words, in a toast.
  await edit.getByLabel('Seats in all').fill(String(performance.stage.capacity + 1));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`The stage has ${performance.stage.capacity} seats`)).toBeVisible();

  await edit.getByLabel(/Ticket price/).fill('24,50');
  await edit.getByLabel('Seats in all').fill('12');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Performance changed')).toBeVisible();
  await expect(row).toContainText('€24.50');
  await expect(row).toContainText('11'); // 12 seats, 1 sold

  const { productVariant } = await adminQuery(
    adminGraphql(`query ($id: ID!) { productVariant(id: $id) { priceWithTax stockOnHand stockAllocated } }`),
    { id: variantId },
  );
  expect(productVariant).toEqual({ priceWithTax: 2450, stockOnHand: 12, stockAllocated: 1 });
  await expect
    .poll(async () => rowOf(`${baseURL}/en/plays/${performance.play.slug}`, performance.startsAt), { timeout: 5_000 })
    .toContain('24.50');

  // Cancelling asks first, naming the performance and the tickets sold.
  await row.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Cancel ${performance.play.title} on`);
  await expect(confirm).toContainText('1 ticket is sold or held');
  await confirm.getByRole('button', { name: 'Cancel performance' }).click();
  await expect(page.getByText('Performance cancelled')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // The play page shows it as cancelled, without a buy button, in Bulgarian and English within 5 s.
  for (const [path, word, buy] of [
    [`/plays/${performance.play.slug}`, 'Отменено', 'Купи билет'],
    [`/en/plays/${performance.play.slug}`, 'Cancelled', 'Buy ticket'],
  ] as const) {
    await expect.poll(async () => rowOf(`${baseURL}${path}`, performance.startsAt), { timeout: 5_000 }).toContain(word);
    expect(await rowOf(`${baseURL}${path}`, performance.startsAt)).not.toContain(buy);
  }
  const { play } = await shopQuery(
    shopGraphql(`query Play($slug: String!) { play(slug: $slug) { performances { id cancelled } } }`),
    { slug: performance.play.slug },
  );
  expect(play!.performances.find((p) => p.id === performance.id)?.cancelled).toBe(true);

  // Adding its ticket is refused.
  const { addItemToOrder } = await shopSession()(
    shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
       __typename ... on OrderInterceptorError { interceptorError } } }`),
    { id: variantId },
  );
  expect(addItemToOrder.__typename).toBe('OrderInterceptorError');
  expect(expectType(addItemToOrder, 'OrderInterceptorError').interceptorError).toMatch(/^PERFORMANCE_CANCELLED/);
});
