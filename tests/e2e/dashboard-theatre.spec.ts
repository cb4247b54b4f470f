// Plain Playwright: the fixtures' goto waits for the storefront's hydration mark.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { test } from '@playwright/test';
import { adminQuery } from '../support/admin-api';
import {
  aMonthAhead,
  dashboardUrl,
  expect,
  saleableSeats,
  scheduleInDashboard,
  sellTwoAndRefund,
  signInAs,
} from '../support/dashboard';
import { stageSoldByCount } from '../support/dashboard-content';
import { shopQuery } from '../support/shop-api';

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('the box office schedules a performance in one form; it is on sale at once in bg and en, sold, refunded, its seats back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { plays } = await shopQuery(
    shopGraphql(`query Plays { plays(options: { take: 1, sort: { id: ASC } }) { items { id slug title } } }`),
    {},
    'en',
  );
  const play = plays.items[0]!;

  // On the stage sold by count: one price and the seats, and a shopper buys by count.
  await signInAs(page, 'box-office');
  const scheduled = await scheduleInDashboard(page, {
    playId: play.id,
    stageId: await stageSoldByCount(),
    price: '18',
    seats: '10',
  });
  // Typed in the theatre's time zone: the same calendar day.
  expect(scheduled.startsAt.slice(0, 10)).toBe(scheduled.local.slice(0, 10));
  expect(scheduled.priceWithTax).toBe(1800);
  expect(await saleableSeats(scheduled.variantId)).toBe(10);

  // On the storefront within 5 s, in Bulgarian and in English.
  for (const path of [`/plays/${play.slug}`, `/en/plays/${play.slug}`]) {
    await expect
      .poll(
        async () => (await (await fetch(`${baseURL}${path}`)).text()).includes(`dateTime="${scheduled.startsAt}"`),
        { timeout: 5_000 },
      )
      .toBe(true);
  }

  // A shopper buys two tickets; the box office finds the order and refunds it.
  await sellTwoAndRefund(page, scheduled.variantId);
});

test('on a stage with a seat plan the box office gives each zone its price; the plan’s places are the seats', async ({
  page,
  baseURL,
}) => {
  const { plays } = await shopQuery(
    shopGraphql(`query Plays { plays(options: { take: 1, sort: { id: ASC } }) { items { id slug } } }`),
    {},
    'en',
  );
  const play = plays.items[0]!;
  const { stages } = await adminQuery(
    adminGraphql(`query { stages(options: { take: 100 }) { items { id name seatPlan { version capacity plan } } } }`),
  );
  const main = stages.items.find((stage) => stage.name === 'Main Stage');
  if (!main?.seatPlan) throw new Error('The seed’s Main Stage has no seat plan');
  const zones = (main.seatPlan.plan as { zones: Array<{ code: string }> }).zones.map((zone) => zone.code);
  expect(zones.length).toBeGreaterThan(1);

  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/performances'));
  const form = page.getByRole('form', { name: 'Schedule a performance' });
  await form.getByLabel('Play').selectOption(play.id);
  await form.getByLabel('Stage').selectOption(main.id);
  await form.getByLabel('Date and time').fill(aMonthAhead());
  await expect(form.getByLabel(/Ticket price/)).toHaveCount(0);
  await expect(form.getByLabel(/^Seats/)).toHaveValue(String(main.seatPlan.capacity));
  // 20.00, 22.50, 25.00 … from the first zone.
  const typed = zones.map((zone, i) => ({ zone, price: 2000 + i * 250 }));
  for (const { zone, price } of typed)
    await form.getByLabel(new RegExp(`^Price, zone ${zone} `)).fill((price / 100).toFixed(2).replace('.', ','));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Performance scheduled')).toBeVisible();

  const { performances } = await adminQuery(
    adminGraphql(`query { performances(options: { take: 1000 }) {
       items { id startsAt reserved seatPlanVersion play { id } stage { id } zonePrices { zone price }
               productVariant { priceWithTax } } } }`),
  );
  const newest = performances.items
    .filter((p) => p.play.id === play.id && p.stage.id === main.id)
    .sort((a, b) => Number(b.id) - Number(a.id))[0];
  if (!newest) throw new Error('The performance was not scheduled');
  expect(newest.reserved).toBe(true);
  expect(newest.seatPlanVersion).toBe(main.seatPlan.version);
  expect([...newest.zonePrices].sort((a, b) => a.zone.localeCompare(b.zone))).toEqual(typed);
  // The ticket's own price is the lowest zone's, for "from".
  expect(newest.productVariant?.priceWithTax).toBe(2000);
  await expect(page.locator(`tr[data-performance-id="${newest.id}"]`)).toContainText(
    `€20.00–€${(typed.at(-1)!.price / 100).toFixed(2)}`,
  );

  for (const path of [`/plays/${play.slug}`, `/en/plays/${play.slug}`]) {
    await expect
      .poll(async () => (await (await fetch(`${baseURL}${path}`)).text()).includes(`dateTime="${newest.startsAt}"`), {
        timeout: 5_000,
      })
      .toBe(true);
  }
});
