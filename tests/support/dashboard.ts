import { signedWebhook, stripeEvent } from '@foyer/shared/stack/stripe-stand-in';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { expect as baseExpect, type Page } from '@playwright/test';
import { DEVELOPMENT_ADMINISTRATORS } from '../../commerce/src/back-office/development-administrators';
import { adminQuery } from './admin-api';
import { guestOrderArrangingPayment, shopSession } from './shop-api';

/**
 * Expectations for the Dashboard's pages: a large single-page app whose routes load their
 * data from a Vendure that other tests keep busy, so a page gets 15 s to appear. Waiting
 * longer asserts nothing about speed (that is `npm run bench`'s job).
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Vendure's Dashboard of the test stack: same origin as its Admin API. */
export const dashboardUrl = (path = '') =>
  `${(process.env.E2E_ADMIN_API_URL ?? 'http://localhost:3290/admin-api').replace(/\/admin-api$/, '/dashboard')}${path}`;

/** Signs in on the Dashboard's own sign-in page, as staff do. */
export async function signInToDashboard(
  page: Page,
  username = 'superadmin',
  password = process.env.E2E_ADMIN_PASSWORD ?? 'superadmin',
) {
  await page.goto(dashboardUrl('/login'));
  await page.getByPlaceholder('Email').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Signs in as the development administrator of a back office role ('editor', 'box-office'). */
export async function signInAs(page: Page, role: string) {
  const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === role);
  if (!admin) throw new Error(`No development administrator for ${role}`);
  await signInToDashboard(page, admin.identifier, admin.password);
}

/** A date and time a month or more ahead, as a datetime-local input takes it. */
export function aMonthAhead() {
  const day = new Date(Date.now() + 31 * 86_400_000 + Math.floor(Math.random() * 20) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T19:${pad(Math.floor(Math.random() * 59))}`;
}

/**
 * Schedules a performance with the Dashboard's one form, as staff do, and returns it as
 * the Admin API has it: the play's newest performance, with its ticket variant.
 */
export async function scheduleInDashboard(
  page: Page,
  input: { playId: string; stageId: string; price: string; seats: string; local?: string },
) {
  const local = input.local ?? aMonthAhead();
  await page.goto(dashboardUrl('/performances'));
  const form = page.getByRole('form', { name: 'Schedule a performance' });
  await form.getByLabel('Play').selectOption(input.playId);
  await form.getByLabel('Stage').selectOption(input.stageId);
  await form.getByLabel('Date and time').fill(local);
  await form.getByLabel(/Ticket price/).fill(input.price);
  await form.getByLabel('Seats').fill(input.seats);
  await form.getByRole('button', { name: 'Schedule' }).click();
  await page.getByText('Performance scheduled').waitFor();
  const { performances } = await adminQuery(
    adminGraphql(
      `query { performances(options: { take: 1000 }) { items { id startsAt play { id } productVariant { id priceWithTax } } } }`,
    ),
  );
  const newest = performances.items
    .filter((p) => p.play.id === input.playId)
    .sort((a, b) => Number(b.id) - Number(a.id))[0];
  if (!newest) throw new Error('The performance was not scheduled');
  return {
    local,
    startsAt: newest.startsAt,
    variantId: newest.productVariant!.id,
    priceWithTax: newest.productVariant!.priceWithTax,
  };
}

/** Seats of a ticket that can still be sold: on hand less allocated (paid or held). */
export async function saleableSeats(variantId: string) {
  const { productVariant } = await adminQuery(
    adminGraphql(`query ($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }`),
    { id: variantId },
  );
  return productVariant!.stockOnHand - productVariant!.stockAllocated;
}

/**
 * A ticket variant of a performance still to come, sold by count (a numbered-seat night is
 * bought on its seat map, ADR 053), with at least `seats` seats left.
 */
export async function ticketWithSeats(seats: number) {
  const { performances } = await adminQuery(
    adminGraphql(
      `query { performances(options: { take: 100 }) { items { startsAt cancelled reserved productVariant { id } } } }`,
    ),
  );
  for (const performance of performances.items) {
    if (!performance.productVariant || performance.cancelled || performance.reserved) continue;
    if (new Date(performance.startsAt) < new Date()) continue;
    if ((await saleableSeats(performance.productVariant.id)) >= seats) return performance.productVariant.id;
  }
  throw new Error(`No performance has ${seats} seats left`);
}

/** A guest's order of `quantity` tickets, in ArrangingPayment (seats held), and its Shop API session. */
export async function ticketOrderAtPayment(variantId: string, quantity: number) {
  const shop = shopSession();
  if (quantity > 1)
    await shop(
      shopGraphql(
        `mutation ($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { __typename } }`,
      ),
      {
        id: variantId,
        q: quantity - 1,
      },
    );
  const order = await guestOrderArrangingPayment(shop, variantId);
  return { shop, order };
}

/** Pays the order with the test card through the Shop API. */
export async function payWithTestCard(shop: ReturnType<typeof shopSession>) {
  const { addPaymentToOrder } = await shop(
    shopGraphql(`mutation { addPaymentToOrder(input: { method: "test-card", metadata: { cardNumber: "4242424242424242" } }) {
       __typename ... on Order { code state } ... on ErrorResult { message } } }`),
  );
  if (addPaymentToOrder.__typename !== 'Order') throw new Error(`Not paid: ${addPaymentToOrder.message}`);
  if (addPaymentToOrder.state !== 'PaymentSettled') throw new Error('Not paid: undefined');
  return addPaymentToOrder.code;
}

/** Pays through Stripe as the storefront does: a PaymentIntent, Stripe's success, its signed webhook. */
export async function payWithStripe(shop: ReturnType<typeof shopSession>) {
  const standIn = process.env.E2E_STRIPE_STAND_IN_URL ?? '';
  const webhookUrl = process.env.E2E_STRIPE_WEBHOOK_URL ?? '';
  const secret = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '';
  const { createStripePaymentIntent } = await shop(shopGraphql('mutation { createStripePaymentIntent }'));
  const intentId = createStripePaymentIntent.split('_secret_')[0] ?? '';
  const intent = await (
    await fetch(`${standIn}/__stand-in/payment_intents/${intentId}/succeed`, { method: 'POST' })
  ).json();
  const { body, headers } = signedWebhook(stripeEvent('payment_intent.succeeded', intent), secret);
  const delivered = await fetch(webhookUrl, { method: 'POST', headers, body });
  if (delivered.status !== 200) throw new Error(`The webhook was refused: ${delivered.status}`);
  return intentId;
}

/** Finds an order by its code on the Dashboard's Orders page and opens it; returns its id. */
export async function openOrderInDashboard(page: Page, code: string) {
  await page.goto(dashboardUrl('/orders'));
  await page.getByPlaceholder('Filter...').fill(code);
  await page.getByRole('button', { name: code }).click();
  await page.waitForURL(/\/orders\/\d+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/**
 * Staff of a back office role, created through the Admin API as a theatre's
 * administrator would (production has no development sign-ins): their sign-in.
 */
export async function createStaff(role: string) {
  const { roles } = await adminQuery(adminGraphql(`query { roles(options: { take: 50 }) { items { id code } } }`));
  const roleId = roles.items.find((r) => r.code === role)?.id;
  if (!roleId) throw new Error(`No ${role} role`);
  const emailAddress = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@foyer.example`;
  const password = `${role}-${Math.random().toString(36).slice(2)}`;
  await adminQuery(
    adminGraphql(`mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`),
    {
      input: { emailAddress, password, firstName: 'Test', lastName: role, roleIds: [roleId] },
    },
  );
  return { emailAddress, password };
}

/** New staff of a back office role (`createStaff`), signed in on `page`. */
export async function signInAsNewStaff(page: Page, role: string) {
  const staff = await createStaff(role);
  await signInToDashboard(page, staff.emailAddress, staff.password);
  return staff;
}

/**
 * Refunds every line of an order from its Dashboard page, as the box office does:
 * "Refund & Cancel", all tickets back to stock, a reason, the refund button.
 */
export async function refundAndCancelInDashboard(page: Page, orderId: string) {
  await page.goto(dashboardUrl(`/orders/${orderId}`));
  const more = page.getByRole('button', { name: 'Fulfill order' }).locator('xpath=following::button[1]');
  await more.click();
  await page.getByRole('menuitem', { name: 'Refund & Cancel' }).click();
  const dialog = page.getByRole('dialog');
  for (const row of await dialog
    .getByRole('row')
    .filter({ has: page.getByRole('spinbutton') })
    .all()) {
    const quantity = (await row.getByRole('cell').nth(3).textContent()) ?? '';
    await row.getByRole('spinbutton').fill(quantity.trim());
    await row.getByRole('checkbox').check();
  }
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Customer request' }).click();
  await dialog.getByRole('button', { name: /^Refund €/ }).click();
  await page.getByText('Refund processed successfully').waitFor();
}

/**
 * A shopper buys two tickets of a new 10-seat performance with the test card (8 seats
 * left); the box office, signed in on `boxOffice`, finds the order and refunds it (10
 * again). The last steps of issue 12's scenario, shared by both profiles.
 */
export async function sellTwoAndRefund(boxOffice: Page, variantId: string) {
  const { shop } = await ticketOrderAtPayment(variantId, 2);
  const code = await payWithTestCard(shop);
  expect(await saleableSeats(variantId)).toBe(8);
  await refundAndCancelInDashboard(boxOffice, await openOrderInDashboard(boxOffice, code));
  expect(await saleableSeats(variantId)).toBe(10);
}
