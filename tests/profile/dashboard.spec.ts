// Plain Playwright: the fixtures' goto waits for the storefront's hydration mark.
import { expect, test } from '@playwright/test';
import { DEVELOPMENT_ADMINISTRATORS } from '../../commerce/src/back-office/development-administrators';
import { adminQuery } from '../support/admin-api';
import {
  dashboardUrl,
  payWithTestCard,
  refundAndCancelInDashboard,
  saleableSeats,
  signInToDashboard,
  ticketOrderAtPayment,
  ticketWithSeats,
} from '../support/dashboard';

/** The Dashboard on PostgreSQL, built and served in production mode by the second Vendure server. */
test('on PostgreSQL the Dashboard shows a paid order, and Refund & Cancel gives its seats back', async ({ page }) => {
  const variantId = await ticketWithSeats(2);
  const before = await saleableSeats(variantId);
  const { shop } = await ticketOrderAtPayment(variantId, 2);
  const code = await payWithTestCard(shop);
  const { orders } = await adminQuery<{ orders: { items: Array<{ id: string }> } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`,
    { code },
  );
  const id = orders.items[0]?.id ?? '';

  await signInToDashboard(page);
  await page.goto(dashboardUrl('/orders'));
  await page.getByPlaceholder('Filter...').fill(code);
  await expect(page.getByRole('button', { name: code })).toBeVisible();
  await refundAndCancelInDashboard(page, id);
  const { order } = await adminQuery<{
    order: { state: string; payments: Array<{ refunds: Array<{ state: string }> }> };
  }>(`query ($id: ID!) { order(id: $id) { state payments { refunds { state } } } }`, { id });
  expect(order.state).toBe('Cancelled');
  expect(order.payments[0]?.refunds).toEqual([{ state: 'Settled' }]);
  expect(await saleableSeats(variantId)).toBe(before);
});

test('in production the roles exist but no development sign-in does', async () => {
  const { roles } = await adminQuery<{ roles: { items: Array<{ code: string }> } }>(
    `query { roles(options: { take: 50 }) { items { code } } }`,
  );
  expect(roles.items.map((r) => r.code)).toEqual(expect.arrayContaining(['editor', 'box-office']));
  for (const admin of DEVELOPMENT_ADMINISTRATORS) {
    const response = await fetch(process.env.E2E_ADMIN_API_URL ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`,
        variables: { u: admin.identifier, p: admin.password },
      }),
    });
    const { data } = await response.json();
    expect(data.login.__typename).toBe('InvalidCredentialsError');
  }
});
