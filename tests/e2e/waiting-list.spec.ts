import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '../graphql/admin';
import { adminQuery } from '../support/admin-api';
import { messages, prefix, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { linkFromEmail } from '../support/mailbox';

/**
 * The waiting list (ADR 063) in Chromium against the built storefront and a real Vendure:
 * a sold-out performance of the test's own (two seats, both kept back by the box office),
 * joining in English, confirming from the mailbox, an offer when a seat is unblocked, and
 * the offer's link putting the held seat into the cart.
 */

const KEYS = ['h-A-1', 'h-A-2'];
let performanceId = '';

test.beforeAll(async () => {
  const { createStage } = await adminQuery(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug: `waiting-list-e2e-${unique()}`,
        capacity: 2,
        translations: [{ languageCode: 'en', name: 'Small hall', description: 'For tests.', address: 'Plovdiv' }],
      },
    },
  );
  await adminQuery(
    adminGraphql(`mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version } }`),
    { stage: createStage.id, plan: textPlan(['ss'], ['A']) },
  );
  const { plays } = await adminQuery(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const when = new Date(Date.now() + 30 * 86_400_000);
  when.setUTCSeconds(0, 0);
  const { schedulePerformance } = await adminQuery(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id } }`),
    {
      input: {
        playId: plays.items[0]!.id,
        stageId: createStage.id,
        startsAt: when.toISOString(),
        price: 0,
        seats: 1,
        zonePrices: [{ zone: 'A', price: 2500 }],
      },
    },
  );
  performanceId = schedulePerformance.id;
  await adminQuery(
    adminGraphql(
      `mutation ($id: ID!, $keys: [String!]!) { blockSeats(performanceId: $id, seatKeys: $keys) { performanceId } }`,
    ),
    { id: performanceId, keys: KEYS },
  );
});

const path = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('joins a sold-out performance’s waiting list, confirms, and claims the offered seat into the cart', async ({
  page,
}) => {
  const t = messages('en');
  const email = `waiting-${unique()}@foyer.example`;
  await page.goto(`${prefix('en')}/waiting-list/${performanceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.waiting_list_title);
  await page.getByLabel(t.waiting_list_email).fill(email);
  await page.getByLabel(t.waiting_list_seats).selectOption('1');
  await page.getByRole('button', { name: t.waiting_list_submit }).click();
  await expect(page.getByTestId('waiting-list-joined')).toHaveText(t.waiting_list_joined);

  await page.goto(path(await linkFromEmail(email, '/waiting-list/confirm')));
  await page.getByRole('button', { name: t.waiting_list_confirm_submit }).click();
  await expect(page.getByTestId('waiting-list-done')).toHaveText(t.waiting_list_confirmed);

  await adminQuery(
    adminGraphql(
      `mutation ($id: ID!, $keys: [String!]!) { unblockSeats(performanceId: $id, seatKeys: $keys) { performanceId } }`,
    ),
    { id: performanceId, keys: [KEYS[0]!] },
  );
  await adminQuery(adminGraphql(`mutation { runWaitingListOffers }`));
  const offer = path(await linkFromEmail(email, '/waiting-list/offer'));
  await page.goto(offer);
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The link works once: a second visit says so in words.
  await page.goto(offer);
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.waiting_list_error_token);
});

test('a link without a valid token says so', async ({ page }) => {
  const t = messages('de');
  await page.goto(`${prefix('de')}/waiting-list/leave?token=${'x'.repeat(32)}`);
  await page.getByRole('button', { name: t.waiting_list_leave_submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.waiting_list_error_token);
  await page.goto(`${prefix('de')}/waiting-list/offer`);
  await expect(page.getByTestId('waiting-list-link')).toContainText(t.waiting_list_error_token);
});
