import type { Page } from '@playwright/test';
import { adminGraphql } from '../graphql/admin';
import { adminQuery } from '../support/admin-api';
import { messages, prefix, unique } from '../support/checkout';
import { cancelOrder } from '../support/door';
import { expect, test } from '../support/fixtures';
import { linkFromEmail } from '../support/mailbox';

/**
 * The waiting list's story (issue 27, ADR 063) in Chromium against the built storefront
 * and a real Vendure: a numbered-seat performance sold out at the counter, a visitor who
 * joins for both seats and confirms from the email, the sale cancelled and refunded as the
 * Dashboard does it, the offer email, and its link holding both seats in the visitor's cart.
 */
test.describe.configure({ timeout: 180_000 });

const KEYS = ['h-A-1', 'h-A-2'];
/** Two seats side by side in zone A, facing the stage. */
const PLAN = {
  format: 1,
  width: 4,
  height: 6,
  stage: { x: 1, y: 0.5, width: 2, height: 2 },
  zones: [{ code: 'A', name: { bg: 'A', en: 'A' } }],
  areas: [
    {
      kind: 'reserved',
      key: 'h',
      name: { bg: 'Зала', en: 'Hall' },
      rows: [
        {
          label: 'A',
          seats: KEYS.map((key, i) => ({ key, label: String(i + 1), x: i + 1.5, y: 4, zone: 'A' })),
        },
      ],
    },
  ],
};

const START = adminGraphql(`mutation { startCounterSale(input: { language: en }) { id } }`);
const SELECT = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterSelectSeats(orderId: $order, performanceId: $id, seatKeys: $keys) { __typename } }`);
const COMPLETE = adminGraphql(`mutation ($order: ID!) {
  completeCounterSale(orderId: $order, input: { method: "counter-cash" }) {
    __typename ... on Order { id totalWithTax payments { id } } } }`);
const REFUND = adminGraphql(`mutation ($payment: ID!, $amount: Money!) {
  refundOrder(input: { paymentId: $payment, amount: $amount, shipping: 0, adjustment: 0, reason: "Cannot come" }) {
    __typename ... on Refund { state } } }`);
const COUNTS = adminGraphql(`query ($id: ID!) {
  waitingListCounts(performanceId: $id) { waiting offers acceptances expiries } }`);
const RUN_OFFERS = adminGraphql(`mutation { runWaitingListOffers }`);

async function soldOutPerformance() {
  const { createStage } = await adminQuery(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug: `waiting-refund-e2e-${unique()}`,
        capacity: 2,
        translations: [{ languageCode: 'en', name: 'Small hall', description: 'For tests.', address: 'Plovdiv' }],
      },
    },
  );
  await adminQuery(
    adminGraphql(`mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version } }`),
    { stage: createStage.id, plan: PLAN },
  );
  const { plays } = await adminQuery(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const when = new Date(Date.now() + (60 + Math.random() * 30) * 86_400_000);
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
  const performanceId = schedulePerformance.id;
  // Both seats sold at the counter for cash.
  const { startCounterSale } = await adminQuery(START);
  const selected = await adminQuery(SELECT, { order: startCounterSale.id, id: performanceId, keys: KEYS });
  expect(selected.counterSelectSeats.__typename).toBe('Order');
  const { completeCounterSale: sale } = await adminQuery(COMPLETE, { order: startCounterSale.id });
  if (sale.__typename !== 'Order') throw new Error(`Counter sale refused: ${sale.__typename}`);
  return { performanceId, sale };
}

const path = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const t = messages('en');

/** Joins the performance's waiting list for both seats in English and confirms from the email. */
async function joinAndConfirm(page: Page, performanceId: string, email: string) {
  await page.goto(`${prefix('en')}/waiting-list/${performanceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.waiting_list_title);
  await page.getByLabel(t.waiting_list_email).fill(email);
  await page.getByLabel(t.waiting_list_seats).selectOption('2');
  await page.getByRole('button', { name: t.waiting_list_submit }).click();
  await expect(page.getByTestId('waiting-list-joined')).toHaveText(t.waiting_list_joined);
  await page.goto(path(await linkFromEmail(email, '/waiting-list/confirm')));
  await page.getByRole('button', { name: t.waiting_list_confirm_submit }).click();
  await expect(page.getByTestId('waiting-list-done')).toHaveText(t.waiting_list_confirmed);
}

/** The Dashboard's "cancel and refund": the order cancelled (its seats back on sale), the cash given back. */
async function cancelAndRefund(sale: { id: string; totalWithTax: number; payments?: Array<{ id: string }> | null }) {
  await cancelOrder(sale.id);
  const { refundOrder } = await adminQuery(REFUND, { payment: sale.payments![0]!.id, amount: sale.totalWithTax });
  expect(refundOrder).toEqual({ __typename: 'Refund', state: 'Settled' });
}

test('a refund frees the seats of a sold-out performance: the first in line is offered both and claims them into the cart', async ({
  page,
}) => {
  const { performanceId, sale } = await soldOutPerformance();
  const email = `waiting-refund-${unique()}@foyer.example`;
  await joinAndConfirm(page, performanceId, email);
  expect((await adminQuery(COUNTS, { id: performanceId })).waitingListCounts).toEqual({
    waiting: 1,
    offers: 0,
    acceptances: 0,
    expiries: 0,
  });

  await cancelAndRefund(sale);
  // The offer pass also runs on a schedule; run now, it offers the freed seats to the first in line.
  await adminQuery(RUN_OFFERS);

  await page.goto(path(await linkFromEmail(email, '/waiting-list/offer')));
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect((await adminQuery(COUNTS, { id: performanceId })).waitingListCounts).toEqual({
    waiting: 0,
    offers: 1,
    acceptances: 1,
    expiries: 0,
  });
});

test('an unclaimed offer expires and passes to the next in line, who claims it', async ({ page }) => {
  const { performanceId, sale } = await soldOutPerformance();
  const first = `waiting-first-${unique()}@foyer.example`;
  const next = `waiting-next-${unique()}@foyer.example`;
  await joinAndConfirm(page, performanceId, first);
  await joinAndConfirm(page, performanceId, next);
  await cancelAndRefund(sale);
  await adminQuery(RUN_OFFERS);
  const firstOffer = path(await linkFromEmail(first, '/waiting-list/offer'));

  // The first in line does nothing; once the offer's time (45 s here) has passed, the pass expires it.
  await expect
    .poll(
      async () => {
        await adminQuery(RUN_OFFERS);
        return (await adminQuery(COUNTS, { id: performanceId })).waitingListCounts.expiries;
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe(1);
  await page.goto(firstOffer);
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.waiting_list_error_expired);

  // The seats went to the next in line, whose link holds them in the cart.
  await page.goto(path(await linkFromEmail(next, '/waiting-list/offer')));
  await page.getByRole('button', { name: t.waiting_list_offer_submit }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect((await adminQuery(COUNTS, { id: performanceId })).waitingListCounts).toEqual({
    waiting: 0,
    offers: 2,
    acceptances: 1,
    expiries: 1,
  });
});
