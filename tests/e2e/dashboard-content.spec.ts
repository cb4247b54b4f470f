// Plain Playwright: the fixtures' goto waits for the storefront's hydration mark.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { test } from '@playwright/test';
import { adminQuery } from '../support/admin-api';
import {
  dashboardUrl,
  expect,
  saleableSeats,
  scheduleInDashboard,
  sellTwoAndRefund,
  signInAs,
} from '../support/dashboard';
import { castAndStage, createPlayInDashboard, INSPECTOR, missingOnStorefront } from '../support/dashboard-content';

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('an editor creates a play in bg and en with two roles and schedules it; a shopper buys, the box office refunds', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const slug = `an-inspector-calls-${Date.now().toString(36)}`;
  const { actors, stageId } = await castAndStage();

  await signInAs(page, 'editor');
  const playId = await createPlayInDashboard(page, {
    slug,
    stageId,
    actorIds: actors.map((actor) => actor.id),
    ...INSPECTOR,
  });
  const scheduled = await scheduleInDashboard(page, { playId, stageId, price: '18', seats: '10' });
  expect(scheduled.priceWithTax).toBe(1800);
  expect(await saleableSeats(scheduled.variantId)).toBe(10);

  // Within 5 s on the storefront, in Bulgarian and in English, with its cast and its performance.
  const { bg, en } = INSPECTOR;
  await expect
    .poll(() => missingOnStorefront(`${baseURL}/plays/${slug}`, [bg.title, ...bg.roles], scheduled.startsAt), {
      timeout: 5_000,
    })
    .toEqual([]);
  await expect
    .poll(
      () =>
        missingOnStorefront(
          `${baseURL}/en/plays/${slug}`,
          [en.title, ...en.roles, ...actors.map((actor) => actor.name)],
          scheduled.startsAt,
        ),
      {
        timeout: 5_000,
      },
    )
    .toEqual([]);

  // A shopper buys two tickets with the test card; the box office finds the order and refunds it.
  const boxOffice = await browser.newPage();
  await signInAs(boxOffice, 'box-office');
  await sellTwoAndRefund(boxOffice, scheduled.variantId);
});

test('the form says what is wrong before saving, and the API refuses a slug in use', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto(dashboardUrl('/stages/new'));
  await page.getByLabel('Language of the texts').selectOption('en');
  await page.getByLabel('Name', { exact: true }).fill('Rehearsal Room');
  await page.getByLabel('Slug (the address on the website)').fill('Rehearsal Room');
  await page.getByLabel('Seats').fill('6000');
  await page.getByLabel('Seats').blur();
  await expect(page.getByText('Lower-case letters, digits and single hyphens').first()).toBeVisible();
  await expect(page.getByText('The number of seats: a whole number from 1 to 5000.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
  // Texts begun in a second language need its name too; the form says so before saving.
  await page.getByLabel('Language of the texts').selectOption('bg');
  await page.getByLabel('Address', { exact: true }).fill('ул. „Княз Александър I“ 31');
  await expect(page.getByText('name (bg): Needed in this language.')).toBeVisible();
  await expect(page.getByText('slug: Lower-case letters, digits and single hyphens')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Репетиционна зала');

  await page.getByLabel('Slug (the address on the website)').fill('main-stage');
  await page.getByLabel('Seats').fill('40');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The slug "main-stage" is already used by another stage.')).toBeVisible();
});

test('deleting a play names what refers to it; one with upcoming performances stays', async ({ page }) => {
  const { performances } = await adminQuery(
    adminGraphql(`query { performances(options: { take: 200 }) { items { startsAt play { id title } } } }`),
  );
  const play = performances.items.find((p) => new Date(p.startsAt) > new Date())!.play;

  await signInAs(page, 'editor');
  await page.goto(dashboardUrl('/plays'));
  await page.getByPlaceholder('Filter...').fill(play.title);
  // The header and the one play: the list has settled on the search.
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: play.title });
  await row.getByRole('button').last().click();
  await page.getByRole('menu').getByText('Delete', { exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Delete “${play.title}”?`)).toBeVisible();
  await expect(dialog.getByText(/Upcoming performance: .*\(blocks deleting it\)/).first()).toBeVisible();
  await expect(dialog.getByText(/^Role: /).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/upcoming performances? \(.*\)\. Cancel or delete them first\./)).toBeVisible();
  const { play: still } = await adminQuery(adminGraphql(`query ($id: ID!) { play(id: $id) { id } }`), {
    id: play.id,
  });
  expect(still?.id).toBe(play.id);
});

test('the box office reads the repertoire but cannot change or delete it', async ({ page }) => {
  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/plays'));
  await expect(page.getByRole('heading', { name: 'Plays', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New play' })).toHaveCount(0);
  await page.getByRole('row').nth(1).getByRole('button').first().click();
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('an editor has no orders or customers in the Dashboard', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto(dashboardUrl('/plays'));
  const navigation = page.getByRole('navigation').first();
  await expect(page.getByRole('link', { name: 'Plays' }).first()).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Customers' })).toHaveCount(0);
});
