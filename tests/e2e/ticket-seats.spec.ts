import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { adminQuery } from '../support/admin-api';
import { exec, fill, type Messages, messages, type Shopper, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { TEST_PLAN } from '../support/seating';
import { createCustomerWithAddress } from '../support/shop-api';

/**
 * Each ticket names its seat (ADR 060) in Chromium: a customer signed in in German buys
 * two numbered seats on a performance of the test's own; the confirmation page and My
 * tickets show "Hall · Reihe B · Platz 3 · Zone: Stalls · Entrance 2" on each card, in plan
 * order, and the calendar link names the same seats. The plan writes its names in
 * Bulgarian and English only, so German pages show the English ones.
 */

const ENTRANCE = { bg: 'Вход 2', en: 'Entrance 2' };

/** The test plan with an entrance, on a stage of its own, and a reserved performance on it. */
async function reservedPerformanceWithEntrance(slug: string) {
  const plan = structuredClone(TEST_PLAN);
  plan.areas[0]!.entrance = ENTRANCE;
  const { createStage } = await adminQuery(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug,
        capacity: 36,
        translations: [
          { languageCode: 'en', name: 'Seat hall', description: 'For browser tests.', address: 'Plovdiv' },
        ],
      },
    },
  );
  await adminQuery(
    adminGraphql(`mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version } }`),
    { stage: createStage.id, plan },
  );
  const { plays } = await adminQuery(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const startsAt = new Date(Date.now() + (21 + Math.random() * 21) * 86_400_000);
  startsAt.setUTCSeconds(0, 0);
  const { schedulePerformance } = await adminQuery(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id } }`),
    {
      input: {
        playId: plays.items[0]!.id,
        stageId: createStage.id,
        startsAt: startsAt.toISOString(),
        price: 0,
        seats: 1,
        zonePrices: [
          { zone: 'A', price: 3200 },
          { zone: 'B', price: 1600 },
        ],
      },
    },
  );
  return schedulePerformance.id;
}

/** A card's seat line as the page writes it: area, row, seat, zone, entrance. */
const placeText = (t: Messages, row: string, seat: string) =>
  [
    'Hall',
    fill(t.ticket_place_row, { row }),
    fill(t.ticket_place_seat, { seat }),
    fill(t.ticket_place_zone, { zone: 'Stalls' }),
    ENTRANCE.en,
  ].join(' · ');

test('two seats bought in German: each card names its seat, on the confirmation and under My tickets; the calendar file too', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = messages('de');
  const performanceId = await reservedPerformanceWithEntrance(`ticket-seats-${unique()}`);
  const email = `ticket-seats-${unique()}@example.com`;
  const password = 'curtain-call-42';
  await createCustomerWithAddress(email, password, tokenFromEmail);

  await page.goto(`/de/account/login?returnTo=/seats/${performanceId}`);
  await page.getByLabel(t.account_email, { exact: true }).fill(email);
  await page.getByLabel(t.account_password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.account_sign_in }).click();
  // The sign-in, then the seat page's first render: slower than one expect's default on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/de/seats/${performanceId}$`), { timeout: 15_000 });

  // Chosen against the plan's order: the tickets still follow it (seat 3 is ticket 1).
  for (const key of ['h-A-9', 'h-A-3']) {
    const seat = page.locator(`svg [data-seat="${key}"]`);
    await seat.click();
    await expect(seat).toHaveAttribute('aria-checked', 'true');
  }
  await page.getByRole('link', { name: t.seats_continue_cart }).click();
  await page.getByRole('link', { name: t.cart_checkout }).click();
  // A signed-in customer's cart of tickets only goes straight to the payment (ADR 058).
  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_step_payment);
  const shopper: Shopper = { page, t, locale: 'de', email };
  await exec.SUBMIT_PAYMENT(shopper);
  await expect(page).toHaveURL(/\/de\/checkout\/confirmation\/[A-Z0-9]+$/);
  await expect(page.getByTestId('order-paid')).toBeVisible();

  const expected = [placeText(t, 'A', '3'), placeText(t, 'A', '9')];
  await expect(page.getByTestId('ticket-card')).toHaveCount(2);
  await expect(page.getByTestId('ticket-place')).toHaveText(expected);

  await page.goto('/de/account/tickets');
  const group = page.getByTestId('ticket-performance').filter({ has: page.getByTestId('ticket-place') });
  await expect(group.getByTestId('ticket-place')).toHaveText(expected);

  // "Add to calendar" names the group's seats; the file describes them in the page's language.
  const href = await group.getByTestId('add-to-calendar').getAttribute('href');
  expect(href).toBe(`/de/calendar/performance/${performanceId}.ics?seats=${encodeURIComponent('h-A-3,h-A-9')}`);
  const file = await (await fetch(`${baseURL}${href}`)).text();
  const description = file
    .replace(/\r\n /g, '')
    .split('\r\n')
    .find((line) => line.startsWith('DESCRIPTION:'));
  expect(description).toContain(`\\n${t.ticket_place_calendar}\\n${expected[0]}\\n${expected[1]}`);
});
