// Plain Playwright: the Dashboard in the browser, what it saved read back through the Admin API.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { test } from '@playwright/test';
import { adminQuery, playAndStage } from '../support/admin-api';
import { aMonthAhead, dashboardUrl, expect, signInAs } from '../support/dashboard';

/**
 * Reserved seating in the back office (ADR 053): an editor draws the seat plan of a stage
 * of the test's own (created without one) and schedules a performance on it with a price
 * per zone; the box office keeps a seat back. One story, so the tests run in order and
 * share it. Not the seed's Attic Stage: the other tests schedule on it by count.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const stageName = `Loft ${Date.now().toString(36)}`;
let stageId = '';
let performanceId = '';

test.beforeAll(async () => {
  const suffix = Date.now().toString(36);
  const { createStage } = await adminQuery(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug: `loft-${suffix}`,
        capacity: 60,
        translations: [
          { languageCode: 'en', name: stageName, description: 'For browser tests.', address: 'Plovdiv' },
          // The same name in both: the Dashboard shows the editor's content language, which other tests change.
          { languageCode: 'bg', name: stageName, description: 'За тестове.', address: 'Пловдив' },
        ],
      },
    },
  );
  stageId = createStage.id;
});

test('an editor generates a stage’s first plan, puts its front row in zone B and saves it as version 1', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  await page.goto(dashboardUrl('/seat-plans'));
  await page.getByLabel('Stage', { exact: true }).selectOption(stageId);

  const generator = page.getByRole('form', { name: 'Generate a seat plan' });
  await generator.getByLabel('Rows', { exact: true }).fill('5');
  await generator.getByLabel('Seats per row').fill('12');
  await generator.getByLabel('Aisles after seat positions').fill('6');
  await generator.getByRole('button', { name: 'Generate' }).click();

  const map = page.getByRole('application', { name: `Seat plan of ${stageName}` });
  await expect(map).toBeVisible();
  await expect(page.getByText('60 places.')).toBeVisible();
  // The generator keeps its numbers, to adjust and generate again.
  await expect(generator.getByLabel('Rows', { exact: true })).toHaveValue('5');

  // The keyboard's path: the cursor starts on the first seat of row A; R takes the row.
  await map.focus();
  await map.press('ArrowRight');
  await map.press('r');
  await expect(page.getByText('12 seats chosen.')).toBeVisible();
  await page.locator('#seat-zone').selectOption('B');
  await page.locator('#zone-1-en').fill('Front rows');
  await page.locator('#zone-1-bg').fill('Първи редове');

  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText(`Seat plan saved as version ${1}`)).toBeVisible();
  await expect(page.getByTestId('seat-plan-version')).toContainText(`Version ${1}`);

  const { seatPlan } = await adminQuery(
    adminGraphql(`query ($stageId: ID!) { seatPlan(stageId: $stageId) { version capacity plan } }`),
    { stageId },
  );
  expect(seatPlan?.version).toBe(1);
  expect(seatPlan?.capacity).toBe(60);
  const plan = seatPlan?.plan as { zones: Array<{ code: string; name: { en: string } }> };
  expect(plan.zones).toContainEqual(
    expect.objectContaining({ code: 'B', name: expect.objectContaining({ en: 'Front rows' }) }),
  );
});

test('the editor schedules a performance on that stage with one price per zone', async ({ page }) => {
  const { playId } = await playAndStage(2);
  await signInAs(page, 'editor');
  await page.goto(dashboardUrl('/performances'));
  const form = page.getByRole('form', { name: 'Schedule a performance' });
  await form.getByLabel('Play').selectOption(playId);
  await form.getByLabel('Stage').selectOption(stageId);
  await form.getByLabel('Date and time').fill(aMonthAhead());
  // No single price: one per zone, and the plan's places as the seats.
  await expect(form.getByLabel(/Ticket price/)).toHaveCount(0);
  await form.getByLabel(/Price, zone A/).fill('24');
  await form.getByLabel(/Price, zone B \(Front rows\)/).fill('30,50');
  await expect(form.getByLabel(/Seats/)).toHaveValue('60');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Performance scheduled')).toBeVisible();

  const { performances } = await adminQuery(
    adminGraphql(`query { performances(options: { take: 1000 }) {
       items { id reserved seatPlanVersion stage { id } zonePrices { zone price } } } }`),
  );
  const newest = performances.items
    .filter((p) => p.stage.id === stageId && p.reserved)
    .sort((a, b) => Number(b.id) - Number(a.id))[0];
  if (!newest) throw new Error('No reserved performance on the stage');
  performanceId = newest.id;
  expect(newest.seatPlanVersion).toBe(1);
  expect([...newest.zonePrices].sort((a, b) => a.zone.localeCompare(b.zone))).toEqual([
    { zone: 'A', price: 2400 },
    { zone: 'B', price: 3050 },
  ]);
  await expect(page.locator(`tr[data-performance-id="${performanceId}"]`)).toContainText('€24.00–€30.50');
});

test('the box office blocks a seat from the performance’s seat map, and it shows blocked; the plan is read-only to it', async ({
  page,
}) => {
  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/performances'));
  await page.locator(`tr[data-performance-id="${performanceId}"]`).getByRole('link', { name: 'Seats' }).click();
  const map = page.getByRole('application', { name: /^Seats · / });
  await expect(map).toBeVisible();

  await map.focus();
  await map.press('Space'); // the cursor's first seat: row A, seat 1
  await page.getByRole('button', { name: 'Block 1 free' }).click();
  await expect(page.getByText('1 seat blocked')).toBeVisible();
  await expect(page.locator('li[data-seat-key="stalls-A-1"]')).toContainText('Blocked (house seat)');
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Blocked (house seat): 1');

  const { performanceSeatMap } = await adminQuery(
    adminGraphql(`query ($id: ID!) { performanceSeatMap(performanceId: $id) { seats { key state } } }`),
    { id: performanceId },
  );
  expect(performanceSeatMap?.seats).toContainEqual({ key: 'stalls-A-1', state: 'BLOCKED' });

  // The box office reads the plans (ReadTheatre) but cannot change them.
  await page.goto(dashboardUrl('/seat-plans'));
  await page.getByLabel('Stage', { exact: true }).selectOption(stageId);
  await expect(page.getByRole('application', { name: `Seat plan of ${stageName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as a new version' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Generate a seat plan' })).toHaveCount(0);
  await expect(page.getByLabel('Import JSON')).toHaveCount(0);
});

test('the editor adds standing places sold by count behind the seats, and version 2’s capacity counts them', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  await page.goto(dashboardUrl('/seat-plans'));
  await page.getByLabel('Stage', { exact: true }).selectOption(stageId);

  const generator = page.getByRole('form', { name: 'Generate a seat plan' });
  await generator.getByLabel('Rows', { exact: true }).fill('5');
  await generator.getByLabel('Seats per row').fill('12');
  await generator.getByRole('button', { name: 'Add an area' }).click();
  const standing = generator.getByRole('group', { name: 'Area 2' });
  await standing.getByLabel('Kind').selectOption('Places without numbers (standing, benches)');
  // Rows and their numbering are for numbered seats only.
  await expect(standing.getByLabel('Rows', { exact: true })).toHaveCount(0);
  await expect(standing.getByLabel('Numbering')).toHaveCount(0);
  await standing.getByLabel('Name in English').fill('Standing');
  await standing.getByLabel('Name in Bulgarian').fill('Правостоящи');
  await standing.getByLabel('Key').fill('standing');
  await standing.getByLabel('Capacity (places)').fill('12');
  await standing.getByLabel('Depth (seats)').fill('2');
  await generator.getByRole('button', { name: 'Generate' }).click();

  await expect(page.getByRole('application', { name: `Seat plan of ${stageName}` })).toContainText(
    'Standing (12 places, zone A)',
  );
  await expect(page.getByText('72 places.')).toBeVisible();
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText(`Seat plan saved as version ${2}`)).toBeVisible();

  const { seatPlan } = await adminQuery(
    adminGraphql(`query ($stageId: ID!) { seatPlan(stageId: $stageId) { version capacity plan } }`),
    { stageId },
  );
  expect(seatPlan?.version).toBe(2);
  expect(seatPlan?.capacity).toBe(60 + 12);
  const plan = seatPlan?.plan as { areas: Array<{ kind: string; key: string }> };
  expect(plan.areas).toContainEqual(
    expect.objectContaining({ kind: 'unreserved', key: 'standing', zone: 'A', capacity: 12 }),
  );
});
