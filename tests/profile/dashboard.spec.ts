// Plain Playwright: the fixtures' goto waits for the storefront's hydration mark.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { test } from '@playwright/test';
import { DEVELOPMENT_ADMINISTRATORS } from '../../commerce/src/back-office/development-administrators';
import { adminQuery } from '../support/admin-api';
import {
  expect,
  openOrderInDashboard,
  payWithTestCard,
  refundAndCancelInDashboard,
  saleableSeats,
  scheduleInDashboard,
  sellTwoAndRefund,
  signInAsNewStaff,
  signInToDashboard,
  ticketOrderAtPayment,
  ticketWithSeats,
} from '../support/dashboard';
import { castAndStage, createPlayInDashboard, INSPECTOR, missingOnStorefront } from '../support/dashboard-content';

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The Dashboard on PostgreSQL, built and served in production mode by the second Vendure server. */
test('on PostgreSQL the Dashboard shows a paid order, and Refund & Cancel gives its seats back', async ({ page }) => {
  const variantId = await ticketWithSeats(2);
  const before = await saleableSeats(variantId);
  const { shop } = await ticketOrderAtPayment(variantId, 2);
  const code = await payWithTestCard(shop);

  await signInToDashboard(page);
  const id = await openOrderInDashboard(page, code);
  await refundAndCancelInDashboard(page, id);
  const { order } = await adminQuery(
    adminGraphql(`query ($id: ID!) { order(id: $id) { state payments { refunds { state } } } }`),
    { id },
  );
  expect(order!.state).toBe('Cancelled');
  expect(order!.payments![0]?.refunds).toEqual([{ state: 'Settled' }]);
  expect(await saleableSeats(variantId)).toBe(before);
});

test('in production the roles exist but no development sign-in does', async () => {
  const { roles } = await adminQuery(adminGraphql(`query { roles(options: { take: 50 }) { items { code } } }`));
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

test('an editor creates and schedules a play; within 5 s both storefront instances show it in bg and en; the box office refunds a sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const instances = (process.env.PROFILE_STOREFRONTS ?? '').split(' ').filter(Boolean);
  expect(instances).toHaveLength(2);
  const slug = `an-inspector-calls-${Date.now().toString(36)}`;
  const { actors, stageId } = await castAndStage();

  await signInAsNewStaff(page, 'editor');
  const playId = await createPlayInDashboard(page, { slug, stageId, actorIds: actors.map((a) => a.id), ...INSPECTOR });
  const scheduled = await scheduleInDashboard(page, { playId, stageId, price: '18', seats: '10' });
  expect(await saleableSeats(scheduled.variantId)).toBe(10);
  for (const instance of instances) {
    await expect
      .poll(
        () =>
          missingOnStorefront(
            `${instance}/plays/${slug}`,
            [INSPECTOR.bg.title, ...INSPECTOR.bg.roles],
            scheduled.startsAt,
          ),
        {
          timeout: 5_000,
        },
      )
      .toEqual([]);
    await expect
      .poll(
        () =>
          missingOnStorefront(
            `${instance}/en/plays/${slug}`,
            [INSPECTOR.en.title, ...INSPECTOR.en.roles],
            scheduled.startsAt,
          ),
        {
          timeout: 5_000,
        },
      )
      .toEqual([]);
  }

  const boxOffice = await browser.newPage();
  await signInAsNewStaff(boxOffice, 'box-office');
  await sellTwoAndRefund(boxOffice, scheduled.variantId);
});
