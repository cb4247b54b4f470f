import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expect, type Page } from '@playwright/test';
import { adminQuery, scheduleOwnPerformance } from './admin-api';
import { messages, prefix } from './checkout';
import { cancelOrder } from './door';
import { linkFromEmail } from './mailbox';
import { blockSeats } from './seating';

/**
 * What the waiting list's browser tests share (ADR 063, 068): a sold-out performance of the
 * test's own, joining its list and confirming from the mailbox, and the Dashboard's "cancel
 * and refund" that frees its places.
 */

/** The two seats of a sold-out numbered performance's stage. */
export const WAITING_SEAT_KEYS = ['h-A-1', 'h-A-2'];

/** A paid counter sale, as the tests read it back. */
export interface CounterSale {
  id: string;
  code: string;
  totalWithTax: number;
  payments?: Array<{ id: string }> | null;
}

export interface SoldOutPerformance {
  performanceId: string;
  /** The performance's ticket variant. */
  variantId: string;
  startsAt: string;
  /** How it sold out at the counter; none when the box office kept its seats back. */
  sale?: CounterSale;
}

const START = adminGraphql(`mutation { startCounterSale(input: { language: en }) { id } }`);
const SELECT = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterSelectSeats(orderId: $order, performanceId: $id, seatKeys: $keys) { __typename } }`);
const ADD = adminGraphql(`mutation ($order: ID!, $variant: ID!, $quantity: Int!) {
  addItemToDraftOrder(orderId: $order, input: { productVariantId: $variant, quantity: $quantity }) { __typename } }`);
const COMPLETE = adminGraphql(`mutation ($order: ID!) {
  completeCounterSale(orderId: $order, input: { method: "counter-cash" }) {
    __typename ... on Order { id code totalWithTax payments { id } } } }`);
const REFUND = adminGraphql(`mutation ($payment: ID!, $amount: Money!) {
  refundOrder(input: { paymentId: $payment, amount: $amount, shipping: 0, adjustment: 0, reason: "Cannot come" }) {
    __typename ... on Refund { state } } }`);

/** Completes a counter sale for cash; throws when Vendure refuses it. */
async function completeForCash(orderId: string): Promise<CounterSale> {
  const { completeCounterSale: sale } = await adminQuery(COMPLETE, { order: orderId });
  if (sale.__typename !== 'Order') throw new Error(`Counter sale refused: ${sale.__typename}`);
  return sale;
}

/**
 * A numbered performance of the test's own, two seats side by side on a stage of its own,
 * some weeks ahead: sold out by the box office keeping both seats back (`blocked`) or
 * selling both at the counter for cash (`counter`).
 */
export async function soldOutNumbered(soldBy: 'blocked' | 'counter'): Promise<SoldOutPerformance> {
  const { createStage } = await adminQuery(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug: `waiting-list-e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
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
  const when = new Date(Date.now() + (30 + Math.random() * 60) * 86_400_000);
  when.setUTCSeconds(0, 0);
  const { schedulePerformance } = await adminQuery(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
      id startsAt productVariant { id } } }`),
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
  const performance = {
    performanceId: schedulePerformance.id,
    variantId: schedulePerformance.productVariant!.id,
    startsAt: schedulePerformance.startsAt,
  };
  if (soldBy === 'blocked') {
    await blockSeats(performance.performanceId, WAITING_SEAT_KEYS);
    return performance;
  }
  const { startCounterSale } = await adminQuery(START);
  const selected = await adminQuery(SELECT, {
    order: startCounterSale.id,
    id: performance.performanceId,
    keys: WAITING_SEAT_KEYS,
  });
  expect(selected.counterSelectSeats.__typename).toBe('Order');
  return { ...performance, sale: await completeForCash(startCounterSale.id) };
}

/** A performance sold by count (no seat plan), `places` places at 15.00, all sold at the counter for cash. */
export async function soldOutCounted(places = 2): Promise<SoldOutPerformance & { sale: CounterSale; play: string }> {
  const scheduled = await scheduleOwnPerformance({ nth: 0, seats: places, daysAhead: 30 });
  const { startCounterSale } = await adminQuery(START);
  const added = await adminQuery(ADD, {
    order: startCounterSale.id,
    variant: scheduled.productVariant.id,
    quantity: places,
  });
  expect(added.addItemToDraftOrder.__typename).toBe('Order');
  return {
    performanceId: scheduled.id,
    variantId: scheduled.productVariant.id,
    startsAt: scheduled.startsAt,
    play: scheduled.play.slug,
    sale: await completeForCash(startCounterSale.id),
  };
}

/** An emailed link as the storefront's own path (the mail names the configured public origin). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Joins the performance's waiting list for `seats` in English and confirms from the email. */
export async function joinAndConfirm(page: Page, performanceId: string, email: string, seats: number) {
  await page.goto(`${prefix('en')}/waiting-list/${performanceId}`);
  await joinOnPage(page, email, seats);
  await confirmFromEmail(page, email);
}

/** Fills in the waiting-list form that is open on the page. */
export async function joinOnPage(page: Page, email: string, seats: number) {
  const t = messages('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.waiting_list_title);
  await page.getByLabel(t.waiting_list_email).fill(email);
  await page.getByLabel(t.waiting_list_seats).selectOption(String(seats));
  await page.getByRole('button', { name: t.waiting_list_submit }).click();
  await expect(page.getByTestId('waiting-list-joined')).toHaveText(t.waiting_list_joined);
}

/** Follows the confirmation email's link and confirms, as the visitor does. */
export async function confirmFromEmail(page: Page, email: string) {
  const t = messages('en');
  await page.goto(pathOf(await linkFromEmail(email, '/waiting-list/confirm')));
  await page.getByRole('button', { name: t.waiting_list_confirm_submit }).click();
  await expect(page.getByTestId('waiting-list-done')).toHaveText(t.waiting_list_confirmed);
}

/** The Dashboard's "cancel and refund": the order cancelled (its places back on sale), the cash given back. */
export async function cancelAndRefund(sale: CounterSale) {
  await cancelOrder(sale.id);
  const { refundOrder } = await adminQuery(REFUND, { payment: sale.payments![0]!.id, amount: sale.totalWithTax });
  expect(refundOrder).toEqual({ __typename: 'Refund', state: 'Settled' });
}

export const WAITING_COUNTS = adminGraphql(`query ($id: ID!) {
  waitingListCounts(performanceId: $id) { waiting offers acceptances expiries } }`);
export const RUN_OFFERS = adminGraphql(`mutation { runWaitingListOffers }`);

/** The performance's waiting-list counts (offers, acceptances, expiries, and who waits). */
export async function waitingCounts(performanceId: string) {
  return (await adminQuery(WAITING_COUNTS, { id: performanceId })).waitingListCounts;
}

/** Runs the offer pass now (it also runs on a schedule); answers the offers made. */
export async function runOffers() {
  return (await adminQuery(RUN_OFFERS)).runWaitingListOffers;
}
